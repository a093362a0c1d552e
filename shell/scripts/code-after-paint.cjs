// A page the host serves with its first paint (first-paint.cjs) needs none of its code to show it. So its code —
// the shell's script and boot chunks, the route's remote, the content the platform loads — is requested all at
// once as soon as that paint is on screen, not while the page is still arriving: the document and its inlined
// images have the phone's connection to themselves, and nothing the first paint did not need is counted as
// needed for it (Lighthouse's simulated slow 4G counts every request that finished before the paint it saw).
// The tags wait in an inert <template>; a small inline script moves them into the head after the first
// contentful paint, or at once in a page nobody sees (a background tab paints nothing). CommonJS without
// dependencies beyond Node: the host (.mjs) and the shell's jest tests read it.
//
// The same script keeps a tap on the page made before its app has taken over: the first paint is inert until then
// (first-paint.cjs), so the tap would do nothing. It finds the control under the tap, marks it busy (aria-busy and
// TAP_PENDING_ATTRIBUTE, shown by TAP_PENDING_STYLE) and leaves it in window[PENDING_TAP]; the shell taps it again
// once the app has mounted (shell/src/firstPaintTap.ts). The latest tap counts: it is what the user last asked for.
const crypto = require('node:crypto');

const TEMPLATE_ID = 'code-after-paint';
/** Should a browser never report a contentful paint (every route does: paintMetrics.spec.ts), the code still comes. */
const LATEST_START_MS = 3000;
/** Where the loader leaves the control tapped before the app took over, and how it marks it (shell/src/firstPaintTap.ts). */
const PENDING_TAP = '__nahtlosPendingTap';
const TAP_PENDING_ATTRIBUTE = 'data-tap-pending';
/** Controls a tap can mean; fields are left out (typing waits for the app: they are read-only until then). */
const TAPPABLE = 'a[href],button,summary,[role=button],[role=link],[role=tab],[role=option],[role=radio],[role=checkbox],[role=switch],[role=menuitem]';
/** The visible sign that a tap is waiting for the app. */
const TAP_PENDING_STYLE = `<style>[${TAP_PENDING_ATTRIBUTE}]{cursor:progress;opacity:.6}</style>`;

const LOADER = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    document.head.appendChild(document.getElementById('${TEMPLATE_ID}').content.cloneNode(true));
  }
  if (document.visibilityState === 'hidden') return start();
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) start();
    }).observe({ type: 'paint', buffered: true });
  } catch (error) {
    requestAnimationFrame(function () { setTimeout(start); });
  }
  setTimeout(start, ${LATEST_START_MS});
  document.addEventListener('click', function (event) {
    var page = document.querySelector('#page-root > [inert]');
    if (!page) return;
    // an inert page is not hit by taps: look under the tap with it hit-testable for a moment
    page.removeAttribute('inert');
    var hit = document.elementFromPoint(event.clientX, event.clientY);
    page.setAttribute('inert', '');
    var control = hit && page.contains(hit) ? hit.closest('${TAPPABLE}') : null;
    if (!control) return;
    var before = window.${PENDING_TAP};
    if (before) {
      before.removeAttribute('${TAP_PENDING_ATTRIBUTE}');
      before.removeAttribute('aria-busy');
    }
    control.setAttribute('${TAP_PENDING_ATTRIBUTE}', '');
    control.setAttribute('aria-busy', 'true');
    window.${PENDING_TAP} = control;
  }, true);
})();`;

/** The loader's hash for the page's Content-Security-Policy (script-src): it is the page's only inline script. */
const LOADER_SCRIPT_SOURCE = `'sha256-${crypto.createHash('sha256').update(LOADER).digest('base64')}'`;

/** The code tags of the build's head: its script, and its preloads of scripts and their styles (HtmlWebpackPlugin, preloadBootChunks.cjs). */
const HEAD_CODE_TAG = /<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>|<link\b[^>]*\brel="preload"[^>]*\bas="(?:script|style)"[^>]*>/g;

/**
 * The page with its head's code tags and `tags` (the route's preloads, boot-hints.cjs) moved into the
 * template the loader starts after the first paint. The page unchanged when it has no head or body.
 */
function withCodeAfterFirstPaint(html, tags = '') {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd === -1 || bodyEnd < headEnd) return html;
  const code = [];
  const head = html.slice(0, headEnd).replace(HEAD_CODE_TAG, (tag) => {
    code.push(tag);
    return '';
  });
  const deferred = `<template id="${TEMPLATE_ID}">${code.join('')}${tags}</template>${TAP_PENDING_STYLE}<script>${LOADER}</script>`;
  return `${head}${html.slice(headEnd, bodyEnd)}${deferred}${html.slice(bodyEnd)}`;
}

module.exports = { withCodeAfterFirstPaint, LOADER_SCRIPT_SOURCE, TEMPLATE_ID, PENDING_TAP, TAP_PENDING_ATTRIBUTE };
