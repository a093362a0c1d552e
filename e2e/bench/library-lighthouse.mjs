// `pnpm --filter @nahtlos/mf-library bench`: Lighthouse 12.8 (mobile preset, Debian chromium) on `/` and
// `/fabrics` of the production builds. Starts its own deployment like `pnpm start` does — the provider
// server on a fresh embedded database with the content published, each remote on its own origin, the
// shell proxying the API — on free ports, so it never collides with a running app or an e2e run.
// Prints numbers against the budgets (performance ≥ 90, accessibility ≥ 95, CLS ≤ 0.05) and each page's LCP
// element with its phases; asserts nothing. BENCH_RUNS=n: median of n runs; BENCH_REPORTS=<folder>: keeps the
// Lighthouse JSON reports there; BENCH_PAGES=/,/fabrics; BENCH_KEEP=1: only starts the app.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remotes } from '../../shared-kernel/build/apps.cjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const pages = (process.env.BENCH_PAGES ?? '/,/fabrics').split(',');
const runs = Number(process.env.BENCH_RUNS ?? 1);
// BENCH_REPORTS=<folder>: keep the Lighthouse JSON reports there (the work folder is deleted at the end)
const reportsDir = process.env.BENCH_REPORTS ? path.resolve(process.env.BENCH_REPORTS) : null;
const children = [];

