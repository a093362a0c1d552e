/**
 * Issue 16, item 3: a content request that fails leaves no screen loading forever. The content API of
 * the real server is made to answer 500 (or the request is aborted) for one collection; every other
 * request goes to the real server. Each screen shows the German error with 'Erneut versuchen', and
 * the retry recovers once the API answers again.
 *
 * The host's pages carry the content (issue 37), so the browser would never ask for it: each page here is the
 * client-rendered page the host sends when a remote's server entry fails (its element empty, no state), and the
 * browser loads the content itself.
 */
import type { Locator, Page } from '@playwright/test';
import { shellOrigin } from '../support/origins';
import { expectPublishedContent } from '../support/content';
import { pageTitle, stubExternalSites } from '../support/library';
import { appsStarted, serveClientRendered } from '../support/serverRendering';
import { expect, test } from '../support/test';

const failed = 'Die Inhalte konnten nicht geladen werden.';

test.beforeEach(async ({ context, page }) => {
  await stubExternalSites(context);
  await expectPublishedContent(context, shellOrigin);
  await serveClientRendered(page);
});

/** Makes `/api/app/<collection>` fail (a 500 of the server, or a dropped connection) until the returned function undoes it. */
async function failContent(page: Page, collection: string, how: 'status 500' | 'aborted' = 'status 500') {
  const url = `**/api/app/${collection}*`;
  await page.route(url, (route) =>
    how === 'aborted' ? route.abort('connectionreset') : route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Interner Fehler.' }) }),
  );
  return () => page.unroute(url);
}

const errorIn = (scope: Page | Locator) => scope.getByRole('alert').filter({ hasText: failed });

/** The error with its retry is shown; the loading lines are gone. */
async function expectError(page: Page, scope: Page | Locator = page) {
  const notice = errorIn(scope);
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  await expect(page.getByText(/werden geladen\.\.\.|Wird geladen\.\.\./)).toHaveCount(0);
}

const screens: { path: string; collection: string; content: (page: Page) => Locator }[] = [
  { path: '/fabrics', collection: 'fabrics', content: (page) => page.getByRole('link', { name: 'Ringel Ostsee', exact: true }) },
  { path: '/fabric/ringel-ostsee', collection: 'fabrics', content: (page) => page.getByRole('heading', { name: 'Ringel Ostsee' }) },
  { path: '/inspiration/1', collection: 'inspirations', content: (page) => page.getByRole('heading', { level: 2, name: 'Farbenfrohe Outfits' }) },
  { path: '/pattern/shirt-mila', collection: 'sewing-patterns', content: (page) => page.getByRole('heading', { level: 2, name: 'Shirt Mila' }) },
  { path: '/patterns', collection: 'sewing-patterns', content: (page) => page.getByRole('link', { name: /Shirt Mila/ }) },
  { path: '/configurator/shirt-mila', collection: 'fabrics', content: (page) => page.locator('svg.cfg-drawing') },
  { path: '/configurator/shirt-mila', collection: 'sewing-patterns', content: (page) => page.locator('svg.cfg-drawing') },
  { path: '/configurator', collection: 'sewing-patterns', content: (page) => page.getByRole('link', { name: /Shirt Mila/ }) },
];

for (const { path, collection, content } of screens) {
  test(`${path} with /api/app/${collection} answering 500: the German error and 'Erneut versuchen', which recovers once the API answers`, async ({ page }) => {
    const restore = await failContent(page, collection);
    await page.goto(path);
    await expectError(page);
    await expect(content(page)).toHaveCount(0);

    await restore();
    await errorIn(page).getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(content(page)).toBeVisible();
    await expect(errorIn(page)).toHaveCount(0);
  });
}

test('/fabrics with the fabrics request aborted: the error instead of "Die Stoffe werden geladen...", the retry recovers', async ({ page }) => {
  const restore = await failContent(page, 'fabrics', 'aborted');
  await page.goto('/fabrics');
  await expectError(page);
  await restore();
  await errorIn(page).getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(pageTitle(page, 'Stoffbibliothek')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ringel Ostsee', exact: true })).toBeVisible();
});

test('/fabrics after a failed load: the connection coming back loads the content without a tap', async ({ page, context }) => {
  const restore = await failContent(page, 'fabrics');
  await page.goto('/fabrics');
  await expectError(page);
  await restore();
  // the connection goes once the page has settled (its start and the other lists loaded)
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  // the app has seen the connection go (its banner), else coming back is no change to it
  await expect(page.getByRole('status').filter({ hasText: 'Du bist offline.' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('link', { name: 'Ringel Ostsee', exact: true })).toBeVisible();
  await expect(errorIn(page)).toHaveCount(0);
});

test('home with inspirations and sewing patterns answering 500 keeps both sections with an error row; the retry fills them', async ({ page }) => {
  const restoreInspirations = await failContent(page, 'inspirations');
  const restorePatterns = await failContent(page, 'sewing-patterns');
  await page.goto('/');
  const inspirationSection = page.locator('[data-section="inspiration"]');
  const patternSection = page.locator('[data-section="patterns"]');
  await expect(inspirationSection.getByRole('heading', { name: 'Infos & Inspiration' })).toBeVisible();
  await expectError(page, inspirationSection);
  await expectError(page, patternSection);

  await restoreInspirations();
  await restorePatterns();
  await errorIn(inspirationSection).getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(inspirationSection.locator('a[href="/inspiration/1"]').first()).toBeVisible();
  await expect(patternSection.locator('a[href^="/pattern/"]').first()).toBeAttached();
  await expect(errorIn(page)).toHaveCount(0);
});

test('content is checked against the contract in a worker, off the page: a malformed answer is refused with the German error', async ({ page }) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  // a fabric list whose entries lack the contract's fields
  await page.route('**/api/app/fabrics*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: [{ id: 'kaputt' }], meta: { publishedAt: '2026-01-01T00:00:00.000Z' } }) }),
  );
  await page.goto('/fabrics');
  await expectError(page);
  expect(workers.some((url) => /\/content-check\.[0-9a-f]{8}\.js$/.test(url))).toBe(true);
});

test('a browser that refuses the content-check worker checks content on the page and shows it', async ({ page }) => {
  await page.route('**/content-check.*.js', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/fabrics');
  await appsStarted(page);
  await expect(page.getByRole('link', { name: 'Ringel Ostsee', exact: true })).toBeVisible();
  await expect(errorIn(page)).toHaveCount(0);
});

test('a content-check worker that never answers is not waited for: the page checks content itself and shows it', async ({ page }) => {
  await page.route('**/content-check.*.js', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: 'self.onmessage = () => {};' }));
  await page.goto('/fabrics');
  await appsStarted(page);
  await expect(page.getByRole('link', { name: 'Ringel Ostsee', exact: true })).toBeVisible();
  await expect(errorIn(page)).toHaveCount(0);
});
