// `pnpm size`: sizes of the JS a browser really loads, measured in Debian chromium against the production
// deployment (e2e/bench/deployment.mjs: the builds, the provider server with its content, each remote on its
// own origin; run `pnpm build` first). Budgets, on the gzip (level 9) size of each script's body: the shell's
// initial JS on a shell-only route ('/privacy': frame and platform entry, no remote, no platform services)
// ≤ 150 KB gz (issue 15); each remote's own JS for its first route ≤ 40 KB gz (issue #2). The shell's JS on '/'
// (where the platform's services start) is printed for information, and so is, per main route, the total JS
// of a first visit as it went over the wire (issue #17: the host compresses with brotli). Exits 1 when over budget.
//   CHROME_PATH (or CHROMIUM_PATH): the browser (default /usr/bin/chromium)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { remotes as manifestRemotes } from '../../shared-kernel/build/apps.cjs';
import { repoRoot, startDeployment, stopDeployments } from '../bench/deployment.mjs';

// a remote's first route in the manifest is the one its own JS is measured on
const remotes = manifestRemotes.map((remote) => ({ name: remote.name, dir: remote.dir, firstRoute: remote.routes[0] }));
const SHELL_ROUTE = '/privacy';
const BUDGET_SHELL_KB = 150;
const BUDGET_REMOTE_KB = 40;
// issue #17's routes, and the shell-only one
const FIRST_VISIT_ROUTES = ['/', '/fabrics', '/configurator/jacke-paul', '/profile', '/login', '/privacy'];

let deployment;
try {
  deployment = await startDeployment({ label: 'size' });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const { base, remoteOrigins, work } = deployment;
const shellOrigin = new URL(base).origin;
const remoteOfOrigin = new Map(Object.entries(remoteOrigins).map(([name, origin]) => [origin, name]));

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

const gzipKb = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length / 1024;

/**
 * The scripts fetched while a route loads in a fresh context until the network is idle: each with its origin,
 * its body's gzip size and the bytes of its body as they went over the wire (with their content-encoding).
 * The service worker (registered after load, not initial JS) stays out of the measurement.
 */
async function scriptsLoadedOn(route) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      (async () => {
        const response = await request.response();
        const body = await response?.body().catch(() => null);
        const { responseBodySize } = await request.sizes();
        return {
          url: request.url(),
          origin: new URL(request.url()).origin,
          kb: body ? gzipKb(body) : 0,
          wireKb: responseBodySize / 1024,
          encoding: (await response?.headerValue('content-encoding')) ?? 'none',
        };
      })(),
    );
  });
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
  const loaded = await Promise.all(scripts);
  await context.close();
  if (process.env.SIZE_VERBOSE) for (const f of loaded) console.log(`  ${route} ${f.kb.toFixed(1).padStart(6)} KB gz ${f.wireKb.toFixed(1).padStart(6)} KB ${f.encoding}  ${f.url}`);
  return loaded;
}

const loads = new Map();
/** One first visit per route, shared by every figure of that route. */
const scriptsOn = (route) => {
  if (!loads.has(route)) loads.set(route, scriptsLoadedOn(route));
  return loads.get(route);
};
const sum = (files, size) => files.reduce((total, file) => total + file[size], 0);

