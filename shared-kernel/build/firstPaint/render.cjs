// Renders an app's routes as they look before any content has loaded, with the app's own React
// components (react-dom/server in a jsdom window), and the CSS those pages need. Runs in a child
// process of the build (firstPaintPlugin.cjs): the app's modules start timers and keep state when
// imported, and each route gets a fresh window and fresh modules. Writes JSON to `out`.
//   node render.cjs '{"dir": "...", "start": "./src/spa", "module": "./src/App", "export": "App", "paths": {"/fabrics": "/fabrics"},
//                     "withContent": ["/fabrics"], "define": {...}, "out": "/tmp/x.json"}'
const path = require('node:path');
const Module = require('node:module');
const esbuild = require('esbuild');
const { JSDOM } = require('jsdom');
const { prunedCss } = require('./prunedCss.cjs');

/** The window globals the app's modules read when they are imported and rendered. */
const WINDOW_GLOBALS = ['window', 'self', 'document', 'navigator', 'location', 'history', 'localStorage', 'sessionStorage', 'HTMLElement', 'Element', 'Node', 'Event', 'CustomEvent', 'matchMedia', 'getComputedStyle'];

/** One CommonJS bundle of the app's root component with react-dom/server. Each CSS file becomes a module that
 * hands its text to `globalThis.__firstPaintCss` when it runs: module order, as style-loader adds them. */
async function bundle({ dir, start, module: modulePath, export: exportName, define }) {
  const result = await esbuild.build({
    stdin: {
      contents: [
        // the module the app starts from: it brings the kit's and the app's styles, in their order
        `import ${JSON.stringify(start)};`,
        `import { ${exportName} as Root } from ${JSON.stringify(modulePath)};`,
        `import { createRenderer } from ${JSON.stringify(path.join(__dirname, 'renderPage.mjs'))};`,
        `module.exports = createRenderer(Root);`,
      ].join('\n'),
      resolveDir: dir,
      loader: 'tsx',
    },
    bundle: true,
    // renderPage.mjs imports react and the platform: the app's copies
    nodePaths: [path.join(dir, 'node_modules')],
    minify: true,
    platform: 'node',
    format: 'cjs',
    write: false,
    jsx: 'automatic',
    define: Object.fromEntries(Object.entries(define ?? {}).map(([key, value]) => [key, String(value)])),
    logLevel: 'error',
    plugins: [
      {
        name: 'collect-css',
        setup(build) {
          build.onLoad({ filter: /\.css$/ }, async (args) => {
            const text = await require('node:fs').promises.readFile(args.path, 'utf8');
            return { contents: `globalThis.__firstPaintCss.push(${JSON.stringify(text)});`, loader: 'js' };
          });
        },
      },
    ],
  });
  return result.outputFiles[0].text;
}

/** Evaluates the bundle in a fresh jsdom window at `url` and renders the root, before any content: its markup and CSS. */
function renderAt(code, dir, url) {
  const dom = new JSDOM('<!doctype html><html><body></body></html>', { url, pretendToBeVisual: true });
  for (const key of WINDOW_GLOBALS) {
    const value = key === 'window' || key === 'self' ? dom.window : dom.window[key];
    if (value !== undefined) Object.defineProperty(globalThis, key, { value, configurable: true, writable: true });
  }
  globalThis.__firstPaintCss = [];
  const module = { exports: {} };
  new Function('module', 'exports', 'require', code)(module, module.exports, Module.createRequire(path.join(dir, 'first-paint.js')));
  const html = module.exports();
  return { html, css: globalThis.__firstPaintCss.join('\n') };
}

async function main() {
  const options = JSON.parse(process.argv[2]);
  const code = await bundle(options);
  const pages = {};
  for (const [pattern, samplePath] of Object.entries(options.paths)) {
    const { html, css } = renderAt(code, options.dir, `http://localhost${samplePath}`);
    pages[pattern] = { html, css: await prunedCss(html, css) };
  }
  // the renderer itself, for routes the shell's host renders with the published content when it serves them
  require('node:fs').writeFileSync(options.out, JSON.stringify({ pages, renderer: options.withContent?.length ? code : null }));
  // the app's modules may have left timers running: this process has done its job
  process.exit(0);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
