import { shellOrigin } from '../support/origins';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectPublishedContent } from '../support/content';
import { storedValue, appsStarted } from '../support/account';
import { cachedUrls } from '../support/storage';
import { serveClientRendered } from '../support/serverRendering';
import { expectNoSeriousA11yViolations, pageTitle, stubExternalSites } from '../support/library';

const BASE = shellOrigin;

test.beforeEach(async ({ context }) => {
  await stubExternalSites(context);
  await expectPublishedContent(context, BASE);
});

/** In-app navigation the way every app link does it (history.pushState, seen by single-spa). */
const offlineBanner = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Du bist offline. Deine Änderungen werden auf diesem Gerät gespeichert.' });

/** The fabric library with its content: title, a material, a known fabric and more than ten cards. */
async function expectFabricLibrary(page: Page) {
  await expect(pageTitle(page, 'Stoffbibliothek')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Jersey' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ringel Ostsee', exact: true })).toBeVisible();
  expect(await page.locator('.nt-fabric-card').count()).toBeGreaterThan(10);
}

async function navigateInApp(page: Page, to: string) {
  await page.evaluate((url) => window.history.pushState(null, '', url), to);
}

/** The home sections, top to bottom (data-section marks them). */
async function homeSections(page: Page) {
  return page.locator('[data-section]').evaluateAll((elements) => elements.map((element) => (element as HTMLElement).dataset.section));
}

