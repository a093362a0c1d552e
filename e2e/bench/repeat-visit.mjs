// `pnpm bench` (mf-library part): a repeat visit of `/` with the service worker warm, in Debian chromium through
// Playwright, against a running site (site.mjs: default http://localhost:8080 — start it with `pnpm build &&
// pnpm serve`). A first visit installs the worker and lets it fill its caches; then each run navigates to `/`
// again in the same context under mobile emulation through CDP — a Lighthouse-like phone screen, Lighthouse's
// slow 4G on the page's and the worker's requests, the CPU slowed down on the page (Chrome throttles only pages'
// CPU) to a device class calibrated from this machine's benchmarkIndex (calibration.mjs) — and prints FCP, LCP,
// when the home page's content is first rendered, and where the requests were answered. Budget (issue #17):
// content on `/` within 1000 ms on the mid-tier phone (the low-tier phone's figures are printed). Asserts nothing.
//   --device=mid-tier|low-tier      the device classes (default both, mid-tier first; or BENCH_DEVICE)
//   --url=http://…                  the site (or BENCH_URL; default http://localhost:8080)
//   BENCH_RUNS=n                    repeat visits (default 3)
//   BENCH_CONTENT_SELECTOR=<css>    the content waited for (default the intro text, p.lib-intro__text)
//   BENCH_LATENCY_MS=n              request latency (default 150: Lighthouse's slow 4G round trip; Lighthouse's own
//                                   devtools throttling would use 562.5, its 3.75× factor for connection set-up)
//   CHROME_PATH                     the browser (default /usr/bin/chromium)
import { chromium } from '@playwright/test';
import { calibrate, describeCalibration, describeMeasurement, measureBenchmarkIndex, selectedDevices } from './calibration.mjs';
import { median } from './median.mjs';
import { describePhone, network, phone, throttle } from './phone.mjs';
import { openSite } from './site.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const contentSelector = process.env.BENCH_CONTENT_SELECTOR ?? 'p.lib-intro__text';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CONTENT_BUDGET_MS = 1000;

/**
 * Runs in every document before its scripts. The content counts as shown once it is painted (Element Timing,
 * on an `elementtiming` attribute put on every matching element) and visible: in the viewport, not inside an
 * opacity-0 ancestor (checked each frame; the paint of content that is still transparent is not counted).
 * A page served with a prerendered first paint (`[data-first-paint]`, shell/scripts/first-paint.cjs) shows the
 * content before the app runs; the app's own render of it, which replaces that markup, is timed as well.
 */
function watchContent(selector) {
  const PRERENDERED = 'bench-content-first-paint';
  const RENDERED = 'bench-content';
  let visibleFrame;
  let painted;
  const settle = () => {
    if (visibleFrame !== undefined && painted !== undefined) window.__contentShownAt = Math.max(visibleFrame, painted);
  };
  new MutationObserver(() => {
    for (const element of document.querySelectorAll(selector)) {
      if (!element.hasAttribute('elementtiming')) element.setAttribute('elementtiming', element.closest('[data-first-paint]') ? PRERENDERED : RENDERED);
    }
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const ours = entry.identifier === PRERENDERED || entry.identifier === RENDERED || entry.element?.matches(selector);
      // only what is painted in the viewport (a carousel's later slides are not)
      if (!ours || !(entry.intersectionRect.width > 0 && entry.intersectionRect.height > 0)) continue;
      const time = entry.renderTime || entry.loadTime;
      painted ??= time;
      if (entry.identifier !== PRERENDERED) window.__appContentPaintedAt ??= time;
    }
    settle();
  }).observe({ type: 'element', buffered: true });
  const check = (frameTime) => {
    const element = document.querySelector(selector);
    const rect = element?.getBoundingClientRect();
    const shown =
      element?.textContent?.trim() &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      rect.width > 0 &&
      rect.height > 0 &&
      rect.top < innerHeight;
    if (shown) {
      visibleFrame = frameTime;
      settle();
    } else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** FCP, the final LCP candidate and the content's time, all from navigation start. */
function paintTimes() {
  const describe = (entry) => {
    if (!entry) return 'none recorded';
    const element = entry.element;
    // entry.element is null once the element left the page (e.g. markup replaced by the app's render)
    const name = element ? `${element.tagName.toLowerCase()}${[...element.classList].map((name) => `.${name}`).join('')}` : 'an element no longer in the page';
    return entry.url ? `${name} ${entry.url}` : name;
  };
  const largest = new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      observer.disconnect();
      const last = list.getEntries().at(-1);
      resolve({ lcp: last?.startTime ?? NaN, lcpElement: describe(last) });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve({ lcp: NaN, lcpElement: describe(null) }), 2000);
  });
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
  return largest.then((lcp) => ({ fcp, ...lcp, content: window.__contentShownAt ?? NaN, appContent: window.__appContentPaintedAt ?? NaN }));
}

