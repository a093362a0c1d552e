// Issue 37, must show 5: the full e2e suite, twice in a row, while a second process keeps every core busy —
// no test may depend on the machine being idle. Busy loops (one process per core, `--busy N` to change it, each
// ending on its own after `--max-minutes`, 180 by default) run from before the first run until the second ends;
// both runs' results are printed at the end. Arguments after `--` go to `playwright test` (e.g. a spec file).
//
//   pnpm --filter @nahtlos/e2e run test:under-load [-- tests/serverRendering.spec.ts]
//
// Needs the production builds (`pnpm build`), like `pnpm test:e2e`. On a shared machine run it under the heavy-jobs
// lock: `flock /tmp/nahtlos-heavy.lock pnpm --filter @nahtlos/e2e run test:under-load`.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

const args = process.argv.slice(2);
const separator = args.indexOf('--');
const own = separator === -1 ? args : args.slice(0, separator);
const forwarded = separator === -1 ? [] : args.slice(separator + 1);
const option = (name, fallback) => {
  const index = own.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(own[index + 1]);
};
const busyCount = option('busy', os.availableParallelism());
const maxMinutes = option('max-minutes', 180);
const runs = option('runs', 2);

/** A process that keeps one core busy until it is ended or its time is up (never longer than `maxMinutes`). */
function busyLoop() {
  const code = `const end = Date.now() + ${maxMinutes * 60_000}; let x = 0; while (Date.now() < end) { x = (x * 31 + 7) % 1000003; }`;
  return spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
}

const load = () => os.loadavg().map((value) => value.toFixed(1)).join(' / ');

/** One run of the whole suite; resolves with its exit code, duration and Playwright's summary lines. */
function runSuite(index) {
  return new Promise((resolve) => {
    const started = Date.now();
    console.log(`\n=== run ${index} of ${runs} (load average ${load()}) ===`);
    const child = spawn(process.execPath, [require.resolve('@playwright/test/cli'), 'test', ...forwarded], {
      cwd: e2eDir,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.on('exit', (code, signal) => {
      // the list reporter's summary at the end: "  3 failed" with the failed tests' titles, "  120 passed (12.3m)"
      const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
      const start = lines.findIndex((line) => /^\s+\d+ (passed|failed|flaky|skipped|did not run|interrupted)\b/.test(line));
      const summary = start === -1 ? ['(no summary: see the output above)'] : lines.slice(start).map((line) => line.trimEnd()).filter(Boolean);
      resolve({ index, code: code ?? (signal ? 1 : 0), minutes: ((Date.now() - started) / 60_000).toFixed(1), load: load(), summary });
    });
  });
}

const busy = Array.from({ length: busyCount }, busyLoop);
const stopBusy = () => busy.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
process.on('exit', stopBusy);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopBusy();
    process.exit(130);
  });
}
console.log(`${busyCount} busy loop(s) keep the cores busy (at most ${maxMinutes} min); load average ${load()}`);

const results = [];
for (let index = 1; index <= runs; index += 1) results.push(await runSuite(index));
stopBusy();

console.log(`\n=== the e2e suite under load: ${busyCount} busy loop(s) on ${os.availableParallelism()} core(s) ===`);
for (const { index, code, minutes, load: after, summary } of results) {
  console.log(`run ${index}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${minutes} min, load average at the end ${after}`);
  for (const line of summary) console.log(`  ${line.trim()}`);
}
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