test.describe('library journeys', () => {
  test('home → every section in order → Schnitt designen → a pattern → Jetzt konfigurieren lands in the configurator', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: /Nahtlos/ }).first()).toBeVisible();
    // logged out: the login invitation is there
    await expect(page.getByRole('link', { name: 'Zum Login' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Farbenfrohe Outfits' }).first()).toBeVisible(); // inspirations loaded
    expect(await homeSections(page)).toEqual(['design', 'login', 'photo', 'fabrics', 'inspiration', 'outfits', 'patterns']);
    // the spec's headings, in order
    const headings = await page.locator('main h2').allTextContents();
    const order = ['Speichere deine Outfits dauerhaft', 'Deine eigenen Stoffe in der App', 'Alle Stoffe auf einen Blick', 'Infos & Inspiration', 'Farbenfrohe Outfits', 'Schnittmuster kennenlernen'];
    expect(headings.filter((text) => order.includes(text))).toEqual(order);
    await expect(page.getByRole('region', { name: 'Willkommen' }).getByRole('button', { name: /Zu Folie/ })).toHaveCount(3);
    await expect(page.getByRole('navigation', { name: 'Rechtliches' }).getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', '/privacy');

    // the intro carousel answers buttons and keys
    const intro = page.getByRole('region', { name: 'Willkommen' });
    await intro.getByRole('button', { name: 'Weiter' }).click();
    await expect(intro.getByRole('button', { name: 'Zu Folie 2' })).toHaveAttribute('aria-current', 'true');
    await intro.getByRole('button', { name: 'Zu Folie 2' }).focus();
    await intro.locator('.lib-carousel__track').focus();
    await page.keyboard.press('ArrowRight');
    await expect(intro.getByRole('button', { name: 'Zu Folie 3' })).toHaveAttribute('aria-current', 'true');

    await page.getByRole('link', { name: 'Schnitt designen' }).click();
    await expect(page).toHaveURL(`${BASE}/tabs/patterns`);
    await expect(pageTitle(page, 'Schnittmuster')).toBeVisible();
    await page.getByRole('link', { name: /Shirt Mila/ }).click();
    await expect(page).toHaveURL(`${BASE}/pattern/shirt-mila`);
    await expect(page.getByRole('heading', { level: 2, name: 'Shirt Mila' })).toBeVisible();
    // the consumption as a table in the app's font, its caption once
    const consumption = page.getByRole('table', { name: /Stoffverbrauch für Shirt Mila/ });
    await expect(consumption).toBeVisible();
    await expect(consumption.getByRole('columnheader')).toHaveText(['Größe', 'Hauptstoff', 'Ärmel', 'Bündchen']);
    expect(await consumption.evaluate((table) => getComputedStyle(table).fontFamily)).toBe(await page.evaluate(() => getComputedStyle(document.body).fontFamily));
    await expect(page.getByText('STOFFVERBRAUCH', { exact: true })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'ANLEITUNGEN' })).toBeVisible();
    await page.getByRole('link', { name: 'Jetzt konfigurieren' }).click();
    await expect(page).toHaveURL(`${BASE}/configurator/shirt-mila`);
    await expect(pageTitle(page, 'Schnitt designen')).toBeVisible();
  });

  test('home → an inspiration → save it (heart) → it shows in the profile → unsave', async ({ page }) => {
    await page.goto('/');
    const slider = page.locator('[data-section="inspiration"]');
    await slider.getByRole('link', { name: /Bündchen richtig annähen/ }).click();
    await expect(page).toHaveURL(`${BASE}/inspiration/3`);
    await expect(page.getByRole('heading', { level: 2, name: 'Bündchen richtig annähen' })).toBeVisible();
    const heart = page.getByRole('button', { name: /Inspiration merken/ });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(page.getByRole('button', { name: /nicht mehr merken/ })).toHaveAttribute('aria-pressed', 'true');

    // the profile lists it under 'DEINE INSPIRATION'
    await navigateInApp(page, '/profile');
    await expect(pageTitle(page, 'Dein Profil')).toBeVisible();
    const saved = page.locator('section', { has: page.getByRole('heading', { name: 'DEINE INSPIRATION' }) });
    await expect(saved.getByRole('link', { name: /Bündchen richtig annähen/ })).toBeVisible();

    // stored on the device: still saved after a reload
    await saved.getByRole('link', { name: /Bündchen richtig annähen/ }).click();
    await expect(page).toHaveURL(`${BASE}/inspiration/3`);
    await page.reload();
    await expect(page.getByRole('button', { name: /nicht mehr merken/ })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: /nicht mehr merken/ }).click();
    await expect(page.getByRole('button', { name: /Inspiration merken/ })).toHaveAttribute('aria-pressed', 'false');

    await navigateInApp(page, '/profile');
    await expect(page.getByText('Noch keine Inspirationen gespeichert')).toBeVisible();
  });

  test('/fabrics → filter by a colour → a fabric → details → Jetzt Stoff kaufen opens the shop in a new page', async ({ page, context }) => {
    await page.goto('/fabrics');
    await expect(pageTitle(page, 'Stoffbibliothek')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Jersey' })).toBeVisible();
    await page.getByRole('button', { name: 'Blau', exact: true }).click();
    await expect(page).toHaveURL(`${BASE}/fabrics?farbe=blau`);
    await expect(page.getByRole('button', { name: 'Blau', exact: true })).toHaveAttribute('aria-pressed', 'true');
    // search narrows instantly and lands in the URL too
    await page.getByRole('searchbox', { name: 'Stoff suchen' }).fill('ozean');
    await expect(page).toHaveURL(`${BASE}/fabrics?farbe=blau&q=ozean`);
    await expect(page.locator('.nt-fabric-card')).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Stoff suchen' }).fill('');
    // every blue fabric again (the library renders its materials in steps: wait for them)
    await expect(page).toHaveURL(`${BASE}/fabrics?farbe=blau`);
    const cards = page.locator('.nt-fabric-card__link');
    await expect.poll(() => cards.count()).toBeGreaterThan(3);

    // a shared filtered URL opens filtered
    await page.goto('/fabrics?farbe=blau&material=jersey');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Jersey']);

    await page.getByRole('link', { name: 'Jersey Ozean', exact: true }).click();
    await expect(page).toHaveURL(`${BASE}/fabric/jersey-ozean`);
    await expect(pageTitle(page, 'Lieblingsstoffe')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Jersey Ozean' })).toBeVisible();
    await expect(page.getByText('Baumwolle', { exact: false }).first()).toBeVisible();

    const [shop] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Jetzt Stoff kaufen' }).click()]);
    await shop.waitForLoadState();
    expect(shop.url()).toBe('https://shop.nahtlos.de/stoffe/jersey-ozean');
    await shop.close();

    await page.getByRole('link', { name: 'Mehr Stoffe' }).click();
    await expect(page).toHaveURL(`${BASE}/fabrics`);
  });

  // Offline with the service worker blocked (the suite's default): the loaded app keeps working (this test, really
  // offline), and content it has seen once is kept on the device by the kernel for the next visit when the provider's
  // API cannot be reached (the next test). A reload while offline needs the service worker: the block below.
  test('offline after one online visit: the loaded app keeps working — offline banner, the fabric library and details', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Farbenfrohe Outfits' }).first()).toBeVisible(); // content loaded
    await appsStarted(page);
    const banner = offlineBanner(page);
    await expect(banner).toHaveCount(0);

    await context.setOffline(true);
    await expect(banner).toBeVisible();
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Stoffe' }).click();
    await expect(page).toHaveURL(`${BASE}/fabrics`);
    await expectFabricLibrary(page);
    await expect(banner).toBeVisible();

    await page.getByRole('link', { name: 'Ringel Ostsee', exact: true }).click();
    await expect(page).toHaveURL(`${BASE}/fabric/ringel-ostsee`);
    await expect(page.getByRole('heading', { level: 2, name: 'Ringel Ostsee' })).toBeVisible();
    await expect(banner).toBeVisible();
    await page.getByRole('link', { name: 'Mehr Stoffe' }).click();
    await expect(page.getByRole('link', { name: 'Ringel Ostsee', exact: true })).toBeVisible();

    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
  });

  test("the provider's API unreachable at the next visit: /fabrics renders from the copy kept on the device", async ({ page, context }) => {
    await page.goto('/fabrics');
    await expect(page.getByRole('link', { name: 'Ringel Ostsee', exact: true })).toBeVisible();
    // the kernel has written its copies of the content to the device
    for (const name of ['fabrics', 'materials']) {
      await expect.poll(async () => (await storedValue<{ data?: { items?: unknown[] } }>(page, `_Nahtlos_cache_${name}`))?.data?.items?.length ?? 0).toBeGreaterThan(0);
    }
    // from now on every API request fails as if the server were unreachable (the app's own files still load)
    const refused: string[] = [];
    await context.route(/\/api\//, (route) => {
      refused.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    // the host cannot reach the provider either: it sends the page to be rendered in the browser, without content
    await serveClientRendered(page);
    await page.reload();
    await expect(pageTitle(page, 'Stoffbibliothek')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ringel Ostsee', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Jersey' })).toBeVisible();
    await expect.poll(() => refused.some((url) => url.includes('/api/app/fabrics'))).toBe(true); // it did ask the server first
    await page.getByRole('link', { name: 'Ringel Ostsee', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Ringel Ostsee' })).toBeVisible();
  });

  test('unknown ids show German not-found messages with a way back; /pattern-details without state goes to /patterns', async ({ page }) => {
    await page.goto('/fabric/gibt-es-nicht');
    await expect(page.getByRole('heading', { name: 'Stoff nicht gefunden' })).toBeVisible();
    await page.goto('/inspiration/abc');
    await expect(page.getByRole('heading', { name: 'Inspiration nicht gefunden' })).toBeVisible();
    // one way home, not two
    await expect(page.getByRole('link', { name: 'Zur Startseite' })).toHaveCount(1);
    await page.goto('/pattern/gibt-es-nicht');
    await expect(page.getByRole('heading', { name: 'Schnittmuster nicht gefunden' })).toBeVisible();
    await page.getByRole('link', { name: 'Zu den Schnittmustern' }).click();
    await expect(page).toHaveURL(`${BASE}/patterns`);
    await page.goto('/pattern-details');
    await expect(page).toHaveURL(`${BASE}/patterns`);
  });

  test('images that cannot load show placeholders, never broken images; the header image is not repeated as a slide', async ({ page }) => {
    await page.goto('/fabric/ringel-ostsee');
    await expect(page.getByRole('heading', { level: 2, name: 'Ringel Ostsee' })).toBeVisible();
    const header = await page.locator('main img.lib-hero-image').getAttribute('src');
    const slides = await page.getByRole('img', { name: /Ringel Ostsee, Ansicht/ }).evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    expect(slides.length).toBeGreaterThan(0);
    expect(slides).not.toContain(header);

    // from now on the content's photos are missing (as offline for images never seen, or a 404)
    await page.context().route(/\/media\/.*\.(jpe?g|png)$/, (route) => route.fulfill({ status: 404, body: '' }));
    for (const url of ['/fabric/ringel-senf', '/inspiration/2', '/pattern/kapuzenpulli-finn']) {
      await page.goto(url);
      await expect(page.locator('.nt-image-missing').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const broken = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLImageElement>('main img'))
          .filter((image) => image.complete && image.naturalWidth === 0 && image.checkVisibility())
          .map((image) => image.src),
      );
      expect(broken, url).toEqual([]);
    }
  });

  test("/foto-feature explains the feature and its price; 'Los geht's' is never a dead button", async ({ page }) => {
    await page.goto('/inspiration/5');
    await expect(page.getByRole('link', { name: 'Jetzt los designen' })).toHaveCount(0);
    await page.getByRole('link', { name: "Los geht's" }).click();
    await expect(page).toHaveURL(`${BASE}/foto-feature`);
    await expect(page.getByText('3,99 €')).toBeVisible();
    // logged out on the web: buying needs an account (it is the account's), so 'Los geht's' leads to the
    // login and says why; no browser prompt, nothing owned
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: "Los geht's" }).click();
    await expect(page).toHaveURL(`${BASE}/login?redirect=%2Ffoto-feature`);
    await expect(page.getByText('Für das Foto Feature brauchst du ein Nahtlos Konto.', { exact: false })).toBeVisible();
    expect(dialogs).toEqual([]);
  });

  test('axe: no serious or critical violations on every library page', async ({ page }) => {
    test.setTimeout(120_000);
    const pages: [string, string | RegExp][] = [
      ['/', /Nahtlos/],
      ['/tabs/patterns', 'Schnittmuster'],
      ['/patterns', 'Schnittmuster'],
      ['/pattern/shirt-mila', 'Schnittmuster'],
      ['/inspiration/1', 'Inspiration'],
      ['/inspiration/5', 'Inspiration'],
      ['/fabrics', 'Stoffbibliothek'],
      ['/fabrics?farbe=blau&q=ringel', 'Stoffbibliothek'],
      ['/fabric/ringel-ostsee', 'Lieblingsstoffe'],
      ['/fabric/farbe-weiss', 'Lieblingsstoffe'],
      ['/fabric/gibt-es-nicht', 'Lieblingsstoffe'],
      ['/foto-feature', 'Foto Feature'],
    ];
    for (const [url, title] of pages) {
      await page.goto(url);
      await expect(pageTitle(page, title)).toBeAttached();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page, url);
    }
  });
});

