// The host's JS arrives in two waves: main.js, and once it has run, the boot chunk behind its async
// boundary plus the shared libraries the host provides (react, react-dom, effector, the kernel). On a
// phone's network each wave costs a round trip and more; preload tags in the page fetch both at once.
// At low priority: the page paints from its HTML (the host's first paint) without any of them, so the
// browser serves the document, its CSS and its first images first (scripts preloaded at the default
// priority compete with them and count as render-blocking in Lighthouse's model of a slow phone).
// (The shell's remote application is in the boot chunk, webpack.cjs; the platform's services are not preloaded: a first
// visit starts without them, platform/src/services/kernel.ts.)
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadBootChunksPlugin';
const PROVIDE_SHARED_MODULE = 'provide-module';

const preloadTag = (href) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href, fetchpriority: 'low' });

/**
 * The boot chunks' CSS (the kit's and the frame's) inline: the host's markup of the frame (and of /privacy) paints with
 * it, not unstyled until the frame's code has run, and without a request the browser waits for. A stylesheet request in
 * the head also held the preloads back: while one is in flight Chrome lets one low-priority request run at a time.
 * `data-href` tells the chunk's CSS loader (mini-css-extract) the sheet is there.
 */
const inlineStyleTag = (href, css) => HtmlWebpackPlugin.createHtmlTagObject('style', { 'data-href': href }, css.replace(/<\/style/gi, '<\\/style'));

class PreloadBootChunksPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const tag = (file) =>
          file.endsWith('.css') ? inlineStyleTag(`${publicPath}${file}`, String(compilation.getAsset(file).source.source())) : preloadTag(`${publicPath}${file}`);
        data.headTags.push(...bootFiles(compilation).map(tag));
        return data;
      });
    });
  }
}

/** JS and CSS files of the chunk groups the entry imports directly and of every shared module the host provides. */
function bootFiles(compilation) {
  const entryModules = new Set();
  for (const entry of compilation.entries.values()) {
    for (const dependency of entry.dependencies) entryModules.add(compilation.moduleGraph.getModule(dependency));
  }
  const files = new Set();
  for (const group of compilation.chunkGroups) {
    if (group.isInitial()) continue;
    const atBoot = group.origins.some((origin) => origin.module && (entryModules.has(origin.module) || origin.module.type === PROVIDE_SHARED_MODULE));
    if (!atBoot) continue;
    for (const chunk of group.chunks) for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
  }
  return [...files].sort();
}

module.exports = { PreloadBootChunksPlugin };
