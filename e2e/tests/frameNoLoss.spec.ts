/**
 * Issue 16 (items 4 and 5): the offline banner is seen at the top of the viewport on every tab route and
 * never covers the tab bar; the header's ← never leaves the app for the page the user came from.
 */
import { type Locator, type Page } from '@playwright/test';
import { shellOrigin } from '../support/origins';
import { expect, test } from '../support/test';
import { expectPublishedContent } from '../support/content';
import { stubExternalSites } from '../support/library';
import { appsStarted } from '../support/account';

const offlineText = 'Du bist offline. Deine Änderungen werden auf diesem Gerät gespeichert.';
const tabRoutes = ['/', '/tabs/patterns', '/fabrics', '/profile'];

test.beforeEach(async ({ context }) => {
  await stubExternalSites(context);
  await expectPublishedContent(context, shellOrigin);
});

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'on screen').not.toBeNull();
  return found!;
}

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function expectBannerAtTheTop(page: Page) {
  const banner = page.getByRole('status').filter({ hasText: offlineText });
  await expect(banner).toBeVisible();
  const bannerBox = await box(banner);
  expect(bannerBox.y).toBeGreaterThanOrEqual(0);
  expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(150);
  const tabBar = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(tabBar).toBeVisible();
  expect(intersects(bannerBox, await box(tabBar)), 'banner over the tab bar').toBe(false);
  return bannerBox;
}

for (const viewport of [
  { width: 412, height: 915 },
  { width: 360, height: 640 },
]) {
  test.describe(`offline banner at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    for (const route of tabRoutes) {
      test(`${route}: at the top of the viewport, the page's header below it, the tab bar uncovered — also scrolled down`, async ({ page, context }) => {
        await page.goto(route);
        const header = page.locator('#main-header');
        await expect(header).toBeVisible();
        await appsStarted(page);
        await context.setOffline(true);
        const bannerBox = await expectBannerAtTheTop(page);
        // the page starts below the banner: its header is not hidden under it
        expect((await box(header)).y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height);

        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expectBannerAtTheTop(page);

        await context.setOffline(false);
        await expect(page.getByText(offlineText)).toBeHidden();
      });
    }
  });
}

test.describe('the header ← stays in the app', () => {
  async function firstFabricId(page: Page): Promise<string> {
    const response = await page.request.get(`${shellOrigin}/api/app/fabrics`);
    const body = (await response.json()) as { data: { id: string | number }[] };
    return String(body.data[0].id);
  }

  test('opened from about:blank straight on /fabric/{id}: ← goes to home, not back to about:blank', async ({ page }) => {
    const id = await firstFabricId(page);
    await page.goto('about:blank');
    await page.goto(`/fabric/${encodeURIComponent(id)}`);
    const back = page.locator('#main-header').getByRole('button', { name: 'Zurück' });
    await expect(back).toBeVisible();
    await back.click();
    await expect(page).toHaveURL(`${shellOrigin}/`);
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  });

  test('after a step inside the app, ← goes back to where the user came from', async ({ page }) => {
    await page.goto('about:blank');
    await page.goto('/fabrics');
    const card = page.locator('.nt-fabric-card a').first();
    await expect(card).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(/\/fabric\/[^/]+$/);
    await page.locator('#main-header').getByRole('button', { name: 'Zurück' }).click();
    await expect(page).toHaveURL(`${shellOrigin}/fabrics`);
    // a step back, not a new entry: the browser's back from here leaves for about:blank as before
    await page.goBack();
    await expect(page).toHaveURL('about:blank');
  });
});
