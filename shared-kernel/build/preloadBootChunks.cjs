// The host's JS arrives in two waves: main.js, and once it has run, the boot chunk behind its async
// boundary plus the shared libraries the host provides (react, react-dom, effector, the kernel). On a
// phone's network each wave costs a round trip and more; preload tags in the page fetch both at once.
// At low priority: the page paints from its HTML (the host's first paint) without any of them, so the
// browser serves the document, its CSS and its first images first (scripts preloaded at the default
// priority compete with them and count as render-blocking in Lighthouse's model of a slow phone).
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadBootChunksPlugin';
const PROVIDE_SHARED_MODULE = 'provide-module';

class PreloadBootChunksPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const preloads = bootFiles(compilation).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}`, fetchpriority: 'low' }),
        );
        data.headTags.push(...preloads);
        return data;
      });
    });
  }
}

/** JS files of the chunk groups the entry imports directly and of every shared module the host provides. */
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
    for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return [...files].sort();
}

module.exports = { PreloadBootChunksPlugin };
