/**
 * Content bench, the second half of `pnpm --filter @nahtlos/server bench` (after bench/run.ts);
 * alone: pnpm --filter @nahtlos/server exec tsx content/bench.ts
 * GET /api/app/fabrics on loopback with autocannon against the full app in a child process:
 * revalidation (If-None-Match → 304, budget ≥ 5000 req/s) and full 200 bodies; then media size stats.
 * Prints numbers only.
 */
import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ensureBuilt } from './lib/ensure-built';
import { MEDIA_ROOT } from './lib/media';

interface Result {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (o: object, cb: (e: Error | null, r: Result) => void) => void;
const run = (o: object) => new Promise<Result>((res, rej) => autocannon(o, (e, r) => (e ? rej(e) : res(r))));

function startServer(): Promise<{ port: number; etag: string; stop: () => void }> {
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), join(__dirname, 'bench-server.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) => resolve({ ...JSON.parse(line), stop: () => child.kill('SIGTERM') }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  const { catalogue: c } = await ensureBuilt({ log: console.log });
  const { port, etag, stop } = await startServer();
  try {
    const url = `http://127.0.0.1:${port}/api/app/fabrics`;
    await run({ url, connections: 10, duration: 2, headers: { 'if-none-match': etag } }); // warm-up
    const cases = [
      ['GET /api/app/fabrics If-None-Match (304)', { 'if-none-match': etag }, '   (budget: ≥ 5000 req/s)'],
      ['GET /api/app/fabrics full body (200)', {}, ''],
    ] as const;
    for (const [label, headers, budget] of cases) {
      const r = await run({ url, connections: 20, pipelining: 1, duration: 8, headers });
      const codes = Object.entries(r.statusCodeStats).map(([code, s]) => `${code}×${s.count}`).join(' ');
      console.log(`${label.padEnd(44)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   ${codes}   errors ${r.errors + r.timeouts}${budget}`);
    }
  } finally {
    stop();
  }
  const size = (u: string | null) => (u ? statSync(join(MEDIA_ROOT, u.replace(/^\/media\//, ''))).size : 0);
  const max = (urls: (string | null)[]) => Math.max(...urls.map(size));
  const img = c.fabrics.filter((f) => f.path);
  const total = Object.values(c.media).reduce((s, m) => s + m.bytes, 0);
  console.log(`largest fabric tile ${kb(max(img.map((f) => f.path)))} (budget 120 KB), thumbnail ${kb(max(img.map((f) => f.thumbnail)))} (12 KB), header ${kb(max(img.map((f) => f.headerPath)))}`);
  console.log(`largest pattern SVG ${kb(max(c.sewingPatterns.map((p) => p.path)))} (60 KB), shading SVG ${kb(max(c.sewingPatterns.map((p) => p.shadowPath)))}, preview PNG ${kb(max(c.sewingPatterns.map((p) => p.previewPath)))}`);
  console.log(`media: ${Object.keys(c.media).length} files, ${(total / 1e6).toFixed(1)} MB`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
