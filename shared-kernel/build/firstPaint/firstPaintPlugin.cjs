// Emits `first-paint.json` with a production build: for each of the app's first-paint routes, the markup
// its own components render before any content has loaded and the CSS rules that markup uses. The
// shell's host writes them into the page it serves, so a first visit paints the page's frame and text
// before any script has run; the app's first render then replaces them in place (shell/src/firstPaint.ts).
const { execFile } = require('node:child_process');
const path = require('node:path');
const { promisify } = require('node:util');
const { sources, Compilation } = require('webpack');

const NAME = 'FirstPaintPlugin';
// the names the shell's host reads (shell/scripts/first-paint.cjs)
const FILE = 'first-paint.json';
/** The app's renderer, for the routes the host renders with the published content (shell/scripts/first-paint-content.mjs). */
const RENDERER_FILE = 'first-paint-renderer.cjs';

/** A path that matches `pattern` (':param' segments filled in): the pages render their loading state for any id. */
const samplePathOf = (pattern) => pattern.replace(/:[^/]+/g, 'first-paint');

class FirstPaintPlugin {
  /**
   * @param {object} options
   * @param {string} options.dir       the app's folder
   * @param {string} options.start     the module the app starts from (its lifecycles), relative to `dir`
   * @param {string} options.module    the module with the root component
   * @param {string} options.export    the root component's export name
   * @param {string[]} options.routes  route patterns (apps.json) to prerender
   * @param {string[]} [options.personal] those of them that show a device's personal data once it has any: their
   *   first paint is the first visitor's, and the host serves it only to devices without personal data
   * @param {string[]} [options.withContent] those of them that show published content: the host renders them with
   *   it when it serves them (with RENDERER_FILE), the prerendered loading state is their fallback
   * @param {Record<string, string>} options.define  the build's DefinePlugin constants
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        const { pages, renderer } = await this.render(compilation.outputOptions.path);
        compilation.emitAsset(FILE, new sources.RawSource(JSON.stringify(pages)));
        if (renderer) compilation.emitAsset(RENDERER_FILE, new sources.RawSource(renderer));
      });
    });
  }

  async render(outputDir) {
    const { dir, start, module, export: exportName, routes, personal = [], withContent = [], define } = this.options;
    const out = path.join(outputDir, `.${FILE}.tmp`);
    const paths = Object.fromEntries(routes.map((pattern) => [pattern, samplePathOf(pattern)]));
    const request = JSON.stringify({ dir, start, module, export: exportName, paths, withContent, define, out });
    await require('node:fs').promises.mkdir(outputDir, { recursive: true });
    await promisify(execFile)(process.execPath, [path.join(__dirname, 'render.cjs'), request], { maxBuffer: 16 * 1024 * 1024 });
    const fs = require('node:fs');
    const { pages, renderer } = JSON.parse(await fs.promises.readFile(out, 'utf8'));
    await fs.promises.rm(out, { force: true });
    for (const pattern of personal) if (pages[pattern]) pages[pattern].personal = true;
    for (const pattern of withContent) if (pages[pattern]) pages[pattern].withContent = true;
    return { pages, renderer };
  }
}

module.exports = { FirstPaintPlugin };