/** Runs a command without blocking this process (the static servers live in it). */
function execute(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = options.timeout ? setTimeout(() => child.kill('SIGKILL'), options.timeout) : null;
    child.on('close', (status, signal) => {
      if (timer) clearTimeout(timer);
      resolve({ status, signal, stdout, stderr });
    });
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The LCP element as Lighthouse names it (snippet, or label and selector), with the LCP phases. */
function lcpElementOf(report) {
  const details = report.audits['largest-contentful-paint-element']?.details;
  const tables = details?.type === 'list' ? details.items : details ? [details] : [];
  const node = tables[0]?.items?.[0]?.node;
  if (!node) return 'not reported';
  const snippet = String(node.snippet ?? node.nodeLabel ?? '?').replace(/\s+/g, ' ');
  const short = snippet.length > 140 ? `${snippet.slice(0, 137)}...` : snippet;
  const element = node.selector ? `${node.selector} ${short}` : short;
  const phases = (tables[1]?.items ?? [])
    .filter((item) => typeof item.timing === 'number')
    .map((item) => `${item.phase ?? item.label} ${Math.round(item.timing)} ms`);
  return phases.length ? `${element} (${phases.join(', ')})` : element;
}

async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

async function main() {
  for (const dir of [...remotes.map((remote) => remote.dir), 'shell']) {
    if (!fs.existsSync(path.join(repoRoot, dir, 'dist', dir === 'shell' ? 'index.html' : 'mf-manifest.json'))) {
      throw new Error(`${dir} is not built: run \`pnpm build\` first`);
    }
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nahtlos-lighthouse-'));
  // copies of the builds: a rebuild elsewhere during the run changes nothing here
  for (const dir of [...remotes.map((remote) => remote.dir), 'shell']) {
    fs.cpSync(path.join(repoRoot, dir, 'dist'), path.join(work, dir, 'dist'), { recursive: true });
  }
  const dataDir = path.join(work, 'data');
  const env = { ...process.env, DATA_DIR: dataDir };
  const published = await execute('pnpm', ['--filter', '@nahtlos/server', 'content:publish'], { cwd: repoRoot, env });
  if (published.status !== 0) throw new Error(`content:publish failed:\n${published.stdout}\n${published.stderr}`);

  const apiPort = await freePort();
  const shellPort = await freePort();
  const server = spawn('pnpm', ['--filter', '@nahtlos/server', 'start'], {
    cwd: repoRoot,
    env: { ...env, PORT: String(apiPort), PUBLIC_URL: `http://localhost:${shellPort}`, ALLOWED_ORIGINS: `http://localhost:${shellPort}` },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  children.push(server);

  const { startStaticServer } = await import(path.join(repoRoot, 'shell/scripts/static-server.mjs'));
  const { apiPaths } = await import(path.join(repoRoot, 'shell/scripts/config.mjs'));
  const remotesJson = {};
  for (const remote of remotes) {
    const port = await freePort();
    await startStaticServer({ root: path.join(work, remote.dir, 'dist'), port, cors: true });
    remotesJson[remote.name] = `http://localhost:${port}/mf-manifest.json`;
  }
  const remotesFile = path.join(work, 'remotes.json');
  fs.writeFileSync(remotesFile, JSON.stringify(remotesJson, null, 2));
  await startStaticServer({
    root: path.join(work, 'shell', 'dist'),
    port: shellPort,
    spa: true,
    remotesFile,
    apiTarget: `http://127.0.0.1:${apiPort}`,
    apiPaths,
  });
  const base = `http://localhost:${shellPort}`;
  await waitFor(`${base}/api/app/fabrics?meta=true`);
  if (process.env.BENCH_KEEP) {
    console.log(`app on ${base} (BENCH_KEEP: not running Lighthouse; Ctrl-C stops)`);
    await new Promise(() => undefined);
  }

  const lighthouse = path.join(repoRoot, 'e2e/node_modules/.bin/lighthouse');
  console.log(`Lighthouse (mobile preset, ${chromePath}) on ${base}, ${runs} run(s) per page, median shown`);
  console.log('budgets: performance ≥ 90, accessibility ≥ 95, CLS ≤ 0.05\n');
  const rows = [];
  for (const page of pages) {
    const results = [];
    for (let run = 0; run < runs; run++) {
      const out = path.join(work, `lh-${page.replace(/\W+/g, '_').replace(/^_+|_+$/g, '') || 'home'}-${run}.json`);
      const lh = await execute(
        lighthouse,
        [
          `${base}${page}`,
          '--quiet',
          '--max-wait-for-load=45000',
          '--output=json',
          `--output-path=${out}`,
          '--only-categories=performance,accessibility',
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
        ],
        { env: { ...process.env, CHROME_PATH: chromePath }, timeout: 180_000 },
      );
      if (lh.status !== 0 || !fs.existsSync(out)) {
        throw new Error(`lighthouse failed on ${page} (status ${lh.status}, ${lh.signal ?? 'no signal'}):\n${lh.stderr}`);
      }
      const report = JSON.parse(fs.readFileSync(out, 'utf8'));
      if (reportsDir) {
        fs.mkdirSync(reportsDir, { recursive: true });
        fs.copyFileSync(out, path.join(reportsDir, path.basename(out)));
      }
      results.push({
        performance: Math.round(report.categories.performance.score * 100),
        accessibility: Math.round(report.categories.accessibility.score * 100),
        cls: report.audits['cumulative-layout-shift'].numericValue,
        lcp: report.audits['largest-contentful-paint'].numericValue,
        fcp: report.audits['first-contentful-paint'].numericValue,
        tbt: report.audits['total-blocking-time'].numericValue,
        lcpElement: lcpElementOf(report),
        failedA11y: Object.values(report.audits)
          .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0 && report.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id))
          .map((audit) => audit.id),
      });
    }
    results.sort((a, b) => a.performance - b.performance);
    const median = results[Math.floor(results.length / 2)];
    rows.push({ page, ...median });
  }
  const mark = (ok) => (ok ? 'ok  ' : 'OVER');
  for (const row of rows) {
    console.log(
      `${row.page.padEnd(10)} performance ${String(row.performance).padStart(3)} ${mark(row.performance >= 90)}` +
        `  accessibility ${String(row.accessibility).padStart(3)} ${mark(row.accessibility >= 95)}` +
        `  CLS ${row.cls.toFixed(3)} ${mark(row.cls <= 0.05)}` +
        `  | FCP ${Math.round(row.fcp)} ms  LCP ${Math.round(row.lcp)} ms  TBT ${Math.round(row.tbt)} ms` +
        (row.failedA11y.length ? `  | a11y audits failing: ${row.failedA11y.join(', ')}` : ''),
    );
    console.log(`${''.padEnd(10)} LCP element: ${row.lcpElement}`);
  }
  fs.rmSync(work, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

main()
  .then(() => {
    stopAll();
    process.exit(0);
  })
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    stopAll();
    process.exit(1);
  });
