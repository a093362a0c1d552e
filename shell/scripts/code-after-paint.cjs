// A page the host serves with its first paint (first-paint.cjs) needs none of its code to show it. So its code —
// the shell's script and boot chunks, the route's remote, the content the platform loads — is requested all at
// once as soon as that paint is on screen, not while the page is still arriving: the document and its inlined
// images have the phone's connection to themselves, and nothing the first paint did not need is counted as
// needed for it (Lighthouse's simulated slow 4G counts every request that finished before the paint it saw).
// The tags wait in an inert <template>; a small inline script moves them into the head after the first
// contentful paint, or at once in a page nobody sees (a background tab paints nothing). CommonJS without
// dependencies beyond Node: the host (.mjs) and the shell's jest tests read it.
const crypto = require('node:crypto');

const TEMPLATE_ID = 'code-after-paint';
/** Should a browser never report a contentful paint (every route does: paintMetrics.spec.ts), the code still comes. */
const LATEST_START_MS = 3000;

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
  const deferred = `<template id="${TEMPLATE_ID}">${code.join('')}${tags}</template><script>${LOADER}</script>`;
  return `${head}${html.slice(headEnd, bodyEnd)}${deferred}${html.slice(bodyEnd)}`;
}

module.exports = { withCodeAfterFirstPaint, LOADER_SCRIPT_SOURCE, TEMPLATE_ID };
