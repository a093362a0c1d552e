// Loads every app's BUILT server entry (dist/server/remoteEntry.js of the shell and each remote) exactly as the host
// does — over HTTP with @module-federation/enhanced's runtime (createInstance, loadRemote('<name>/server')) — and
// renders each of the app's routes in plain Node (no window, no document) with the published content: the catalogue of
// the content release when it is built (server/content/dist/catalogue.json), else a small fixture. Prints per route
// the time, the markup's size and the number of serialized values, and checks that /fabrics carries the fabrics in
// its HTML and their values under SIDs, and that /profile is left to the browser on a device with personal data.
//   node shared-kernel/build/scripts/check-server-entries.mjs   (after `pnpm build`; exit code 1 on a failure)
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { createInstance } = require('@module-federation/enhanced/runtime');
const { shell, remotes } = require('../apps.cjs');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CATALOGUE = path.join(ROOT, 'server/content/dist/catalogue.json');
const PUBLISHED_AT = '2026-11-28T00:00:00.000Z';

/** The content answers as the API gives them (`GET /api/app/<path>?preview_mode=true`). */
function contentAnswers() {
  const catalogue = existsSync(CATALOGUE)
    ? JSON.parse(readFileSync(CATALOGUE, 'utf8'))
    : {
        fabrics: [{ id: 'jersey-senf', name: 'Jersey Senf', material: 'jersey', variation: 'jersey-uni', position: 1, thumbnail: null, path: null, headerPath: null, color: '#d4a017', colorFamily: 'gelb', isCustom: false, slides: [] }],
        materials: [{ id: 'jersey', name: 'Jersey', description: '', composition: '', variations: [{ id: 'jersey-uni', name: 'Uni' }], position: 1, fabrics: ['jersey-senf'] }],
        sewingPatterns: [],
        inspirations: [],
        legacy: [],
      };
  const meta = { publishedAt: PUBLISHED_AT };
  return {
    source: existsSync(CATALOGUE) ? path.relative(ROOT, CATALOGUE) : 'the script’s fixture',
    content: {
      fabrics: { data: catalogue.fabrics, meta },
      materials: { data: catalogue.materials, meta },
      sewingPatterns: { data: catalogue.sewingPatterns, meta, legacy: catalogue.legacy ?? [] },
      inspirations: { data: catalogue.inspirations, meta },
    },
  };
}

/** A route pattern with sample ids from the content (`:patternId` → the first pattern, …). */
function samplePath(route, content) {
  const first = (name) => content[name].data[0]?.id ?? 'x';
  return route.replace(/:(\w+)/g, (_, param) => {
    if (param === 'patternId') return first('sewingPatterns');
    if (param === 'fabricId') return first('fabrics');
    if (param === 'inspirationId') return first('inspirations');
    return 'beispiel';
  });
}

/** Serves each app's dist/ at /<app dir>/ (the host serves a remote's files from wherever remotes.json says). */
function serveDist() {
  const server = createServer((request, response) => {
    const [, dir, ...rest] = new URL(request.url, 'http://localhost').pathname.split('/');
    const file = path.join(ROOT, dir, 'dist', ...rest);
    if (!file.startsWith(path.join(ROOT, dir, 'dist')) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const failures = [];
const check = (condition, message) => {
  if (!condition) failures.push(message);
  return condition;
};

const apps = [
  { name: shell.name, dir: shell.dir, routes: [...shell.tabRoutes, ...shell.routes, '/gibt-es-nicht'] },
  ...remotes.map((remote) => ({ name: remote.name, dir: remote.dir, routes: remote.routes })),
];
const { source, content } = contentAnswers();
const server = await serveDist();
const origin = `http://127.0.0.1:${server.address().port}`;
const federation = createInstance({
  name: 'check_server_entries',
  remotes: apps.map((app) => ({ name: app.name, entry: `${origin}/${app.dir}/server/remoteEntry.js` })),
});
console.log(`content: ${source}; Node ${process.version}; window: ${typeof window}, document: ${typeof document}`);

for (const app of apps) {
  if (!check(existsSync(path.join(ROOT, app.dir, 'dist/server/remoteEntry.js')), `${app.dir}/dist/server/remoteEntry.js is missing (pnpm build)`)) continue;
  let entry;
  const loadStart = performance.now();
  try {
    entry = await federation.loadRemote(`${app.name}/server`);
  } catch (error) {
    check(false, `${app.name}: loading its server entry failed: ${error instanceof Error ? error.stack : error}`);
    continue;
  }
  console.log(`\n${app.name} (${app.dir}/dist/server/remoteEntry.js): loaded in ${Math.round(performance.now() - loadStart)} ms, platformVersion ${entry.platformVersion}`);
  check(typeof entry.platformVersion === 'string' && /^\d+\.\d+\.\d+/.test(entry.platformVersion), `${app.name}: platformVersion is ${entry.platformVersion}`);
  for (const route of app.routes) {
    const url = samplePath(route, content);
    const start = performance.now();
    try {
      const result = await entry.serverRender({ url, content, personalDevice: false });
      const ms = (performance.now() - start).toFixed(1);
      const text = result.html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
      console.log(`  ${url.padEnd(34)} ${ms.padStart(6)} ms  html ${String(result.html.length).padStart(6)} B  state ${Object.keys(result.state).length} SIDs  "${text.slice(0, 60)}"`);
      if (app.name === 'mf_library' && url === '/fabrics') {
        const fabrics = content.fabrics.data;
        const inHtml = fabrics.filter((fabric) => result.html.includes(`>${fabric.name.replace(/&/g, '&amp;')}<`));
        check(inHtml.length > 0 && !text.includes('werden geladen'), '/fabrics: no fabric in the HTML');
        const sid = Object.keys(result.state).find((key) => JSON.stringify(result.state[key]?.items) === JSON.stringify(fabrics));
        if (check(sid, '/fabrics: the state holds no SID with the fabrics')) {
          console.log(`  → /fabrics: ${inHtml.length} of ${fabrics.length} fabric names in the HTML (the first material's: ${inHtml.map((fabric) => fabric.name).join(', ')}); state["${sid}"] = { items: [${fabrics.length} fabrics], publishedAt: ${result.state[sid].publishedAt} }`);
          console.log(`    state's SIDs: ${Object.entries(result.state).map(([key, value]) => `${key} (${Array.isArray(value?.items) ? `${value.items.length} items` : JSON.stringify(value)})`).join(', ')}`);
        }
      }
    } catch (error) {
      check(false, `${app.name} ${url}: ${error instanceof Error ? error.stack : error}`);
    }
  }
  if (app.name === 'mf_profile') {
    const personal = await entry.serverRender({ url: '/profile', content, personalDevice: true });
    if (check(personal === null, '/profile on a device with personal data is rendered on the server')) console.log('  /profile with personalDevice: null (rendered in the browser)');
  }
}

server.close();
if (failures.length) {
  console.error(`\n${failures.length} failure(s):\n${failures.map((failure) => `- ${failure}`).join('\n')}`);
  process.exit(1);
}
console.log('\nevery server entry loaded and rendered');
// the apps' modules may leave timers running (the platform's schedulers): this check has done its job
process.exit(0);
