// The first paint a page is served with: the frame's and the route's app's prerendered loading state
// (first-paint.json, written by each app's production build: shared-kernel/build/firstPaint/) with the
// CSS rules they use, so a first visit shows the page's frame and texts before any script has run.
// The apps render into the same elements and replace the markup in their first commit
// (shell/src/firstPaint.ts). CommonJS without dependencies: the host (.mjs) and the shell's jest tests read it.
const { routePattern } = require('./boot-hints.cjs');

const FIRST_PAINT_FILE = 'first-paint.json';
/** A remote's renderer for its pages that show published content (first-paint-content.mjs). */
const FIRST_PAINT_RENDERER_FILE = 'first-paint-renderer.cjs';

/** The cookie a device with personal data carries (shell/src/frame/personalDevice.ts). */
const PERSONAL_DEVICE_COOKIE = 'nahtlos_personal';

/** Does the request's Cookie header say the device has personal data? */
const isPersonalDevice = (cookieHeader) => new RegExp(`(?:^|;\\s*)${PERSONAL_DEVICE_COOKIE}=1(?:;|$)`).test(cookieHeader ?? '');

/**
 * The prerendered page of first-paint.json `pages` for `pathname`, or null. A page marked `personal` is
 * what a first visitor sees: not for a device with personal data (`personalDevice`).
 */
function firstPaintOf(pages, pathname, { personalDevice = false } = {}) {
  if (!pages || typeof pages !== 'object') return null;
  for (const [pattern, page] of Object.entries(pages)) {
    if (!routePattern(pattern).test(pathname) || typeof page?.html !== 'string' || typeof page?.css !== 'string') continue;
    return page.personal && personalDevice ? null : page;
  }
  return null;
}

const cssText = (css) => css.replace(/<\/style/gi, '<\\/style');

/**
 * The page with the frame's (`frame`) and the route's app's (`page` of `remote`) first paint: their CSS in
 * one style element at the end of the head, their markup inside #frame-root and #page-root. The page's
 * markup is inert: a form typed into before the app has started would lose what was typed. A page rendered
 * with the published content (`contentShown`) says so: the shell mounts its app once the content is there.
 */
function withFirstPaint(html, { frame = null, page = null, remote = null }) {
  if (!frame && !page) return html;
  const css = [frame?.css, page?.css].filter(Boolean).map(cssText).join('');
  let result = html.replace('</head>', `<style id="first-paint-style">${css}</style></head>`);
  if (page && remote) {
    result = result.replace('<div id="page-root"></div>', `<div id="page-root"><div class="app-container" data-app="${remote}" data-first-paint${page.contentShown ? ' data-content-shown' : ''} inert>${page.html}</div></div>`);
  }
  // (the frame's React root is #frame-root itself: it hydrates the markup and then drops the marker, src/frame/spa.tsx)
  if (frame) result = result.replace('<div id="frame-root"></div>', `<div id="frame-root" data-first-paint="frame">${frame.html}</div>`);
  return result;
}

module.exports = { FIRST_PAINT_FILE, FIRST_PAINT_RENDERER_FILE, PERSONAL_DEVICE_COOKIE, isPersonalDevice, firstPaintOf, withFirstPaint };
