/**
 * The native app's web bundle (issue 10: offline start): the shell plus a snapshot of every remote,
 * served from one local folder the way the WebView serves it, with every request to the remotes'
 * own origins (ports 8081–8084) blocked. The app must start and every route must render from the
 * bundled copies.
 */
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { makeNativeBundle, serveNativeBundle, type NativeBundleServer } from '../support/nativeBundle';
import { ownerOf, routeTable } from '../../shell/src/routeTable';

const FALLBACK = 'Dieser Bereich konnte nicht geladen werden.';
const REMOTE_ORIGINS = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\]):808[1-4]\//;

/** Every route of the route table with sample parameters, plus a 404. */
const routes = [
  ...Object.values(routeTable)
    .flat()
    .map((pattern) => pattern.replace(/:[A-Za-z]+/g, '1')),
  '/gibt-es-nicht',
];

let bundleDir: string;
let bundle: NativeBundleServer;

test.beforeAll(async () => {
  bundleDir = makeNativeBundle();
  bundle = await serveNativeBundle(bundleDir);
});

test.afterAll(async () => {
  await bundle?.close();
  if (bundleDir) fs.rmSync(bundleDir, { recursive: true, force: true });
});

async function blockRemoteOrigins(page: Page): Promise<string[]> {
  const blocked: string[] = [];
  await page.route(REMOTE_ORIGINS, (route) => {
    blocked.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  return blocked;
}

test.describe('native web bundle (offline start)', () => {
  test('the bundle carries every remote and a remotes.json pointing at the bundled copies', async ({ request }) => {
    const remotes = (await (await request.get(`${bundle.url}/remotes.json`)).json()) as Record<string, string>;
    expect(Object.keys(remotes).sort()).toEqual(['mf_account', 'mf_configurator', 'mf_library', 'mf_profile']);
    for (const url of Object.values(remotes)) {
      expect(url).toMatch(/^\/remotes\/mf-[a-z]+\/mf-manifest\.json$/);
      expect((await request.get(`${bundle.url}${url}`)).ok()).toBe(true);
    }
    const native = await (await request.get(`${bundle.url}/native.json`)).json();
    expect(native).toMatchObject({ kernelMajor: 1, webRemotes: 'http://localhost:8080/remotes.json' });
  });

  test('the app starts and every route renders from the bundled copies with the remote origins blocked', async ({ page }) => {
    test.setTimeout(180_000);
    const blocked = await blockRemoteOrigins(page);
    const remoteFiles = new Set<string>();
    page.on('requestfinished', (request) => {
      const match = /\/remotes\/(mf-[a-z]+)\//.exec(new URL(request.url()).pathname);
      if (match && request.url().startsWith(bundle.url)) remoteFiles.add(match[1]);
    });

    for (const route of routes) {
      await test.step(route, async () => {
        await page.goto(`${bundle.url}${route}`);
        const owner = ownerOf(new URL(page.url()).pathname);
        if (owner === 'frame' || owner === null) {
          await expect(page.locator('h1').first()).toBeVisible();
        } else {
          const container = page.locator(`#page-root .app-container[data-app="${owner}"]`);
          await expect(container.locator('h1, h2, form, header').first()).toBeVisible();
        }
        await expect(page.getByText(FALLBACK)).toHaveCount(0);
      });
    }

    expect([...remoteFiles].sort()).toEqual(['mf-account', 'mf-configurator', 'mf-library', 'mf-profile']);
    expect(blocked).toEqual([]); // nothing even tried the remote origins
  });

  test('in-app navigation between all four bundled remotes works offline from the remotes', async ({ page }) => {
    await blockRemoteOrigins(page);
    await page.goto(`${bundle.url}/`);
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await nav.getByRole('link', { name: 'Profil' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dein Profil' })).toBeVisible();
    await nav.getByRole('link', { name: 'Stoffe' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Stoffbibliothek' })).toBeVisible();
    await page.evaluate(() => window.history.pushState(null, '', '/configurator'));
    await expect(page.getByRole('heading', { level: 1, name: 'Schnitt designen' })).toBeVisible();
    await page.evaluate(() => window.history.pushState(null, '', '/login'));
    await expect(page.getByRole('heading', { level: 1, name: 'Einloggen' })).toBeVisible();
    await expect(page.getByText(FALLBACK)).toHaveCount(0);
  });
});
