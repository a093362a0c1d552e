/**
 * Issue 17 (first visit on a phone): the request chain of a first visit. The shell's host writes the
 * deploy-time remotes.json into the page and preloads the route's remote (its mf-manifest.json,
 * remoteEntry.js and first chunks), so they load beside the shell's own scripts instead of after boot
 * has requested /remotes.json. A page served with its first paint asks for all that code, its own and the
 * remote's, and for the content only once that paint is on screen (shell/scripts/code-after-paint.cjs).
 * Each preload must be the very request the page makes later: Chromium fetches a file twice (and warns) when
 * the URL, CORS mode or credentials differ.
 */
import { type ConsoleMessage, type Page } from '@playwright/test';
import { readRemotes } from '../support/deployment';
import { expect, test } from '../support/test';

/** The content lists the platform requests on the web when it starts (preview_mode=true, SPEC section 7). */
const contentLists = ['fabrics', 'materials', 'sewing-patterns', 'inspirations'].map((name) => `/api/app/${name}?preview_mode=true`);

const fabricLink = (page: Page) => page.getByRole('link', { name: 'Ringel Ostsee', exact: true });

/** Every request the page sends to the network, in order (a preload that is used is one request). */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

function recordWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  return warnings;
}

const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"(?: crossorigin="([\w-]+)")?(?: fetchpriority="(\w+)")?>/g)].map(([, href, as, crossorigin, priority]) => ({
    href,
    as,
    crossorigin: crossorigin ?? null,
    ...(priority ? { fetchpriority: priority } : {}),
  }));

