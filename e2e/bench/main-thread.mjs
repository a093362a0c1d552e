// `pnpm bench` (e2e): where a first visit's main-thread time goes, per script and per kind of browser work, at a device
// class's CPU (issue 41: "measure first"). One cold visit per route on the emulated phone (phone.mjs: its screen, slow
// 4G, the CPU slowdown calibrated from this machine's benchmarkIndex, calibration.mjs), traced by Chromium from
// navigation until the page has settled (the shell's mark) and the network is quiet. Each main-thread task is
// attributed to the first script it runs (its file: evaluated, compiled or called back), else to the first browser
// work in it (HTML parsing, style and layout, paint, garbage collection). Prints per route the total, the long tasks
// (over 50 ms) and their blocking time after the first contentful paint (each one's time beyond 50 ms, as TBT counts it
// until the page is quiet), and the table, largest first.
//   --device=mid-tier|low-tier   the device classes (default low-tier here; or BENCH_DEVICE)
//   --url=http://…               the site (or BENCH_URL; default http://localhost:8080)
//   BENCH_PAGES=/,/fabrics       the routes (default: /, /fabrics, /configurator/jacke-paul, /profile, /login)
//   BENCH_TOP=n                  rows per route (default 12)
//   CHROME_PATH                  the browser (default /usr/bin/chromium)
import { chromium } from '@playwright/test';
import { calibrate, describeCalibration, describeMeasurement, measureBenchmarkIndex, selectedDevices } from './calibration.mjs';
import { phone, throttle } from './phone.mjs';
import { openSite } from './site.mjs';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const pages = (process.env.BENCH_PAGES ?? '/,/fabrics,/configurator/jacke-paul,/profile,/login').split(',');
const top = Number(process.env.BENCH_TOP ?? 12);
const LONG_TASK_MS = 50;
const SCRIPT_WORK = new Set(['EvaluateScript', 'v8.compile', 'v8.compileModule', 'FunctionCall', 'v8.produceCache', 'v8.evaluateModule']);
const BROWSER_WORK = {
  ParseHTML: 'HTML parsing',
  ParseAuthorStyleSheet: 'style and layout',
  UpdateLayoutTree: 'style and layout',
  Layout: 'style and layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  'Decode Image': 'image decoding',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
  'V8.GC_SCAVENGER': 'garbage collection',
  RunMicrotasks: 'script (microtasks)',
};

/** The script a trace event names, as "host-port file" without the content hash; "inline" for the page's own. */
function scriptName(url, pageUrl) {
  if (url === pageUrl) return 'inline script';
  try {
    const parsed = new URL(url);
    const file = parsed.pathname.split('/').pop().replace(/\.[0-9a-f]{8,}(?=\.js$)/, '');
    return `${parsed.port ? `:${parsed.port} ` : ''}${file}`;
  } catch {
    return url.slice(0, 60);
  }
}

/** The renderer main thread ("pid:tid") with the most task time in the trace. */
function busiestRenderer(events) {
  const threadNames = new Map(events.filter((event) => event.name === 'thread_name').map((event) => [`${event.pid}:${event.tid}`, event.args.name]));
  const busy = new Map();
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || threadNames.get(`${event.pid}:${event.tid}`) !== 'CrRendererMain') continue;
    busy.set(`${event.pid}:${event.tid}`, (busy.get(`${event.pid}:${event.tid}`) ?? 0) + event.dur);
  }
  return [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** The renderer's main-thread tasks from a Chromium trace, each labelled by its first script, else its first browser work; and when the first contentful paint came. */
function mainThreadTasks(events, pageUrl) {
  // the page's renderer: the thread that started its navigation (the browser's own pages, e.g. the omnibox's WebUI in
  // Chromium 156, run in renderers of their own and can be busier); failing that, the busiest renderer's main thread
  const navigation = events.find((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === pageUrl);
  const main = navigation ? `${navigation.pid}:${navigation.tid}` : busiestRenderer(events);
  const start = navigation?.ts ?? 0;
  const onMain = events.filter((event) => `${event.pid}:${event.tid}` === main && event.ph === 'X' && event.ts >= start).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = [];
  let task = null;
  for (const event of onMain) {
    if (event.name === 'RunTask') {
      task = { at: (event.ts - start) / 1000, ms: event.dur / 1000, end: event.ts + event.dur, script: null, browser: null };
      tasks.push(task);
      continue;
    }
    if (!task || event.ts >= task.end) continue;
    // a task is named by the first script it runs (a chunk evaluated in a microtask is that chunk's; a callback the trace
    // gives no URL, e.g. a timer's or a message's, by the first script with one inside it), else by the first browser work
    if (task.script === null && SCRIPT_WORK.has(event.name)) {
      if (event.args?.data?.url) task.script = scriptName(event.args.data.url, pageUrl);
      else task.callback = true;
    } else if (task.browser === null && BROWSER_WORK[event.name]) task.browser = BROWSER_WORK[event.name];
  }
  const firstPaint = events.find((event) => event.name === 'firstContentfulPaint' && event.ts >= start);
  return {
    firstPaintAt: firstPaint ? (firstPaint.ts - start) / 1000 : 0,
    tasks: tasks.map((one) => ({ at: one.at, ms: one.ms, label: one.script ?? (one.callback ? 'script (a callback without a URL)' : null) ?? one.browser ?? 'other' })),
  };
}

const PAGE_SETTLED = 'nahtlos-bench:page-settled';

/**
 * Runs in the page before its scripts: reports on the console when the shell marks the page settled
 * (`nahtlos:page-settled`, shared-kernel/ui/src/spa/pageSettled.ts), so the bench does not poll the page's main thread.
 */
function watchPageSettled(marker) {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('nahtlos:page-settled').length) return;
    observer.disconnect();
    console.debug(marker);
  }).observe({ type: 'mark' });
}

