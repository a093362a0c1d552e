// `pnpm bench` (mf-library part): a first visit on an emulated phone in real Chromium (Playwright, CDP: the
// phone of phone.mjs — Lighthouse's slow 4G and 4× CPU, applied by the browser itself rather than simulated
// like Lighthouse's scores), on the production builds in their own deployment (deployment.mjs). Per route:
// when the page painted (FCP), when its code started to load (the first script requested) and when the app
// runs it (the host's first paint replaced by the apps' own render: no [data-first-paint] left). A page with a
// first paint loads its code only after that paint (shell/scripts/code-after-paint.cjs); this shows what that
// costs and gains on a phone. No budget of its own (issue #17's are Lighthouse's); asserts nothing.
//   BENCH_PAGES=/,/fabrics  the routes (default: /, /fabrics, /configurator/jacke-paul, /profile, /login)
//   BENCH_RUNS=n            runs per route (default 3), each in a new browser context (nothing cached)
//   CHROME_PATH             the browser (default /usr/bin/chromium)
import { chromium } from '@playwright/test';
import { runBench, startDeployment } from './deployment.mjs';
import { median } from './median.mjs';
import { describePhone, phone, throttle } from './phone.mjs';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const pages = (process.env.BENCH_PAGES ?? '/,/fabrics,/configurator/jacke-paul,/profile,/login').split(',');
const runs = Number(process.env.BENCH_RUNS ?? 3);

/** One cold visit of `path`: its times from navigation start. */
async function firstVisit(browser, base, path) {
  // no service worker: a first visit has none, and one installing in the middle would take the network
  const context = await browser.newContext({ ...phone, locale: 'de-DE', serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await throttle(context, page);
    await page.goto(`${base}${path}`, { waitUntil: 'commit' });
    const appRuns = await page.waitForFunction(() => document.querySelector('[data-app]') && !document.querySelector('[data-first-paint]') && performance.now(), null, {
      timeout: 60_000,
      polling: 10,
    });
    const appRunning = await appRuns.jsonValue();
    return await page.evaluate((running) => {
      const scripts = performance.getEntriesByType('resource').filter((entry) => entry.initiatorType === 'script' || /\.js(\?|$)/.test(entry.name));
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        codeStart: Math.min(...scripts.map((entry) => entry.startTime)),
        appRunning: running,
      };
    }, appRunning);
  } finally {
    await context.close();
  }
}

const ms = (value) => (Number.isFinite(value) ? `${String(Math.round(value)).padStart(5)} ms` : '    – ms');
const row = (times) => `FCP ${ms(times.fcp)}  code from ${ms(times.codeStart)}  app running ${ms(times.appRunning)}`;

async function main() {
  const { base } = await startDeployment({ label: 'first-visit-phone' });
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
  try {
    console.log(`First visit on an emulated phone, chromium ${browser.version()} (${chromePath}), on ${base}`);
    console.log(`emulation: ${describePhone()}; ${runs} cold run(s) per route, the first one after a visit that warms the host\n`);
    for (const path of pages) {
      await firstVisit(browser, base, path); // the host renders and keeps the page's first paint (first-paint-content.mjs)
      const results = [];
      for (let run = 1; run <= runs; run++) results.push(await firstVisit(browser, base, path));
      console.log(path);
      results.forEach((times, index) => console.log(`  run ${index + 1}   ${row(times)}`));
      console.log(`  median  ${row(Object.fromEntries(['fcp', 'codeStart', 'appRunning'].map((key) => [key, median(results.map((times) => times[key]))])))}`);
    }
  } finally {
    await browser.close();
  }
}

runBench(main);
