/**
 * Page transitions never hide content from the browser's paint metrics: Chromium does not count
 * content painted at opacity 0 as contentful, so a page that fades in from 0 records no first
 * contentful paint (Lighthouse: NO_FCP). Every route of SPEC section 2, loaded fresh on the
 * production build, must record one; pages enter by moving, painted at full opacity from their
 * first frame, and in-app navigation keeps working (without movement under reduced motion).
 */
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectPublishedContent } from '../support/content';
import { stubExternalSites } from '../support/library';
import { appsStarted, createDesignThroughUi, heading, navigateInApp } from '../support/account';
import { storedProjects } from '../support/configurator';

/** Every route of SPEC section 2 that renders without a project (real ids from the seeded content). */
const ROUTES = [
  '/',
  '/tabs',
  '/tabs/patterns',
  '/patterns',
  '/pattern/shirt-mila',
  '/pattern-details',
  '/inspiration/1',
  '/inspiration/5',
  '/fabrics',
  '/fabric/ringel-ostsee',
  '/foto-feature',
  '/image-cropper',
  '/save-custom-fabric',
  '/configurator',
  '/configurator/jacke-paul',
  '/configuration/save',
  '/profile',
  '/load/patterns',
  '/login',
  '/register',
  '/register/await-email-verfication',
  '/register/completed',
  '/forgot/password',
  '/login/app-connected',
  '/privacy',
];

interface EnteringElement {
  className: string;
  opacity: string;
  keyframes: string[];
}

/**
 * From the document's start on, notes every element that enters with the page-enter class: its
 * opacity and the keyframes of its animations as they are when it is added (its first frame).
 */
async function watchEnteringPages(page: Page) {
  await page.addInitScript(() => {
    const entering: EnteringElement[] = [];
    (window as unknown as { __entering: EnteringElement[] }).__entering = entering;
    const note = (element: Element) =>
      entering.push({
        className: element.className,
        opacity: getComputedStyle(element).opacity,
        keyframes: element.getAnimations().map((animation) => JSON.stringify((animation.effect as KeyframeEffect).getKeyframes())),
      });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (!(node instanceof Element)) continue;
          if (node.classList.contains('nt-page-enter')) note(node);
          node.querySelectorAll('.nt-page-enter').forEach(note);
        }
      }
    }).observe(document, { childList: true, subtree: true }); // the document element may not exist yet
  });
}

const entering = (page: Page) => page.evaluate(() => (window as unknown as { __entering: EnteringElement[] }).__entering.splice(0));

/** Whether the document records first-contentful-paint, polling its paint entries for up to 15 s (a busy machine paints late). */
async function recordsFirstContentfulPaint(page: Page): Promise<boolean> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const names = await page.evaluate(() => performance.getEntriesByType('paint').map((entry) => entry.name));
    if (names.includes('first-contentful-paint')) return true;
    if (Date.now() > deadline) return false;
    await page.waitForTimeout(100);
  }
}

/** What entered at opacity below 1 or with an animation that touches opacity. */
function fadeIns(elements: EnteringElement[], where: string): string[] {
  return elements
    .filter((element) => element.opacity !== '1' || element.keyframes.some((keyframes) => keyframes.includes('opacity')))
    .map((element) => `${where}: .${element.className.replace(/ /g, '.')} at opacity ${element.opacity}, keyframes ${element.keyframes.join(' ')}`);
}

/**
 * Fresh loads of the routes, one after the other: which of them record no first contentful paint,
 * and what fades in on them (all routes are checked before the test fails, to see the whole picture).
 */
