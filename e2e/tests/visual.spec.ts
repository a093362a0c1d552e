/**
 * Issue 18: the main screens at a small phone, a phone, a tablet and a laptop. At each size: nothing wider
 * than the screen, the screen's main action reachable and not covered by the navigation, no broken image,
 * no serious or critical axe finding, the navigation drawn with SVG icons. Every screen is kept as a
 * screenshot in e2e/artifacts/screens/<width>x<height>/ (CI keeps that folder), to be looked at.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { appsStarted, createDesignThroughUi, expectNoSeriousA11yIssues, settled } from '../support/account';
import { waitForDrawing } from '../support/configurator';
import { repoRoot } from '../support/deployment';
import { stubExternalSites } from '../support/library';

const viewports = [
  { width: 360, height: 640 },
  { width: 412, height: 915 },
  { width: 768, height: 1024 },
  { width: 1366, height: 900 },
];
const screensDir = path.join(repoRoot, 'e2e', 'artifacts', 'screens');

/** A link or button whose visible text is exactly `name`. */
const action = (page: Page, name: string) =>
  page.locator('main a, main button').filter({ hasText: new RegExp(`^\\s*${name}\\s*$`) });

interface Screen {
  name: string;
  path: () => string;
  /** The screen's main action: the element a visitor came to use. */
  main: (page: Page) => Locator;
  /** The design puts the main action in the first screen (no scrolling); elsewhere it is reached by scrolling. */
  firstScreen: boolean;
  ready?: (page: Page) => Promise<void>;
  /** It shows the account's lists, read from the device once the page has settled: shot when its main action shows. */
  readsAccountLists?: boolean;
}

let projectPath = '';
const screens: Screen[] = [
  { name: 'home', path: () => '/', main: (page) => action(page, 'Schnitt designen'), firstScreen: true },
  { name: 'fabrics', path: () => '/fabrics', main: (page) => page.locator('main a[href^="/fabric/"]').first(), firstScreen: true },
  { name: 'fabric', path: () => '/fabric/ringel-ostsee', main: (page) => action(page, 'Jetzt Stoff kaufen'), firstScreen: false },
  { name: 'pattern', path: () => '/pattern/jacke-paul', main: (page) => action(page, 'Jetzt konfigurieren'), firstScreen: false },
  {
    name: 'configurator',
    path: () => '/configurator/jacke-paul',
    main: (page) => page.getByRole('button', { name: 'Fertig stellen' }).last(),
    firstScreen: true,
    ready: waitForDrawing,
  },
  { name: 'details', path: () => projectPath, main: (page) => action(page, 'Bearbeiten'), firstScreen: false, readsAccountLists: true },
  { name: 'profile', path: () => '/profile', main: (page) => page.locator('main a[href^="/details/"]').first(), firstScreen: false, readsAccountLists: true },
  { name: 'login', path: () => '/login', main: (page) => page.getByRole('button', { name: 'Einloggen' }), firstScreen: true },
];

/** Waits until every image in the first screen has loaded or failed (lazy ones further down are not asked to). */
async function imagesSettled(page: Page) {
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => {
      const box = image.getBoundingClientRect();
      const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
      const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
      // on screen and not clipped away (a slider's later cards are beside the screen or under its edge)
      const onScreen = box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth && document.elementFromPoint(x, y) === image;
      return !onScreen || image.complete;
    }),
    undefined,
    { timeout: 15_000 },
  );
}

/** Images that were loaded and came back broken, and are still shown (a placeholder replaces or hides them). */
function brokenImages(page: Page) {
  return page.evaluate(() =>
    Array.from(document.images)
      .filter((image) => image.getAttribute('src') && image.complete && image.naturalWidth === 0)
      .filter((image) => image.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
      .map((image) => image.currentSrc || image.src),
  );
}

/** Fully inside the viewport, and the topmost element at its centre is the action itself (nothing covers it). */
function uncoveredInView(target: Locator) {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    // (layout boxes have fractional edges: half a pixel is not out of view)
    const inside = box.top >= -0.5 && box.left >= -0.5 && box.bottom <= innerHeight + 0.5 && box.right <= innerWidth + 0.5 && box.width > 0;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return { inside, covered: !hit || !(hit === element || element.contains(hit)), box: [box.left, box.top, box.width, box.height].map(Math.round) };
  });
}

test.describe('the main screens at 360, 412, 768 and 1366 px', () => {
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    await stubExternalSites(context);
    page = await context.newPage();
    // a saved design: the profile shows it and /details/{id} has something to show
    await createDesignThroughUi(page, 'Sommerjacke');
    // a guest is told once that designs stay on this device
    const warning = page.getByRole('dialog', { name: 'Achtung' });
    await warning.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(warning).toBeHidden();
    await page.locator('main a[href^="/details/"]').first().click();
    await expect(page).toHaveURL(/\/details\/[^/]+$/);
    projectPath = new URL(page.url()).pathname;
  });

  test.afterAll(async () => {
    await page.context().close();
  });

  for (const screen of screens) {
    test(`${screen.name}: fits, main action in view, images whole, accessible, SVG navigation icons`, async () => {
      test.setTimeout(240_000); // four sizes, each with axe and two screenshots
      for (const viewport of viewports) {
        const size = `${viewport.width}x${viewport.height}`;
        await page.setViewportSize(viewport);
        await page.goto(screen.path());
        await appsStarted(page);
        await screen.ready?.(page);
        if (screen.readsAccountLists) await expect(screen.main(page)).toBeVisible();
        await settled(page);
        await imagesSettled(page);

        const dir = path.join(screensDir, size);
        fs.mkdirSync(dir, { recursive: true });
        await page.screenshot({ path: path.join(dir, `${screen.name}.png`) });

        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
        expect.soft(overflow, `${screen.name} at ${size}: wider than the screen by ${overflow} px`).toBeLessThanOrEqual(0);

        const main = screen.main(page);
        await expect(main, `${screen.name} at ${size}: main action`).toBeVisible();
        if (!screen.firstScreen) await main.scrollIntoViewIfNeeded();
        // (a smooth scroll may still be under way)
        await expect
          .soft
          .poll(() => uncoveredInView(main), { message: `${screen.name} at ${size}: main action fully in view and not covered`, timeout: 5_000 })
          .toMatchObject({ inside: true, covered: false });

        expect.soft(await brokenImages(page), `${screen.name} at ${size}: broken images`).toEqual([]);

        // the navigation (tab bar on phones, top navigation from 768 px) draws its four icons as SVG
        const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
        if (await navigation.count()) await expect(navigation.locator('a svg')).toHaveCount(4);

        await expectNoSeriousA11yIssues(page, `${screen.name} at ${size}`);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: path.join(dir, `${screen.name}-full.png`), fullPage: true });
      }
    });
  }

  test('at 1366 × 900 the configurator shows the drawing and the fabric list side by side', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/configurator/jacke-paul');
    await waitForDrawing(page);
    const drawingBox = await page.getByTestId('drawing').boundingBox();
    const fabricsBox = await page.locator('.cfg-fabrics').boundingBox();
    expect(drawingBox && fabricsBox).toBeTruthy();
    const sideBySide = drawingBox!.x >= fabricsBox!.x + fabricsBox!.width || fabricsBox!.x >= drawingBox!.x + drawingBox!.width;
    expect(sideBySide, `drawing ${JSON.stringify(drawingBox)}, fabrics ${JSON.stringify(fabricsBox)}`).toBe(true);
    for (const box of [drawingBox!, fabricsBox!]) expect(box.y).toBeLessThan(900);
  });
});