let overBudget = false;
const rows = [];
const shellKbOn = async (route) => sum((await scriptsOn(route)).filter((f) => f.origin === shellOrigin), 'kb');
rows.push([`shell: initial JS on ${SHELL_ROUTE}`, await shellKbOn(SHELL_ROUTE), BUDGET_SHELL_KB]);
const shellHomeKb = await shellKbOn('/');
for (const remote of remotes) {
  const own = (await scriptsOn(remote.firstRoute)).filter((f) => f.origin === remoteOrigins[remote.name]);
  rows.push([`${remote.name}: own JS for ${remote.firstRoute} (${own.length} files)`, sum(own, 'kb'), BUDGET_REMOTE_KB]);
}
for (const [label, kb, budget] of rows) {
  const ok = kb <= budget;
  overBudget ||= !ok;
  console.log(`${label.padEnd(52)} ${kb.toFixed(1).padStart(7)} KB gz   budget ${budget} KB   ${ok ? 'OK' : 'OVER'}`);
}
console.log(`${'shell: initial JS on / (information, no budget)'.padEnd(52)} ${shellHomeKb.toFixed(1).padStart(7)} KB gz`);
// the remotes' entry + exposed chunks as built (what a remote deploy ships for its page code), from the copies served
for (const remote of remotes) {
  const dist = path.join(work, remote.dir, 'dist');
  const own = fs.readdirSync(dist).filter((file) => file === 'remoteEntry.js' || file.startsWith('__federation_expose_'));
  const kb = own.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipKb(fs.readFileSync(path.join(dist, f))), 0);
  console.log(`${`${remote.name}: remoteEntry + exposed chunk`.padEnd(52)} ${kb.toFixed(1).padStart(7)} KB gz`);
}

// issue 15: each remote ships its own texts, so none of them may be in the shell's build (a text the kit or
// the platform also has, e.g. 'Wird geladen...', is shared and does not count)
const quoted = (file) =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !/^\s*(\*|\/\/|\/\*\*|import )/.test(line))
    .flatMap((line) => [...line.matchAll(/'([^'\\]{16,})'/g)].map((match) => match[1]));
const sharedTexts = new Set(['shared-kernel/ui/src/strings.ts', 'shared-kernel/platform/src/strings.ts'].flatMap((f) => quoted(path.join(repoRoot, f))));
const shellJs = fs.readdirSync(path.join(work, 'shell/dist')).filter((file) => file.endsWith('.js')).map((file) => fs.readFileSync(path.join(work, 'shell/dist', file), 'utf8')).join('\n');
for (const remote of remotes) {
  const stringsDir = path.join(repoRoot, remote.dir, 'src/strings');
  const texts = fs.readdirSync(stringsDir).flatMap((file) => quoted(path.join(stringsDir, file))).filter((text) => !sharedTexts.has(text));
  // whole string literals (the minifier writes double quotes), so a text that is a prefix of a platform text does not count
  const inShell = texts.filter((text) => shellJs.includes(JSON.stringify(text)));
  overBudget ||= inShell.length > 0;
  console.log(`${`${remote.name}: its texts in the shell's build`.padEnd(52)} ${String(inShell.length).padStart(7)} of ${texts.length}   ${inShell.length ? `OVER: ${inShell.slice(0, 3).join(' | ')}` : 'OK'}`);
}

// issue #17: what a first visit of each main route downloads, as it went over the wire
const firstVisits = [];
for (const route of FIRST_VISIT_ROUTES) firstVisits.push([route, await scriptsOn(route)]);
const encodings = [...new Set(firstVisits.flatMap(([, files]) => files.map((f) => f.encoding)))].join(', ');
console.log(`\nfirst visit: all JS fetched until the network is idle, KB on the wire (response bodies as the hosts sent them: ${encodings}; no budget)`);
const cell = (files) => `${sum(files, 'wireKb').toFixed(1).padStart(7)} KB (${String(files.length).padStart(2)})`;
console.log(`${'route'.padEnd(26)} ${'shell'.padStart(15)} ${'remotes'.padStart(15)} ${'total'.padStart(15)}   remotes loaded`);
for (const [route, files] of firstVisits) {
  const remoteFiles = files.filter((f) => f.origin !== shellOrigin);
  const byRemote = [...new Set(remoteFiles.map((f) => remoteOfOrigin.get(f.origin) ?? f.origin))]
    .map((name) => `${name} ${sum(remoteFiles.filter((f) => (remoteOfOrigin.get(f.origin) ?? f.origin) === name), 'wireKb').toFixed(1)} KB`)
    .join(', ');
  console.log(`${route.padEnd(26)} ${cell(files.filter((f) => f.origin === shellOrigin))} ${cell(remoteFiles)} ${cell(files)}   ${byRemote || '—'}`);
}

await browser.close();
await stopDeployments();
process.exit(overBudget ? 1 : 0);
