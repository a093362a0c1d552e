import { shellOrigin } from '../support/origins';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import http from 'node:http';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { appsStarted } from '../support/account';
import {
  deployRemote,
  readRemotes,
  remoteDirs,
  servedDist,
  writeRemotes,
} from '../support/deployment';
import { buildRemoteVariant, removeVariants } from '../support/remoteVariant';
import { appMarkup, appSelector, servedHtml } from '../support/serverRendering';
import { serveFolder, type StaticServer } from '../support/staticServer';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** In-app navigation the way every app link does it (history.pushState, seen by single-spa). */
async function navigateInApp(page: Page, to: string) {
  await page.evaluate((url) => window.history.pushState(null, '', url), to);
}

test.describe('micro-frontend foundation', () => {
  test('deep links render each remote, and navigation between all four works with back/forward', async ({ page }) => {
    await page.goto('/fabrics');
    await expect(heading(page, 'Stoffbibliothek')).toBeVisible();
    await page.goto('/configurator');
    await expect(heading(page, 'Schnitt designen')).toBeVisible();
    await page.goto('/profile');
    await expect(heading(page, 'Dein Profil')).toBeVisible();
    await page.goto('/login');
    await expect(heading(page, 'Einloggen')).toBeVisible();

    await page.goto('/');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Profil' }).click();
    await expect(heading(page, 'Dein Profil')).toBeVisible();
    await navigateInApp(page, '/login');
    await expect(heading(page, 'Einloggen')).toBeVisible();
    await navigateInApp(page, '/configurator');
    await expect(heading(page, 'Schnitt designen')).toBeVisible();
    await navigateInApp(page, '/fabrics');
    await expect(heading(page, 'Stoffbibliothek')).toBeVisible();

    await page.goBack();
    await expect(heading(page, 'Schnitt designen')).toBeVisible();
    await page.goBack();
    await expect(heading(page, 'Einloggen')).toBeVisible();
    await page.goBack();
    await expect(heading(page, 'Dein Profil')).toBeVisible();
    await page.goForward();
    await expect(heading(page, 'Einloggen')).toBeVisible();
    // only the active remote's page is in the document
    await expect(page.locator('#page-root > [id^="single-spa-application:"]')).toHaveCount(1);
  });

  test('unknown routes show the German 404 and /privacy is served by the frame', async ({ page }) => {
    await page.goto('/gibt-es-nicht');
    await expect(heading(page, 'Seite nicht gefunden')).toBeVisible();
    await page.getByRole('link', { name: 'Zur Startseite' }).click();
    await expect(page).toHaveURL(`${shellOrigin}/`);
    await page.goto('/privacy');
    await expect(heading(page, 'Datenschutz')).toBeVisible();
  });

  test('one kernel and one React: the online store drives the frame and a remote alike', async ({ page, context }) => {
    await page.goto('/profile');
    await expect(heading(page, 'Dein Profil')).toBeVisible();
    await appsStarted(page);
    await context.setOffline(true);
    await expect(page.getByText('Du bist offline. Deine Änderungen werden auf diesem Gerät gespeichert.')).toBeVisible();
    await expect(page.getByText('Du bist offline. Deine Outfits können gerade nicht hochgeladen werden.')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('Du bist offline. Deine Outfits können gerade nicht hochgeladen werden.')).toBeHidden();

    // visit every remote, then ask the kernel's guard what it saw
    for (const [url, title] of [
      ['/login', 'Einloggen'],
      ['/configurator', 'Schnitt designen'],
      ['/fabrics', 'Stoffbibliothek'],
    ] as const) {
      await navigateInApp(page, url);
      await expect(heading(page, title)).toBeVisible();
    }
    const report = await page.evaluate(() => {
      const registry = (globalThis as unknown as { __nahtlosKernel__: { kernelInstances: number; reactCopies: unknown[] } })
        .__nahtlosKernel__;
      return { kernels: registry.kernelInstances, reacts: registry.reactCopies.length };
    });
    expect(report).toEqual({ kernels: 1, reacts: 1 });
  });

  test('a remote that cannot be loaded shows the German fallback; the rest works; retry loads it', async ({ page }) => {
    const profileOrigin = new URL(readRemotes().mf_profile).origin;
    await page.route(`${profileOrigin}/**`, (route) => route.abort());
    await page.goto('/profile');
    await expect(page.getByText('Dieser Bereich konnte nicht geladen werden.')).toBeVisible();
    const retry = page.getByRole('button', { name: 'Erneut versuchen' });
    await expect(retry).toBeVisible();

    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Stoffe' }).click();
    await expect(heading(page, 'Stoffbibliothek')).toBeVisible();
    await navigateInApp(page, '/login');
    await expect(heading(page, 'Einloggen')).toBeVisible();

    await navigateInApp(page, '/profile');
    await expect(retry).toBeVisible();
    await retry.click(); // still blocked: the fallback stays
    await expect(retry).toBeEnabled();
    await expect(heading(page, 'Dein Profil')).toBeHidden();

    await page.unroute(`${profileOrigin}/**`);
    await retry.click();
    await expect(heading(page, 'Dein Profil')).toBeVisible();
  });

  test('one remote is redeployed and moved without rebuilding or restarting anything else', async ({ page, request }) => {
    test.setTimeout(300_000);
    const original = fs.mkdtempSync(path.join(os.tmpdir(), 'profile-original-'));
    fs.cpSync(servedDist('mf_profile'), original, { recursive: true });
    const remotesBefore = readRemotes();
    const label = `neu-${Date.now()}`;
    let movedServer: StaticServer | undefined;
    try {
      await page.goto('/profile');
      await expect(page.locator(`${appSelector('mf_profile')} [data-build]`)).toHaveCount(1);
      await expect(page.locator(`[data-build="${label}"]`)).toHaveCount(0);

      const rebuilt = await buildRemoteVariant(remoteDirs.mf_profile, 'foundation-redeploy', { label });
      deployRemote('mf_profile', rebuilt);
      await page.reload();
      await expect(page.locator(`${appSelector('mf_profile')} [data-build="${label}"]`)).toHaveCount(1);

      // move the remote to another origin by editing remotes.json only: the browser and the host load it from there
      movedServer = await serveFolder(rebuilt, 8093);
      writeRemotes({ ...remotesBefore, mf_profile: 'http://localhost:8093/mf-manifest.json' });
      const movedRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith('http://localhost:8093/')) movedRequests.push(request.url());
      });
      await page.reload();
      await expect(page.locator(`${appSelector('mf_profile')} [data-build="${label}"]`)).toHaveCount(1);
      expect(movedRequests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
      expect(movedRequests.some((url) => url.includes('__federation_expose_spa'))).toBe(true);
      // the host renders the page with the moved remote's server entry (the build label is in its markup)
      await expect
        .poll(async () => appMarkup((await servedHtml(request, '/profile')).html, 'mf_profile') ?? '', { timeout: 30_000 })
        .toContain(`data-build="${label}"`);
    } finally {
      writeRemotes(remotesBefore);
      deployRemote('mf_profile', original);
      await movedServer?.close();
      removeVariants();
    }
  });

  test('the static host sends chunks compressed at build time, caches them forever, and leaves API caching to the server', async ({ page, request }) => {
    const chunks: string[] = [];
    page.on('response', (response) => {
      if (/\.[0-9a-f]{8}\.js$/.test(new URL(response.url()).pathname)) chunks.push(response.url());
    });
    await page.goto('/');
    await expect(page.getByRole('navigation').first()).toBeVisible();
    // the tab bar is already in the host's page: the chunks have loaded once the apps have taken it over
    await appsStarted(page);
    await page.waitForLoadState('networkidle');
    expect(chunks.length).toBeGreaterThan(0);
    // every chunk above 1 KB (smaller ones are not worth compressing), from the shell and the remotes alike
    let compressed = 0;
    for (const url of chunks) {
      const plain = await request.get(url, { headers: { 'accept-encoding': 'identity' } });
      if ((await plain.body()).length < 1024) continue;
      const response = await request.get(url, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.headers()['content-encoding'], url).toMatch(/^(br|gzip)$/);
      compressed += 1;
    }
    expect(compressed).toBeGreaterThan(0);
    // the bytes on the wire are the build's Brotli at its best quality (made once, not per request at a lower one)
    const [largest] = await Promise.all(chunks.map(async (url) => ({ url, plain: await (await request.get(url, { headers: { 'accept-encoding': 'identity' } })).body() }))).then(
      (bodies) => bodies.sort((a, b) => b.plain.length - a.plain.length),
    );
    const onTheWire = await rawBody(largest.url, 'br');
    expect(onTheWire.equals(zlib.brotliCompressSync(largest.plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })), largest.url).toBe(true);
    const chunk = await request.get(chunks[0]);
    expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const index = await request.get('/', { headers: { accept: 'text/html' } });
    expect(index.headers()['cache-control']).toBe('no-cache');
    // proxied provider calls keep the provider's own headers (private user data must never be cached)
    const login = await request.post('/api/app/auth/user/login', { data: { email: 'demo@nahtlos.de', password: 'nahtlos-demo' } });
    expect(login.status()).toBe(200);
    const orders = await request.get('/api/app/orders', { headers: { authorization: `Bearer ${(await login.json()).token}` } });
    expect(orders.headers()['cache-control']).toBe('private, no-store');
  });
});

/** A response's body as sent, not decoded (Playwright's and Node's clients decode it). */
function rawBody(url: string, acceptEncoding: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () => resolve(Buffer.concat(parts)));
      })
      .on('error', reject);
  });
}
