/**
 * The native app's web bundle (issue 10: offline start): the shell plus a snapshot of every remote,
 * served from one local folder the way the WebView serves it, with every request to the remotes'
 * own origins (ports 8081–8084) blocked. The app must start and every route must render from the
 * bundled copies.
 */
import fs from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { fakeNativeBridge, type NativeCall } from '../support/nativeBridge';
import { makeNativeBundle, serveNativeBundle, type NativeBundleServer } from '../support/nativeBundle';
import { remotes, shell } from '../../shared-kernel/build/apps.cjs';
import { appSelector } from '../support/serverRendering';
import platformPackage from '../../shared-kernel/platform/package.json';

const FALLBACK = 'Dieser Bereich konnte nicht geladen werden.';
const REMOTE_ORIGINS = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\]):808[1-4]\//;

/** Every route of the apps manifest with sample parameters, plus a 404. */
const routes = [
  ...[...remotes.flatMap((remote) => remote.routes), ...shell.routes].map((pattern) => pattern.replace(/:[A-Za-z]+/g, '1')),
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

/** The web origin's remotes.json (the test deployment), readable from the app's origin (CORS). */
async function allowWebRemotesJson(page: Page): Promise<void> {
  await page.route('http://localhost:8080/remotes.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'access-control-allow-origin': '*' } });
  });
}

/**
 * In the app the provider's API is reached through CapacitorHttp (native, no CORS); in Chromium the
 * same requests to the API origin get the CORS headers that make them pass.
 */
async function apiThroughNativeHttp(page: Page): Promise<void> {
  await page.route(/^http:\/\/localhost:8080\/(api|auth|logout|digital-products)(\/|\?|$)/, async (route) => {
    const response = await route.fetch();
    const origin = (await route.request().headerValue('origin')) ?? bundle.url;
    await route.fulfill({
      response,
      headers: { ...response.headers(), 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' },
    });
  });
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
    expect(native).toMatchObject({ kernelMajor: Number(platformPackage.version.split('.')[0]), webRemotes: 'http://localhost:8080/remotes.json' });
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
        const path = new URL(page.url()).pathname;
        const owner = remotes.find((remote) => remote.routes.some((pattern) => new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`).test(path)));
        if (!owner) {
          // the frame's pages (/privacy, the 404)
          await expect(page.locator('h1').first()).toBeVisible();
        } else {
          const container = page.locator(`#page-root > ${appSelector(owner.name)}`);
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

  test('as the app (native bridge): starts on SQLite with the status bar styled; unreachable web remotes mean the bundled copies', async ({ page }) => {
    await page.addInitScript(fakeNativeBridge, 'android');
    await allowWebRemotesJson(page);
    await apiThroughNativeHttp(page);
    const blocked = await blockRemoteOrigins(page);
    const fromBundle = new Set<string>();
    page.on('requestfinished', (request) => {
      const match = /\/remotes\/(mf-[a-z]+)\/remoteEntry\.js/.exec(request.url());
      if (match && request.url().startsWith(bundle.url)) fromBundle.add(match[1]);
    });
    await page.goto(`${bundle.url}/profile`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dein Profil' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Stoffe' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Stoffbibliothek' })).toBeVisible();
    await expect(page.getByText(FALLBACK)).toHaveCount(0);
    expect([...fromBundle].sort()).toEqual(['mf-library', 'mf-profile']);
    expect(blocked.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true); // it did try the web builds first

    const nativeCalls = async () =>
      (await page.evaluate(() => (window as unknown as { __nativeCalls: NativeCall[] }).__nativeCalls)).map(
        (call) => `${call.plugin}.${call.method} ${JSON.stringify(call.options)}`,
      );
    // content and the session are kept on the device: SQLite rows
    await expect.poll(async () => (await nativeCalls()).some((call) => call.startsWith('CapacitorSQLite.run') && call.includes('_Nahtlos_cache_fabrics'))).toBe(true);
    const calls = await nativeCalls();
    expect(calls).toContain('CapacitorSQLite.open {"database":"Nahtlos","readonly":false}');
    expect(calls.some((call) => call.startsWith('CapacitorSQLite.query') && call.includes('SELECT value FROM kv WHERE key = ?'))).toBe(true);
    expect(calls).toContain('StatusBar.setStyle {"style":"LIGHT"}');
    expect(calls).toContain('StatusBar.setBackgroundColor {"color":"#EDE3D7"}');
    expect(calls).toContain('App.addListener {"eventName":"appStateChange"}');
    expect(calls).toContain('App.addListener {"eventName":"backButton"}');
    expect(calls).toContain('Network.getStatus {}');
  });

  test('as the app: compatible web remotes are used when reachable, a broken one falls back to its bundled copy', async ({ page }) => {
    await page.addInitScript(fakeNativeBridge, 'android');
    await allowWebRemotesJson(page);
    // mf_library's web build is broken: its entry script cannot load
    await page.route(/^http:\/\/localhost:8082\/remoteEntry\.js/, (route) => route.abort('failed'));
    const loaded: string[] = [];
    page.on('requestfinished', (request) => {
      if (/remoteEntry\.js/.test(request.url())) loaded.push(new URL(request.url()).href.replace(/\?.*$/, ''));
    });
    await page.goto(`${bundle.url}/profile`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dein Profil' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Stoffe' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Stoffbibliothek' })).toBeVisible();
    await expect(page.getByText(FALLBACK)).toHaveCount(0);
    expect(loaded).toContain('http://localhost:8083/remoteEntry.js'); // profile: the newer web build
    expect(loaded).toContain(`${bundle.url}/remotes/mf-library/remoteEntry.js`); // library: the bundled fallback
  });
});
