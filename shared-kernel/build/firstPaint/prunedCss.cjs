// The rules of an app's CSS that a prerendered page uses (beasties: the rules whose selectors match the
// page's elements, @keyframes they name, the custom properties), so the page can carry them inline.
const Beasties = require('beasties').default ?? require('beasties');

const beasties = new Beasties({ reduceInlineStyles: true, mergeStylesheets: true, keyframes: 'critical', compress: true, logLevel: 'silent' });

/** `css` reduced to what the page `html` (body markup) needs. */
async function prunedCss(html, css) {
  const page = await beasties.process(`<!doctype html><html><head><style>${css}</style></head><body>${html}</body></html>`);
  return [...page.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
}

module.exports = { prunedCss };