test.describe('the request chain of a first visit', () => {
  test("/fabrics carries remotes.json and preloads mf_library's manifest, entry and first chunks", async ({ request }) => {
    const remotes = readRemotes();
    const response = await request.get('/fabrics', { headers: { Accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    const data = /<script type="application\/json" id="remotes">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(data ?? 'null')).toEqual(remotes);

    const libraryOrigin = new URL(remotes.mf_library).origin;
    const preloads = preloadsOf(html);
    expect(preloads[0]).toEqual({ href: remotes.mf_library, as: 'fetch', crossorigin: 'anonymous' });
    // scripts at low priority: the first paint (from the HTML) needs none of them
    expect(preloads[1]).toEqual({ href: `${libraryOrigin}/remoteEntry.js`, as: 'script', crossorigin: null, fetchpriority: 'low' });
    // the exposed module's chunks, by their hashed names in the deployed manifest
    const manifest = (await (await request.get(remotes.mf_library)).json()) as { exposes: { name: string; assets: { js: { sync: string[] } } }[] };
    const spaChunks = manifest.exposes.find((expose) => expose.name === 'spa')!.assets.js.sync;
    expect(preloads.slice(2, 2 + spaChunks.length)).toEqual(spaChunks.map((file) => ({ href: `${libraryOrigin}/${file}`, as: 'script', crossorigin: null, fetchpriority: 'low' })));
    // the content the platform loads at its start, with credentials as its HTTP client sends them
    expect(preloads.slice(2 + spaChunks.length)).toEqual(contentLists.map((href) => ({ href, as: 'fetch', crossorigin: 'use-credentials' })));
    // nothing of another remote
    expect(preloads.filter((preload) => !preload.href.startsWith(libraryOrigin) && !preload.href.startsWith('/api/'))).toEqual([]);
  });

  test('on a fresh load of /fabrics the code and the content start together once the page has painted, nothing is fetched twice, no /remotes.json, no wasted preload', async ({ page }) => {
    const remotes = readRemotes();
    const requests = recordRequests(page);
    const warnings = recordWarnings(page);
    await page.goto('/fabrics');
    await expect(fabricLink(page)).toBeVisible();

    expect(requests.filter((url) => new URL(url).pathname === '/remotes.json')).toEqual([]);
    const timing = await page.evaluate((manifestUrl) => {
      const start = (url: string) => (performance.getEntriesByName(url)[0] as PerformanceResourceTiming | undefined) ?? null;
      const main = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) => new URL(entry.name).pathname === '/main.js');
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => /\.js(\?|$)/.test(entry.name));
      return {
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        firstScriptStart: Math.min(...scripts.map((entry) => entry.startTime)),
        mainEnd: main?.responseEnd ?? null,
        manifestStart: start(manifestUrl)?.startTime ?? null,
      };
    }, remotes.mf_library);
    // nothing of the code before the first contentful paint: the page painted from its HTML alone
    expect(timing.firstContentfulPaint).not.toBeNull();
    expect(timing.firstScriptStart).toBeGreaterThanOrEqual(timing.firstContentfulPaint!);
    // then the remote's manifest was on its way before the shell's main.js had even arrived (let alone run)
    expect(timing.manifestStart).not.toBeNull();
    expect(timing.mainEnd).not.toBeNull();
    expect(timing.manifestStart!).toBeLessThan(timing.mainEnd!);
    // and so was the content: each list requested once (the preload served the platform's request)
    const contentStarts = await page.evaluate(
      (lists) => lists.map((list) => performance.getEntriesByName(new URL(list, location.origin).href).map((entry) => entry.startTime)),
      contentLists,
    );
    for (const starts of contentStarts) {
      expect(starts).toHaveLength(1);
      expect(starts[0]).toBeGreaterThanOrEqual(timing.firstContentfulPaint!);
      expect(starts[0]).toBeLessThan(timing.mainEnd!);
    }
    const shellOrigin = new URL(page.url()).origin;
    expect(requests.filter((url) => url.startsWith(`${shellOrigin}/api/app/`)).sort()).toEqual(contentLists.map((list) => `${shellOrigin}${list}`).sort());

    // the remote's files each went over the network once: every preload was used by the real request
    const libraryOrigin = new URL(remotes.mf_library).origin;
    const fromLibrary = requests.filter((url) => url.startsWith(`${libraryOrigin}/`));
    expect(fromLibrary.filter((url) => url.endsWith('/mf-manifest.json') || url.endsWith('/remoteEntry.js')).sort()).toEqual(
      [remotes.mf_library, `${libraryOrigin}/remoteEntry.js`].sort(),
    );
    expect(new Set(fromLibrary).size).toBe(fromLibrary.length);

    // Chromium warns a few seconds after the load event about a preload nobody used
    await page.waitForLoadState('load');
    await page.waitForTimeout(4_000);
    expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
    await expect(fabricLink(page)).toBeVisible();
  });

  test("a remote's page preloads what its start loads next, once the page has painted: the remote application and device storage; /privacy does not", async ({ page, request }) => {
    const appStart = (html: string) => [...html.matchAll(/<link rel="preload" as="script" href="\/([\w-]+)\.[0-9a-f]{8}\.js" fetchpriority="low" data-app-start>/g)].map(([, name]) => name);
    const fabricsHtml = await (await request.get('/fabrics', { headers: { Accept: 'text/html' } })).text();
    expect(appStart(fabricsHtml).sort()).toEqual(['platform-storage', 'remote-application']);
    expect(fabricsHtml.indexOf('data-app-start')).toBeGreaterThan(fabricsHtml.indexOf('<template id="code-after-paint">'));
    expect(appStart(await (await request.get('/privacy', { headers: { Accept: 'text/html' } })).text())).toEqual([]);

    // each is the very request the start makes: fetched once, no preload left unused
    const requests = recordRequests(page);
    const warnings = recordWarnings(page);
    await page.goto('/fabrics');
    await expect(fabricLink(page)).toBeVisible();
    await page.waitForLoadState('load');
    await page.waitForTimeout(4_000);
    for (const name of ['platform-storage', 'remote-application']) {
      expect(requests.filter((url) => new URL(url).pathname.startsWith(`/${name}.`)), name).toHaveLength(1);
      expect(warnings.filter((text) => /preload/i.test(text) && text.includes(`/${name}.`)), name).toEqual([]);
    }
  });

  test('/privacy (the frame) carries remotes.json but preloads no remote; the app works from there', async ({ page, request }) => {
    const html = await (await request.get('/privacy', { headers: { Accept: 'text/html' } })).text();
    expect(html).toContain('<script type="application/json" id="remotes">');
    expect(preloadsOf(html)).toEqual([]);

    const requests = recordRequests(page);
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.history.pushState(null, '', '/fabrics')); // as the app's links navigate
    await expect(fabricLink(page)).toBeVisible();
    expect(requests.filter((url) => new URL(url).pathname === '/remotes.json')).toEqual([]);
  });

  test('/login (no published content on it) loads the content only once the page has settled, and a page that shows it at once', async ({ page, request, browser }) => {
    const html = await (await request.get('/login', { headers: { Accept: 'text/html' } })).text();
    const preloaded = preloadsOf(html).map((preload) => preload.href);
    expect(preloaded.filter((href) => href.startsWith('/api/'))).toEqual([]);
    expect(preloaded.some((href) => href.endsWith('/mf-manifest.json'))).toBe(true);

    const warnings = recordWarnings(page);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Einloggen' })).toBeVisible();
    // every list once, after the page had fetched nothing for a while
    await expect
      .poll(() => page.evaluate((lists) => lists.map((list) => performance.getEntriesByName(new URL(list, location.origin).href).length), contentLists), { timeout: 10_000 })
      .toEqual([1, 1, 1, 1]);
    const quietBeforeContent = await page.evaluate((lists) => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const contentNames = new Set(lists.map((list) => new URL(list, location.origin).href));
      const firstContent = Math.min(...resources.filter((entry) => contentNames.has(entry.name)).map((entry) => entry.startTime));
      return firstContent - Math.max(...resources.filter((entry) => entry.startTime < firstContent).map((entry) => entry.responseEnd));
    }, contentLists);
    // (the shell waits 500 ms without a fetch or a long task; a little less here for timer granularity)
    expect(quietBeforeContent).toBeGreaterThan(450);
    await page.waitForTimeout(4_000);
    expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);

    // a page that shows the content, opened before /login has settled, has it at once (a new device: nothing stored)
    const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
    try {
      const fresh = await context.newPage();
      await fresh.goto('/login');
      await expect(fresh.getByRole('button', { name: 'Einloggen' })).toBeVisible();
      await fresh.evaluate(() => window.history.pushState(null, '', '/fabrics'));
      await expect(fabricLink(fresh)).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
