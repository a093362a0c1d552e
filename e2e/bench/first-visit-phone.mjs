// `pnpm bench` (e2e): a first visit on an emulated phone in real Chromium (Playwright, CDP), against a running
// site (site.mjs: default http://localhost:8080 — start it with `pnpm build && pnpm serve`). The phone of
// phone.mjs: Lighthouse's screen and slow 4G applied by the browser itself, and the CPU slowed down to a device
// class calibrated from this machine's benchmarkIndex (calibration.mjs), measured at the start of every
// invocation and again just before every run. Per route and device class: when the page painted (FCP), when its
// code started to load (the first script requested), when the app runs (single-spa has mounted the route's page
// application: its `single-spa:app-change` event names an application other than the frame — the same however the
// page was produced) and how many content requests the visit made (GET /api/app/fabrics|materials|sewing-patterns|
// inspirations, any query, from navigation until the network is quiet after the app runs; target 0 for lists the
// page carried). Budgets (issue 37) on the median of "app running": mid-tier ≤ 1.5 s, low-tier ≤ 3.0 s.
// Prints PASS/FAIL; exits 0 whatever the figures (benches report, tests assert).
//   --device=mid-tier|low-tier   the device classes (default both, mid-tier first; or BENCH_DEVICE)
//   --url=http://…               the site (or BENCH_URL; default http://localhost:8080)
//   BENCH_PAGES=/,/fabrics       the routes (default: /, /fabrics, /configurator/jacke-paul, /profile, /login)
//   BENCH_RUNS=n                 runs per route (default 3), each in a new browser context (nothing cached)
//   CHROME_PATH                  the browser (default /usr/bin/chromium)
import { chromium } from '@playwright/test';
import { benchmarkSampler, calibrate, describeCalibration, describeMeasurement, describeSlowdowns, measureBenchmarkIndex, selectedDevices, verdict } from './calibration.mjs';
import { median } from './median.mjs';
import { describePhone, phone, throttle } from './phone.mjs';
import { openSite } from './site.mjs';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const pages = (process.env.BENCH_PAGES ?? '/,/fabrics,/configurator/jacke-paul,/profile,/login').split(',');
const runs = Number(process.env.BENCH_RUNS ?? 3);

/** Issue 37's budgets on the median of "app running", per device class. */
const appRunningBudgets = {
  'mid-tier': { ok: (value) => value <= 1500, text: '≤ 1500 ms' },
  'low-tier': { ok: (value) => value <= 3000, text: '≤ 3000 ms' },
};
const CONTENT_REQUEST = /\/api\/app\/(fabrics|materials|sewing-patterns|inspirations)(\?|$)/;

const APP_RUNNING = 'nahtlos-bench:app-running';

/**
 * Runs in the page before its scripts: reports on the console when single-spa first names a page application (not
 * the frame) mounted. The bench listens on the console (CDP) rather than polling the page: Playwright's
 * `waitForFunction` first evaluates its own injected script on the page's main thread (~85 ms at a mid-tier
 * phone's CPU, during the HTML's parse), which no visitor's phone runs.
 */
function watchAppRunning(marker) {
  window.addEventListener('single-spa:app-change', (event) => {
    const mounted = event.detail?.appsByNewStatus?.MOUNTED ?? [];
    if (window.__appRunning || !mounted.some((name) => name !== 'frame')) return;
    window.__appRunning = true;
    console.debug(marker, JSON.stringify({ at: performance.now(), apps: mounted }));
  });
}

