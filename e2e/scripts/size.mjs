// `pnpm size`: gzip sizes of the JS a browser really loads, measured in Debian chromium against
// the production builds (run `pnpm build` first). Budgets: the shell's initial JS on a shell-only
// route ('/privacy': frame and platform entry, no remote, no platform services) ≤ 150 KB gz (issue 15);
// each remote's own JS for its first route ≤ 40 KB gz (issue #2). The shell's JS on '/' (where the
// platform's services start) is printed for information. Exits 1 when over budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startStaticServer } from '../../shell/scripts/static-server.mjs';
import { remotes as manifestRemotes, shell } from '../../shared-kernel/build/apps.cjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// the apps of the manifest on their default ports + 10000, so a running app is no obstacle; a remote's
// first route in the manifest is the one it is measured on
const ports = Object.fromEntries([shell, ...manifestRemotes].map((app) => [app.name, app.defaultPort + 10000]));
const remotes = manifestRemotes.map((remote) => ({ name: remote.name, dir: remote.dir, firstRoute: remote.routes[0] }));
const SHELL_ROUTE = '/privacy';
const BUDGET_SHELL_KB = 150;
const BUDGET_REMOTE_KB = 40;

const remotesFile = path.join(fs.mkdtempSync('/tmp/nahtlos-size-'), 'remotes.json');
fs.writeFileSync(
  remotesFile,
  JSON.stringify(Object.fromEntries(remotes.map((r) => [r.name, `http://localhost:${ports[r.name]}/mf-manifest.json`]))),
);
const servers = [
  await startStaticServer({ root: path.join(repoRoot, 'shell/dist'), port: ports.shell, spa: true, remotesFile }),
  ...(await Promise.all(
    remotes.map((r) => startStaticServer({ root: path.join(repoRoot, r.dir, 'dist'), port: ports[r.name], cors: true })),
  )),
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

const gzipKb = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length / 1024;

/** JS bytes by origin port while loading a route in a fresh page. */
async function jsLoadedOn(route) {
  // the service worker (registered after load, not initial JS) stays out of the measurement
  const page = await browser.newPage({ serviceWorkers: 'block' });
  const loaded = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body) loaded.push({ url: response.url(), port: Number(new URL(response.url()).port), kb: gzipKb(body) });
  });
  await page.goto(`http://localhost:${ports.shell}${route}`, { waitUntil: 'networkidle' });
  await page.close();
  return loaded;
}

let overBudget = false;
const rows = [];
const shellKbOn = async (route) => {
  const files = await jsLoadedOn(route);
  if (process.env.SIZE_VERBOSE) for (const f of files) console.log(`  ${route} ${f.kb.toFixed(1).padStart(6)} KB  ${f.url}`);
  return files.filter((f) => f.port === ports.shell).reduce((sum, f) => sum + f.kb, 0);
};
rows.push([`shell: initial JS on ${SHELL_ROUTE}`, await shellKbOn(SHELL_ROUTE), BUDGET_SHELL_KB]);
const shellHomeKb = await shellKbOn('/');
for (const remote of remotes) {
  const files = await jsLoadedOn(remote.firstRoute);
  const own = files.filter((f) => f.port === ports[remote.name]);
  const kb = own.reduce((sum, f) => sum + f.kb, 0);
  rows.push([`${remote.name}: own JS for ${remote.firstRoute} (${own.length} files)`, kb, BUDGET_REMOTE_KB]);
}
for (const [label, kb, budget] of rows) {
  const ok = kb <= budget;
  overBudget ||= !ok;
  console.log(`${label.padEnd(52)} ${kb.toFixed(1).padStart(7)} KB gz   budget ${budget} KB   ${ok ? 'OK' : 'OVER'}`);
}
console.log(`${'shell: initial JS on / (information, no budget)'.padEnd(52)} ${shellHomeKb.toFixed(1).padStart(7)} KB gz`);
// the remotes' entry + exposed chunks as built (what a remote deploy ships for its page code)
for (const remote of remotes) {
  const dist = path.join(repoRoot, remote.dir, 'dist');
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
const shellJs = fs.readdirSync(path.join(repoRoot, 'shell/dist')).filter((file) => file.endsWith('.js')).map((file) => fs.readFileSync(path.join(repoRoot, 'shell/dist', file), 'utf8')).join('\n');
for (const remote of remotes) {
  const stringsDir = path.join(repoRoot, remote.dir, 'src/strings');
  const texts = fs.readdirSync(stringsDir).flatMap((file) => quoted(path.join(stringsDir, file))).filter((text) => !sharedTexts.has(text));
  // whole string literals (the minifier writes double quotes), so a text that is a prefix of a platform text does not count
  const inShell = texts.filter((text) => shellJs.includes(JSON.stringify(text)));
  overBudget ||= inShell.length > 0;
  console.log(`${`${remote.name}: its texts in the shell's build`.padEnd(52)} ${String(inShell.length).padStart(7)} of ${texts.length}   ${inShell.length ? `OVER: ${inShell.slice(0, 3).join(' | ')}` : 'OK'}`);
}

await browser.close();
await Promise.all(servers.map((server) => server.close()));
process.exit(overBudget ? 1 : 0);