async function expectPaintedRoutes(page: Page, routes: string[], visible: (route: string) => Promise<void>, { someEnter = true } = {}) {
  const withoutFirstContentfulPaint: string[] = [];
  const fadingIn: string[] = [];
  let entered = 0;
  for (const route of routes) {
    await page.goto(route);
    if (!(await recordsFirstContentfulPaint(page))) withoutFirstContentfulPaint.push(route);
    await visible(route);
    const elements = await entering(page);
    entered += elements.length;
    fadingIn.push(...fadeIns(elements, route));
  }
  expect(withoutFirstContentfulPaint, 'routes without first-contentful-paint').toEqual([]);
  expect(fadingIn, 'content entering at opacity 0').toEqual([]);
  // (the watcher works: some route's app enters with the class — not on routes whose app adopts or replaces the host's markup)
  if (someEnter) expect(entered, 'apps entering with the page-enter class were seen').toBeGreaterThan(0);
}

const showsItsPage = (page: Page) => async (route: string) => {
  await expect(page.locator('h1').first(), `${route} shows its page`).toBeVisible();
};

test.beforeEach(async ({ context, baseURL }) => {
  await stubExternalSites(context);
  await expectPublishedContent(context, baseURL!);
});

test.describe('paint metrics', () => {
  test('a fresh load of every route records a first contentful paint, nothing fading in from opacity 0', async ({ page }) => {
    test.setTimeout(180_000);
    await watchEnteringPages(page);
    await expectPaintedRoutes(page, ROUTES, showsItsPage(page));
  });

  test('a fresh load of a project\'s details and of its edit route records a first contentful paint', async ({ page }) => {
    await watchEnteringPages(page);
    await createDesignThroughUi(page, 'Malwerk');
    const [project] = await storedProjects(page);
    await expectPaintedRoutes(page, [`/details/${project.id}`, `/configuration/edit/${project.id}`], async (route) => {
      await showsItsPage(page)(route);
      if (route.startsWith('/details/')) await expect(heading(page, 'Malwerk')).toBeVisible();
      // both are the page's first route, in the host's markup: the app renders into it, it does not enter
    }, { someEnter: false });
  });

  test('in-app navigation still works: pages enter by moving up, at full opacity from their first frame', async ({ page }) => {
    await watchEnteringPages(page);
    await page.goto('/login');
    await expect(heading(page, 'Einloggen')).toBeVisible();
    // the app has taken over the host's markup (before, a link in it is a plain link: a new page, no transition)
    await appsStarted(page);
    await entering(page);

    // inside one app (mf-account): the new route enters with the subtle movement, never a fade
    await page.getByRole('link', { name: 'Noch kein Konto? Profil anlegen' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(heading(page, 'Profil Anlegen')).toBeVisible();
    const withinApp = await entering(page);
    expect(withinApp.length, 'the new route enters animated').toBeGreaterThan(0);
    expect(fadeIns(withinApp, '/login → /register')).toEqual([]);
    expect(withinApp.some((element) => element.keyframes.some((keyframes) => keyframes.includes('translateY'))), 'moves up').toBe(true);

    // across apps (mf-account → mf-library), then through the tab bar (mf-library → mf-profile)
    await navigateInApp(page, '/fabrics');
    await expect(heading(page, 'Stoffbibliothek')).toBeVisible();
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Profil' }).click();
    await expect(heading(page, 'Dein Profil')).toBeVisible();
    await expect(page.locator('#page-root > [id^="single-spa-application:"]')).toHaveCount(1);
    expect(fadeIns(await entering(page), '/register → /fabrics → /profile')).toEqual([]);
    await page.goBack();
    await expect(heading(page, 'Stoffbibliothek')).toBeVisible();
  });

  test('with reduced motion pages change without any movement', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await watchEnteringPages(page);
    await page.goto('/login');
    await expect(heading(page, 'Einloggen')).toBeVisible();
    expect(await recordsFirstContentfulPaint(page)).toBe(true);
    await appsStarted(page);
    await page.getByRole('link', { name: 'Noch kein Konto? Profil anlegen' }).click();
    await expect(heading(page, 'Profil Anlegen')).toBeVisible();
    const changed = await entering(page);
    expect(changed.length).toBeGreaterThan(0);
    for (const element of changed) expect(element.keyframes, `${element.className} does not move`).toEqual([]);
  });
});
