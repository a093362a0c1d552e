// `pnpm bench` (mf-library part): Lighthouse 12.8 (mobile preset: simulated slow 4G and 4× CPU, Debian chromium)
// on the main routes of the production builds, in its own deployment on free ports (deployment.mjs). Prints
// every run's figures, then per route the median of each metric and the LCP element with its phases, against
// the budgets of issue #17, and the machine's benchmarkIndex. Asserts nothing: exits 0 unless Lighthouse
// itself failed to give a result (e.g. NO_FCP), and then only after printing everything else.
//   BENCH_PAGES=/,/fabrics  the routes (default: /, /fabrics, /configurator/jacke-paul, /profile, /login)
//   BENCH_RUNS=n            runs per route (default 3)
//   BENCH_REPORTS=<folder>  keeps the Lighthouse JSON reports there
//   BENCH_KEEP=1            only starts the deployment and waits (Ctrl-C stops)
//   CHROME_PATH             the browser (default /usr/bin/chromium)
import fs from 'node:fs';
import path from 'node:path';
import { execute, repoRoot, runBench, startDeployment } from './deployment.mjs';
import { median } from './median.mjs';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const pages = (process.env.BENCH_PAGES ?? '/,/fabrics,/configurator/jacke-paul,/profile,/login').split(',');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const reportsDir = process.env.BENCH_REPORTS ? path.resolve(process.env.BENCH_REPORTS) : null;
const lighthouseBin = path.join(repoRoot, 'e2e/node_modules/.bin/lighthouse');
const lighthouseVersion = JSON.parse(fs.readFileSync(path.join(repoRoot, 'e2e/node_modules/lighthouse/package.json'), 'utf8')).version;

/** Issue #17's budgets on each route's median (accessibility: the project's standing budget). */
const budgets = [
  { key: 'performance', label: 'performance', ok: (value) => value >= 95, text: '≥ 95' },
  { key: 'lcp', label: 'LCP', ok: (value) => value <= 2500, text: '≤ 2500 ms' },
  { key: 'tbt', label: 'TBT', ok: (value) => value <= 150, text: '≤ 150 ms' },
  { key: 'cls', label: 'CLS', ok: (value) => value <= 0.02, text: '≤ 0.02' },
  { key: 'accessibility', label: 'accessibility', ok: (value) => value >= 95, text: '≥ 95' },
];

/** The LCP element as Lighthouse names it (selector and snippet), with the LCP phases. */
function lcpElementOf(report) {
  const details = report.audits['largest-contentful-paint-element']?.details;
  const tables = details?.type === 'list' ? details.items : details ? [details] : [];
  const node = tables[0]?.items?.[0]?.node;
  if (!node) {
    // Lighthouse names the element after load: one already replaced (e.g. a prerendered first paint) is gone
    const insight = report.audits['lcp-breakdown-insight']?.details;
    const parts = (insight?.type === 'list' ? insight.items[0]?.items : insight?.items) ?? [];
    const observed = parts.filter((part) => typeof part.duration === 'number').map((part) => `${part.label} ${Math.round(part.duration)} ms`);
    return `not named: no longer in the page after load${observed.length ? ` (observed without throttling: ${observed.join(', ')})` : ''}`;
  }
  const snippet = String(node.snippet ?? node.nodeLabel ?? '?').replace(/\s+/g, ' ');
  const short = snippet.length > 140 ? `${snippet.slice(0, 137)}...` : snippet;
  const element = node.selector ? `${node.selector} ${short}` : short;
  const phases = (tables[1]?.items ?? [])
    .filter((item) => typeof item.timing === 'number')
    .map((item) => `${item.phase ?? item.label} ${Math.round(item.timing)} ms`);
  return phases.length ? `${element} (${phases.join(', ')})` : element;
}

/** The figures of one report; `error` instead when Lighthouse gave none (a runtime error such as NO_FCP). */
function figuresOf(report) {
  if (report.runtimeError) return { error: `${report.runtimeError.code}: ${report.runtimeError.message}` };
  const numeric = (id) => report.audits[id]?.numericValue ?? NaN;
  const accessibility = report.categories.accessibility;
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(accessibility.score * 100),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndex: numeric('speed-index'),
    benchmarkIndex: report.environment.benchmarkIndex,
    lcpElement: lcpElementOf(report),
    failedA11y: accessibility.auditRefs.map((ref) => report.audits[ref.id]).filter((audit) => audit?.scoreDisplayMode === 'binary' && audit.score === 0).map((audit) => audit.id),
  };
}

