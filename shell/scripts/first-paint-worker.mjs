// One remote's first-paint renderer (its build's first-paint-renderer.cjs), run in a worker thread of the
// shell's host: the app's modules expect a browser window when they are imported and keep state, so they
// get a jsdom window of their own, away from the host's globals. Each message renders one path with the
// published content: { id, url, content } → { id, html, css } or { id, error }. The css is the app's rules that
// the page uses, pruned as for the build's first-paint.json (the same prunedCss): a content page's markup needs
// about a fifth of the app's CSS, and the browser parses and matches all that is inlined before its first paint.
import Module from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import { prunedCss } from '@nahtlos/build/prunedCss';
import { JSDOM } from 'jsdom';

const WINDOW_GLOBALS = ['window', 'self', 'document', 'navigator', 'location', 'history', 'localStorage', 'sessionStorage', 'HTMLElement', 'Element', 'Node', 'Event', 'CustomEvent', 'matchMedia', 'getComputedStyle'];

const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/', pretendToBeVisual: true });
for (const key of WINDOW_GLOBALS) {
  const value = key === 'window' || key === 'self' ? dom.window : dom.window[key];
  if (value !== undefined) Object.defineProperty(globalThis, key, { value, configurable: true, writable: true });
}
// each CSS file of the app hands its text over when its module runs: the app's whole CSS, in its order
globalThis.__firstPaintCss = [];
const module = { exports: {} };
new Function('module', 'exports', 'require', workerData.code)(module, module.exports, Module.createRequire(import.meta.url));
const render = module.exports;
const css = globalThis.__firstPaintCss.join('\n');

parentPort.on('message', async ({ id, url, content }) => {
  try {
    dom.reconfigure({ url });
    const html = render(content);
    parentPort.postMessage({ id, html, css: await prunedCss(html, css) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort.postMessage({ ready: true });