async function tracedVisit(browser, base, path, cpuSlowdown) {
  const context = await browser.newContext({ ...phone, locale: 'de-DE', serviceWorkers: 'block' });
  try {
    await context.addInitScript(watchPageSettled, PAGE_SETTLED);
    const page = await context.newPage();
    await throttle(context, page, cpuSlowdown);
    // until the page has settled, then until the network is quiet: the network alone goes quiet for half a second
    // while a slowed CPU renders the first paint, before the starter asks for the app's code (a trace ended there)
    const settled = page.waitForEvent('console', { predicate: (message) => message.text() === PAGE_SETTLED, timeout: 90_000 }).catch(() => undefined);
    // Lighthouse's own kind of trace (v8's detailed categories would add their own cost: source positions collected)
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] });
    await page.goto(`${base}${path}`, { waitUntil: 'commit' });
    await settled;
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    return mainThreadTasks(trace.traceEvents ?? trace, `${base}${path}`);
  } finally {
    await context.close();
  }
}

const ms = (value) => `${String(Math.round(value)).padStart(6)} ms`;

async function main() {
  const devices = process.argv.some((arg) => arg.startsWith('--device=')) || process.env.BENCH_DEVICE ? selectedDevices() : ['low-tier'];
  const base = await openSite();
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
  try {
    const measurement = await measureBenchmarkIndex(browser);
    console.log(`Main-thread time of a first visit, by script and browser work, chromium ${browser.version()}, on ${base}`);
    console.log(describeMeasurement(measurement));
    for (const device of devices) {
      const calibration = calibrate(measurement.index, device);
      console.log(`\n== ${calibration.name}: ${describeCalibration(calibration)}`);
      for (const path of pages) {
        await tracedVisit(browser, base, path, calibration.multiplier); // warms the site
        const { tasks, firstPaintAt } = await tracedVisit(browser, base, path, calibration.multiplier);
        const blockingOf = (task) => (task.at >= firstPaintAt ? Math.max(0, task.ms - LONG_TASK_MS) : 0);
        const total = tasks.reduce((sum, task) => sum + task.ms, 0);
        const long = tasks.filter((task) => task.ms > LONG_TASK_MS);
        const blocking = tasks.reduce((sum, task) => sum + blockingOf(task), 0);
        console.log(
          `${path}  main thread ${ms(total)}; first contentful paint at ${ms(firstPaintAt)}; ${long.length} long tasks, blocking after it ${ms(blocking)}  [CPU ${calibration.multiplier}×]`,
        );
        const rows = new Map();
        for (const task of tasks) {
          const row = rows.get(task.label) ?? { ms: 0, tasks: 0, blocking: 0, longest: 0 };
          row.ms += task.ms;
          row.tasks += 1;
          row.blocking += blockingOf(task);
          row.longest = Math.max(row.longest, task.ms);
          rows.set(task.label, row);
        }
        for (const [label, row] of [...rows].sort((a, b) => b[1].ms - a[1].ms).slice(0, top)) {
          console.log(`  ${ms(row.ms)}  blocking ${ms(row.blocking)}  longest ${ms(row.longest)}  ${String(row.tasks).padStart(4)} tasks  ${label}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
