// The host's page paints before its entry script runs. The template holds the first paint until the whole layout is
// parsed (`<link rel="expect" href="#frame-root" blocking="render">`, shell/src/index.html): a phone's slowed parser
// otherwise paints a half-parsed page and then lays the whole page out again in a long task of its own. A deferred
// entry script would run after the parse and before that paint, so the entry (main.js: the federation runtime's
// init, 60–110 ms on a low-tier phone) is only preloaded here, and a small deferred starter runs it once the page has
// painted (issue 41).
const crypto = require('node:crypto');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'StartAfterFirstPaintPlugin';
const ENTRY_ATTRIBUTE = 'data-nahtlos-entry';

/**
 * Runs each preloaded entry script once the browser has rendered a frame; at once on a page loaded hidden (it renders
 * no frames), and after 2 s at the latest (a browser that renders none although the page is visible).
 */
const starter = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    document.querySelectorAll('link[${ENTRY_ATTRIBUTE}]').forEach(function (entry) {
      var script = document.createElement('script');
      script.src = entry.href;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  if (document.visibilityState === 'hidden') return start();
  requestAnimationFrame(function () { setTimeout(start); });
  setTimeout(start, 2000);
})();
`;

class StartAfterFirstPaintPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const file = `start.${crypto.createHash('sha256').update(starter).digest('hex').slice(0, 8)}.js`;
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const entries = data.headTags.filter((tag) => tag.tagName === 'script' && tag.attributes.src);
        if (!entries.length) return data;
        if (!compilation.getAsset(file)) compilation.emitAsset(file, new RawSource(starter));
        const preload = (tag) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: tag.attributes.src, fetchpriority: 'low', [ENTRY_ATTRIBUTE]: true });
        data.headTags = [
          ...data.headTags.map((tag) => (entries.includes(tag) ? preload(tag) : tag)),
          HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: `${publicPath}${file}` }),
        ];
        return data;
      });
    });
  }
}

module.exports = { StartAfterFirstPaintPlugin };