/** Waits until the worker controls the page (reloading once if it does not yet) and has filled its caches. */
async function installServiceWorker(page) {
  const controlled = () =>
    page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      return Boolean(navigator.serviceWorker.controller);
    });
  if (!(await controlled())) {
    await page.reload();
    if (!(await controlled())) throw new Error('the service worker does not control / after a reload');
  }
  // the page hands the worker the files of the visit (KEEP_FOR_OFFLINE); wait until its caches stop growing
  await page.evaluate(async () => {
    const cachedCount = async () => (await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).length))).reduce((sum, count) => sum + count, 0);
    let last = -1;
    for (let tries = 0; tries < 40; tries++) {
      const count = await cachedCount();
      if (count === last && count > 0) return;
      last = count;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });
}

/**
 * Applies the slow 4G to the service worker's own requests: page emulation does not reach them (its
 * network-first fetches of the page and entry files would run unthrottled). Chrome takes commands for a worker
 * target over a browser session; a flat session is not reachable through Playwright, hence sendMessageToTarget.
 */
async function throttleServiceWorker(browser, origin) {
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  const worker = targetInfos.find((target) => target.type === 'service_worker' && target.url.startsWith(origin));
  if (!worker) throw new Error(`no service worker of ${origin} is running`);
  const { sessionId } = await session.send('Target.attachToTarget', { targetId: worker.targetId, flatten: false });
  const answers = new Map();
  session.on('Target.receivedMessageFromTarget', ({ message }) => {
    const answer = JSON.parse(message);
    answers.get(answer.id)?.(answer);
  });
  let lastId = 0;
  const send = (method, params) =>
    new Promise((resolve, reject) => {
      const id = ++lastId;
      answers.set(id, (answer) => (answer.error ? reject(new Error(`${method}: ${answer.error.message}`)) : resolve(answer.result)));
      session.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) }).catch(reject);
    });
  await send('Network.enable', {});
  await send('Network.emulateNetworkConditions', network);
}

/** One repeat visit: its paint times and where its requests were answered. */
async function repeatVisit(context, page, base) {
  const requests = [];
  const collect = (request) => requests.push(request);
  context.on('request', collect);
  await page.goto(`${base}/`);
  await page.locator(contentSelector).first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  context.off('request', collect);
  const times = await page.evaluate(paintTimes);

  const byWorker = requests.filter((request) => request.serviceWorker());
  const byPage = requests.filter((request) => !request.serviceWorker());
  const fetchedByWorker = new Set(byWorker.map((request) => request.url()));
  const answeredByWorker = [];
  for (const request of byPage) {
    const response = await request.response().catch(() => null);
    if (response?.fromServiceWorker()) answeredByWorker.push(request);
  }
  const fromWorkerCache = answeredByWorker.filter((request) => !fetchedByWorker.has(request.url()));
  const pastWorker = byPage.filter((request) => !answeredByWorker.includes(request));
  const toNetwork = [...pastWorker, ...byWorker];
  // a worker request faster than the latency means the worker's emulation was lost (e.g. a restarted worker)
  const fastestByWorker = Math.min(...byWorker.map((request) => request.timing().responseEnd).filter((time) => time >= 0));
  return {
    unthrottledWorker: fastestByWorker < network.latency,
    ...times,
    pageRequests: byPage.length,
    fromWorkerCache: fromWorkerCache.length,
    network: toNetwork.length,
    networkByWorker: byWorker.length,
    networkPaths: toNetwork.map((request) => {
      const url = new URL(request.url());
      return `${url.origin === base ? '' : `:${url.port}`}${url.pathname}`;
    }),
  };
}