/** The app's files this page loaded (scripts, manifests, remotes.json; not the provider's /api) that no cache holds yet. */
async function uncachedAppFiles(page: Page): Promise<string[]> {
  const cached = new Set(await cachedUrls(page));
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  return loaded.filter((url) => {
    const { pathname } = new URL(url);
    return /\.(js|json)$/.test(pathname) && !pathname.startsWith('/api/') && !cached.has(url);
  });
}

test.describe('offline reload (the web service worker)', () => {
  test.use({ serviceWorkers: 'allow' });

  test('reload /fabrics offline after one online visit: the app from the service worker, the fabrics from the kernel; /api never cached', async ({
    page,
    context,
  }) => {
    // the worker is registered once the first visit has settled: nothing of the page was loading for a while then
    await page.addInitScript(() => {
      const { serviceWorker } = navigator;
      const register = serviceWorker.register.bind(serviceWorker);
      serviceWorker.register = (...args) => {
        (window as unknown as { registeredAt: number }).registeredAt = performance.now();
        return register(...args);
      };
    });
    await page.goto('/fabrics');
    await expect(page.getByRole('link', { name: 'Ringel Ostsee', exact: true })).toBeVisible();
    await page.waitForFunction(() => 'registeredAt' in window, undefined, { timeout: 15_000 });
    const quietBeforeRegistration = await page.evaluate(() => {
      const registeredAt = (window as unknown as { registeredAt: number }).registeredAt;
      const loadedBefore = performance.getEntriesByType('resource').map((entry) => (entry as PerformanceResourceTiming).responseEnd);
      return registeredAt - Math.max(...loadedBefore.filter((end) => end < registeredAt));
    });
    // (the page waits 2 s without a fetch or a long task)
    expect(quietBeforeRegistration).toBeGreaterThanOrEqual(1900);
    for (const name of ['fabrics', 'materials']) {
      await expect.poll(async () => (await storedValue<{ data?: { items?: unknown[] } }>(page, `_Nahtlos_cache_${name}`))?.data?.items?.length ?? 0).toBeGreaterThan(0);
    }
    // the worker is installed and controls the page, and has the files of this first visit
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await expect.poll(() => uncachedAppFiles(page), { timeout: 15_000 }).toEqual([]);
    const online = await cachedUrls(page);
    expect(online.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    // the content-check worker is precached at install: an offline start checks content off the main thread too
    expect(online.some((url) => /\/content-check\.[0-9a-f]{8}\.js$/.test(url))).toBe(true);
    expect(online.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);

    await context.setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true); // without the worker: the browser's offline error page
    const banner = offlineBanner(page);
    await expectFabricLibrary(page);
    await expect(banner).toBeVisible();

    await page.getByRole('link', { name: 'Ringel Ostsee', exact: true }).click();
    await expect(page).toHaveURL(`${BASE}/fabric/ringel-ostsee`);
    await expect(page.getByRole('heading', { level: 2, name: 'Ringel Ostsee' })).toBeVisible();
    // a deep link whose code was loaded reloads offline too
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Ringel Ostsee' })).toBeVisible();
    await expect(banner).toBeVisible();

    // every cached answer is a real 200 (no opaque answer of a remote's origin, which could hide an error)
    const statuses = await page.evaluate(async () => {
      const found: number[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) found.push((await cache.match(request))?.status ?? -1);
      }
      return [...new Set(found)];
    });
    expect(statuses).toEqual([200]);
    // neither the API answers nor anything else of the provider's paths landed in a service worker cache
    const offline = await cachedUrls(page);
    expect(offline.filter((url) => /^\/(api|auth|logout|digital-products|dev)(\/|$)/.test(new URL(url).pathname))).toEqual([]);

    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
  });
});