async function lighthouseRun(base, page, run, work) {
  const out = path.join(work, `lh-${page.replace(/\W+/g, '_').replace(/^_+|_+$/g, '') || 'home'}-${run}.json`);
  const lh = await execute(
    lighthouseBin,
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
  // a runtime error still writes its report (and exits 1); without a report, Lighthouse itself broke
  if (!fs.existsSync(out)) return { error: `Lighthouse gave no report (status ${lh.status}, ${lh.signal ?? 'no signal'}): ${lh.stderr.trim().split('\n').slice(-3).join(' | ')}` };
  if (reportsDir) {
    fs.mkdirSync(reportsDir, { recursive: true });
    fs.copyFileSync(out, path.join(reportsDir, path.basename(out)));
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  return { ...figuresOf(report), userAgent: report.environment.hostUserAgent };
}

const ms = (value) => `${String(Math.round(value)).padStart(5)} ms`;
const figuresLine = (row) =>
  `perf ${String(Math.round(row.performance)).padStart(3)}  a11y ${String(Math.round(row.accessibility)).padStart(3)}  ` +
  `FCP ${ms(row.fcp)}  LCP ${ms(row.lcp)}  TBT ${ms(row.tbt)}  CLS ${row.cls.toFixed(3)}  SI ${ms(row.speedIndex)}`;

/**
 * Asks the host for each route's page once and waits a moment: the shell's host starts a remote's first-paint
 * renderer with its first page and serves the loading state until it runs (the first pages after a deployment).
 * The runs then measure the pages every later visitor gets.
 */
async function warmUp(base) {
  for (const page of pages) await fetch(`${base}${page}`, { headers: { Accept: 'text/html' } });
  await new Promise((resolve) => setTimeout(resolve, 3000));
}

async function main() {
  const deployment = await startDeployment({ label: 'lighthouse' });
  const { base, work } = deployment;
  if (process.env.BENCH_KEEP) {
    console.log(`app on ${base} (BENCH_KEEP: not running Lighthouse; Ctrl-C stops)`);
    await new Promise(() => undefined);
  }
  console.log(`Lighthouse ${lighthouseVersion}, mobile preset (simulated slow 4G, 4× CPU), ${chromePath}, on ${base}; ${runs} run(s) per route`);
  console.log('median row: the median of each metric over the runs, taken per metric; LCP element: that of the run whose LCP is nearest the median');
  console.log(`budgets (issue #17) on the median: ${budgets.map((budget) => `${budget.label} ${budget.text}`).join(', ')}\n`);

  await warmUp(base);
  const summaries = [];
  const allRuns = [];
  for (const page of pages) {
    console.log(page);
    const results = [];
    for (let run = 1; run <= runs; run++) {
      const result = await lighthouseRun(base, page, run, work);
      allRuns.push(result);
      if (result.error) {
        console.log(`  run ${run}    no result: ${result.error}`);
        continue;
      }
      results.push(result);
      console.log(`  run ${run}    ${figuresLine(result)}  benchmarkIndex ${Math.round(result.benchmarkIndex)}`);
    }
    if (!results.length) {
      summaries.push({ page, over: ['no result'] });
      console.log('');
      continue;
    }
    const row = Object.fromEntries(['performance', 'accessibility', 'fcp', 'lcp', 'tbt', 'cls', 'speedIndex'].map((key) => [key, median(results.map((result) => result[key]))]));
    const over = budgets.filter((budget) => !budget.ok(row[budget.key])).map((budget) => budget.label);
    const marks = budgets.map((budget) => `${budget.label} ${budget.ok(row[budget.key]) ? 'ok' : 'OVER'}`).join(', ');
    console.log(`  median   ${figuresLine(row)}  | ${marks}`);
    const lcpRun = results.reduce((best, result) => (Math.abs(result.lcp - row.lcp) < Math.abs(best.lcp - row.lcp) ? result : best));
    console.log(`  LCP element (run ${results.indexOf(lcpRun) + 1} of those with a result): ${lcpRun.lcpElement}`);
    const failedA11y = [...new Set(results.flatMap((result) => result.failedA11y))];
    if (failedA11y.length) console.log(`  accessibility audits failing: ${failedA11y.join(', ')}`);
    if (results.length < runs) over.push(`${runs - results.length} run(s) without result`);
    summaries.push({ page, over });
    console.log('');
  }

  const measured = allRuns.filter((result) => !result.error);
  const indexes = measured.map((result) => result.benchmarkIndex);
  console.log('summary');
  for (const { page, over } of summaries) console.log(`  ${page.padEnd(26)} ${over.length ? `OVER: ${over.join(', ')}` : 'within every budget'}`);
  const browser = measured[0]?.userAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? 'browser unknown';
  console.log(
    indexes.length
      ? `machine: benchmarkIndex median ${Math.round(median(indexes))} (${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))} over ${indexes.length} runs); ${browser}`
      : 'machine: no run gave a result, so no benchmarkIndex',
  );
  return allRuns.some((result) => result.error) ? 1 : 0;
}

runBench(main);