const ms = (value) => (Number.isFinite(value) ? `${String(Math.round(value)).padStart(5)} ms` : '    – ms');
/** PASS/FAIL of the content's time on the mid-tier phone (the budget's class); nothing on the low-tier phone. */
const markFor = (device) => (content) => (device === 'mid-tier' ? (content <= CONTENT_BUDGET_MS ? 'PASS' : 'FAIL') : '');

/** The repeat visits on one device class, in a context of its own (the worker installed afresh). */
async function benchDevice(browser, base, calibration) {
  const mark = markFor(calibration.device);
  const label = describeCalibration(calibration);
  const context = await browser.newContext({ ...phone, locale: 'de-DE' });
  try {
    await context.addInitScript(watchContent, contentSelector);
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await installServiceWorker(page);

    await throttle(context, page, calibration.multiplier);
    await throttleServiceWorker(browser, base);

    console.log(`== ${calibration.name}: ${label}`);
    console.log(`   emulation: ${describePhone(calibration.multiplier)} (the network on the page and the service worker, the CPU on the page)`);
    const results = [];
    for (let run = 1; run <= runs; run++) {
      const result = await repeatVisit(context, page, base);
      results.push(result);
      console.log(
        `run ${run}    FCP ${ms(result.fcp)}  LCP ${ms(result.lcp)}  content ${ms(result.content)} ${mark(result.content)}  app's render ${ms(result.appContent)}  [CPU ${calibration.multiplier}×]  |  ` +
          `${result.pageRequests} requests by the page: ${result.fromWorkerCache} from the worker's caches; ` +
          `${result.network} to the network (${result.network - result.networkByWorker} past the worker, ${result.networkByWorker} by it)`,
      );
      console.log(`         LCP element ${result.lcpElement}; network: ${result.networkPaths.join(' ')}`);
      if (result.unthrottledWorker) console.log(`         warning: a request of the worker took less than ${network.latency} ms — its network emulation did not apply`);
    }
    const middle = (key) => median(results.map((result) => result[key]));
    console.log(
      `median   FCP ${ms(middle('fcp'))}  LCP ${ms(middle('lcp'))}  content ${ms(middle('content'))} ${mark(middle('content'))}  app's render ${ms(middle('appContent'))}  |  ` +
        `${middle('fromWorkerCache')} from the worker's caches, ${middle('network')} to the network  [${label}]\n`,
    );
  } finally {
    await context.close();
  }
}

async function main() {
  const devices = selectedDevices();
  const base = await openSite();
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const measurement = await measureBenchmarkIndex(browser);
    console.log(`Repeat visit of / with the service worker warm, chromium ${browser.version()} (${chromePath}), on ${base}`);
    console.log(describeMeasurement(measurement));
    console.log(`content: ${contentSelector} painted and visible (Element Timing, not transparent, in the viewport), budget ≤ ${CONTENT_BUDGET_MS} ms on the mid-tier phone;`);
    console.log(`app's render: the app's own paint of it (differs from content when the page came with a prerendered first paint); ${runs} run(s)\n`);
    for (const device of devices) await benchDevice(browser, base, calibrate(measurement.index, device));
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