/** One cold visit of `path` with the CPU `cpuSlowdown`× slower: its times from navigation start and its content requests. */
async function firstVisit(browser, base, path, cpuSlowdown) {
  // no service worker: a first visit has none, and one installing in the middle would take the network
  const context = await browser.newContext({ ...phone, locale: 'de-DE', serviceWorkers: 'block' });
  try {
    await context.addInitScript(watchAppRunning, APP_RUNNING);
    const page = await context.newPage();
    const contentRequests = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (CONTENT_REQUEST.test(`${url.pathname}${url.search}`)) contentRequests.push(`${url.pathname.replace('/api/app/', '')}${url.search}`);
    });
    await throttle(context, page, cpuSlowdown);
    const appRuns = page.waitForEvent('console', { predicate: (message) => message.text().startsWith(APP_RUNNING), timeout: 60_000 });
    appRuns.catch(() => undefined); // awaited below; a failed navigation must not leave it unhandled
    await page.goto(`${base}${path}`, { waitUntil: 'commit' });
    const { at: appRunning, apps } = JSON.parse((await appRuns).text().slice(APP_RUNNING.length + 1));
    // the requests the start makes after mounting (e.g. a list fetched on mount) belong to the visit too
    await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
    const times = await page.evaluate(() => {
      const scripts = performance.getEntriesByType('resource').filter((entry) => entry.initiatorType === 'script' || /\.js(\?|$)/.test(entry.name));
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        codeStart: Math.min(...scripts.map((entry) => entry.startTime)),
      };
    });
    return { ...times, appRunning, apps, contentRequests };
  } finally {
    await context.close();
  }
}

const ms = (value) => (Number.isFinite(value) ? `${String(Math.round(value)).padStart(5)} ms` : '    – ms');
const requestsCell = (requests) => `content requests ${requests.length}${requests.length ? ` (${requests.join(', ')})` : ''}`;
const row = (times) => `FCP ${ms(times.fcp)}  code from ${ms(times.codeStart)}  app running ${ms(times.appRunning)}`;

async function main() {
  const devices = selectedDevices();
  const base = await openSite();
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
  try {
    const measurement = await measureBenchmarkIndex(browser);
    const sampler = await benchmarkSampler(browser);
    console.log(`First visit on an emulated phone, chromium ${browser.version()} (${chromePath}), on ${base}`);
    console.log(describeMeasurement(measurement));
    console.log(`${runs} cold run(s) per route, after one visit that warms the site; app running: single-spa mounted the route's page application`);
    console.log(`budgets (issue 37) on the median of app running: ${devices.map((device) => `${device} ${appRunningBudgets[device]?.text ?? '(none)'}`).join(', ')}\n`);
    const summary = [];
    for (const device of devices) {
      const calibration = calibrate(measurement.index, device);
      const label = describeCalibration(calibration);
      console.log(`== ${calibration.name}: ${label}`);
      console.log(`   emulation: ${describePhone(calibration.multiplier)} (at the start; each run's from the index just before it)`);
      for (const path of pages) {
        await firstVisit(browser, base, path, calibration.multiplier); // warms the site (its caches of the page and the content)
        const results = [];
        for (let run = 1; run <= runs; run++) {
          // this run's slowdown from the machine's speed just before it (calibration.mjs: the speed moves between modes)
          const now = calibrate(await sampler.sample(), device);
          results.push({ ...(await firstVisit(browser, base, path, now.multiplier)), now });
        }
        console.log(path);
        results.forEach((times, index) => console.log(`  run ${index + 1}   ${row(times)}  ${requestsCell(times.contentRequests)}  [${device}, CPU ${times.now.multiplier}× from index ${Math.round(times.now.index)} just before]`));
        const middle = Object.fromEntries(['fcp', 'codeStart', 'appRunning'].map((key) => [key, median(results.map((times) => times[key]))]));
        const requests = median(results.map((times) => times.contentRequests.length));
        const mark = verdict(appRunningBudgets[device], middle.appRunning);
        const cpu = describeSlowdowns(results.map((times) => times.now));
        console.log(`  median  ${row(middle)} ${mark}  content requests ${requests}  [${device}, ${cpu}]`);
        summary.push(`  ${device.padEnd(9)} ${path.padEnd(26)} app running ${ms(middle.appRunning)} ${mark}  content requests ${requests}  (${cpu})`);
      }
      console.log('');
    }
    console.log(`summary (machine benchmarkIndex ${Math.round(measurement.index)})`);
    for (const line of summary) console.log(line);
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
