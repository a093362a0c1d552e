/**
 * Offline after one online visit (issue 36, point 3): the service worker keeps, once that visit has settled, every
 * remote's start files and every pattern's drawing (shell/src/keepForOffline.ts), so every tab renders offline and a
 * pattern never opened on the device can be designed and saved; the design uploads by itself once back online.
 */
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { apiLogin, createActiveAccount, heading, loginThroughUi, navigateInApp, serverProjects, waitForProviderServer } from '../support/account';
import { storedDrafts, waitForDrawing } from '../support/configurator';
import { expectPublishedContent } from '../support/content';
import { remoteOrigin, shellOrigin } from '../support/origins';
import { cachedUrls } from '../support/storage';
import { remoteNames } from '../../shared-kernel/build/apps.cjs';

test.use({ serviceWorkers: 'allow' });

const REMOTE_FAILED = 'Dieser Bereich konnte nicht geladen werden.';
const creations = (page: Page) => page.getByRole('region', { name: 'Deine Kreationen', exact: true });

test.beforeEach(async ({ context, baseURL, request }) => {
  await waitForProviderServer(request);
  await expectPublishedContent(context, baseURL!);
});

test('one online visit to /login: offline every tab renders and a pattern never opened is designed, saved and uploaded once back online', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const { data: patterns } = (await (await request.get('/api/app/sewing-patterns')).json()) as {
    data: { id: string; name: string; path: string; shadowPath: string; blankPath?: string }[];
  };
  const neverOpened = patterns.find((pattern) => pattern.id === 'shirt-mila')!;

  // the one online visit: the account's pages only (no library, no configurator, no pattern opened)
  const user = await createActiveAccount(request);
  await loginThroughUi(page, user);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const kept = [
    ...remoteNames.flatMap((name) => [`${remoteOrigin(name)}/mf-manifest.json`, `${remoteOrigin(name)}/remoteEntry.js`]),
    ...patterns.flatMap((pattern) => [pattern.path, pattern.shadowPath, ...(pattern.blankPath ? [pattern.blankPath] : [])].map((path) => `${shellOrigin}${path}`)),
  ];
  await expect
    .poll(async () => {
      const cached = new Set(await cachedUrls(page));
      return kept.filter((url) => !cached.has(url));
    }, { timeout: 30_000 })
    .toEqual([]);
  // (the chunks of the configurator's drawing code, never run on this device, are among them)
  expect((await cachedUrls(page)).filter((url) => url.startsWith(remoteOrigin('mf_configurator')) && /\.[0-9a-f]{8}\.js$/.test(url)).length).toBeGreaterThan(2);

  await context.setOffline(true);
  const tabs: [string, (page: Page) => ReturnType<Page['getByText']>][] = [
    ['/', (page) => page.getByText('Dein Outfit, deine Stoffe')],
    ['/patterns', (page) => page.getByRole('link', { name: neverOpened.name }).first()],
    ['/fabrics', (page) => page.getByRole('link', { name: 'Ringel Ostsee', exact: true })],
    ['/profile', (page) => heading(page, 'Dein Profil')],
  ];
  for (const [route, content] of tabs) {
    await page.goto(route);
    await expect(content(page), route).toBeVisible();
    await expect(page.getByText(REMOTE_FAILED), route).toHaveCount(0);
  }

  // the pattern never opened: its drawing is there, it is designed and saved on the device
  await page.goto(`/configurator/${neverOpened.id}`);
  await waitForDrawing(page);
  await expect(page.getByRole('alert')).toHaveCount(0);
  const fabric = page.locator('.cfg-fabrics button[data-fabric-id]').nth(2);
  await fabric.click();
  await expect(fabric).toHaveAttribute('aria-pressed', 'true');
  await page.locator('#main-header').getByRole('button', { name: 'Fertig stellen' }).click();
  await expect(page).toHaveURL(/\/configuration\/save$/);
  await page.getByLabel('Projektname').fill('Offline entworfen');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(creations(page).getByRole('link', { name: 'Offline entworfen – Noch nicht hochgeladen' })).toBeVisible();

  // back online: it uploads by itself, nobody taps anything
  await context.setOffline(false);
  const { token } = await apiLogin(request, user);
  await expect.poll(async () => (await serverProjects(request, token)).map((project) => project.name), { timeout: 30_000 }).toEqual(['Offline entworfen']);
  await expect(creations(page).getByRole('link', { name: 'Offline entworfen', exact: true })).toBeVisible();
});

test("the worker keeps the files for offline two at a time: the page's own requests are not queued behind them", async ({ page, context, request }) => {
  const { data: patterns } = (await (await request.get('/api/app/sewing-patterns')).json()) as { data: { path: string }[] };
  const drawings = new Set(patterns.map((pattern) => pattern.path));
  // each drawing's download is held a while, so downloads asked at once would be seen at once
  let loading = 0;
  let mostAtOnce = 0;
  const asked = new Set<string>();
  await context.route(
    (url) => drawings.has(url.pathname),
    async (route) => {
      asked.add(new URL(route.request().url()).pathname);
      loading += 1;
      mostAtOnce = Math.max(mostAtOnce, loading);
      await new Promise((resolve) => setTimeout(resolve, 400));
      loading -= 1;
      await route.continue();
    },
  );
  // /login draws no pattern: every drawing asked for is the worker's, kept for offline
  await page.goto('/login');
  await expect.poll(() => asked.size, { timeout: 60_000 }).toBe(drawings.size);
  expect(mostAtOnce).toBe(2);
});

test.describe('a drawing this device has not loaded yet (no service worker)', () => {
  test.use({ serviceWorkers: 'block' });

  test('offline: the page says so in German, the design stays a draft, and the drawing loads once back online', async ({ page, context }) => {
    await page.goto('/configurator/body-lotte');
    await waitForDrawing(page);
    await context.setOffline(true);
    await navigateInApp(page, '/configurator/shirt-mila');
    const missing = page.getByRole('alert').filter({ hasText: 'Du bist offline und die Zeichnung dieses Schnittmusters ist auf diesem Gerät noch nicht geladen.' });
    await expect(missing).toBeVisible();

    const fabric = page.locator('.cfg-fabrics button[data-fabric-id]').nth(2);
    await fabric.click();
    await expect(fabric).toHaveAttribute('aria-pressed', 'true');
    // 'Fertig stellen' says why it cannot save yet (never a silent no-op); the design is kept on the device
    await page.locator('#main-header').getByRole('button', { name: 'Fertig stellen' }).click();
    await expect(page.getByText('Die Zeichnung ist noch nicht geladen, daher kann dein Design noch nicht gespeichert werden.', { exact: false })).toBeVisible();
    await expect(page).toHaveURL(/\/configurator\/shirt-mila$/);
    expect(Object.keys(await storedDrafts(page)).filter((key) => key.endsWith(':new:shirt-mila'))).toHaveLength(1);

    await context.setOffline(false);
    await waitForDrawing(page);
    await expect(missing).toHaveCount(0);
    await expect(fabric).toHaveAttribute('aria-pressed', 'true');
  });
});
