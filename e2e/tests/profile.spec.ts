import { shellOrigin } from '../support/origins';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { apiLogin, createActiveAccount, createDesignThroughUi, DEMO, expectNoSeriousA11yIssues, heading, loginThroughUi, screenshot, serverProjects, waitForProviderServer, appsStarted } from '../support/account';
import { expectPublishedContent } from '../support/content';
import { appSelector } from '../support/serverRendering';

test.beforeEach(async ({ context, baseURL, request }) => {
  await waitForProviderServer(request);
  await expectPublishedContent(context, baseURL!);
});

const creations = (page: Page) => page.getByRole('region', { name: 'Deine Kreationen', exact: true });
const syncButton = (page: Page) => page.getByRole('button', { name: 'Synchronisieren' });

test.describe('profile', () => {
  test('logged out: teaser, empty lists, camera teaser, footer; offline notice; the not-connected warning once', async ({ page, context }) => {
    test.setTimeout(90_000);
    await page.goto('/profile');
    await expect(heading(page, 'Dein Profil')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Speichere deine Outfits jetzt dauerhaft!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Einloggen' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Profil anlegen' })).toHaveAttribute('href', '/register');
    await expect(page.getByText('Es sind noch keine Schnittmuster gespeichert')).toBeVisible();
    await expect(page.getByText('Noch keine Inspirationen gespeichert')).toBeVisible();
    await expect(page.getByRole('link', { name: "Los geht's" })).toHaveAttribute('href', '/foto-feature');
    await expect(page.getByRole('link', { name: 'Impressum' })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'AGB' })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', '/privacy');
    await expect(page.getByRole('heading', { name: 'DEINE E-BOOKS' })).toBeHidden();
    // the build is named in the markup for whoever deploys it, never shown to users
    await expect(page.locator(`${appSelector('mf_profile')} [data-build]`)).toHaveCount(1);
    await expect(page.getByText('Version', { exact: false })).toHaveCount(0);
    await screenshot(page, 'profile-logged-out');
    await expectNoSeriousA11yIssues(page, 'profile logged out');

    await appsStarted(page);
    await context.setOffline(true);
    await expect(page.getByText('Du bist offline. Deine Outfits können gerade nicht hochgeladen werden.')).toBeVisible();
    await expect(page.getByText('Speichere deine Outfits jetzt dauerhaft!')).toBeHidden();
    await screenshot(page, 'profile-offline-logged-out');
    await expectNoSeriousA11yIssues(page, 'profile offline, logged out');
    await context.setOffline(false);

    // a saved inspiration shows with its tag and title
    await page.goto('/inspiration/2');
    await page.getByRole('button', { name: /^Inspiration merken:/ }).click();
    await expect(page.getByRole('button', { name: /^Inspiration nicht mehr merken:/ })).toBeVisible();
    await page.goto('/profile');
    const inspirations = page.getByRole('region', { name: 'Deine Inspiration', exact: true });
    await expect(inspirations.getByText('Stoffkunde')).toBeVisible();
    await expect(inspirations.getByText('Jersey, Sweat & Co.')).toBeVisible();
    await expect(inspirations.getByRole('link')).toHaveAttribute('href', '/inspiration/2');
    await expect(page.getByText('Noch keine Inspirationen gespeichert')).toBeHidden();
    await screenshot(page, 'profile-logged-out-inspiration');
    await expectNoSeriousA11yIssues(page, 'profile with a saved inspiration');

    // a design kept without an account → 'Achtung' … 'Bestätigen', shown once until confirmed
    await createDesignThroughUi(page, 'Nur lokal');
    const dialog = page.getByRole('dialog', { name: 'Achtung' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Deine Kreationen werden nur lokal auf diesem Gerät gespeichert.');
    await screenshot(page, 'profile-not-connected-warning');
    await expectNoSeriousA11yIssues(page, 'profile with the not-connected warning');
    await dialog.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(dialog).toBeHidden();
    await expect(creations(page).getByRole('link', { name: 'Nur lokal' })).toBeVisible();
    await page.reload();
    await expect(creations(page).getByRole('link', { name: 'Nur lokal' })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('offline while logged in: offline notice, sync does nothing, nothing is lost', async ({ page, context, request }) => {
    test.setTimeout(120_000);
    const user = await createActiveAccount(request);
    await loginThroughUi(page, user);
    await createDesignThroughUi(page, 'Online gemacht');
    const { token } = await apiLogin(request, user);
    await expect.poll(async () => (await serverProjects(request, token)).map((project) => project.name)).toEqual(['Online gemacht']);

    await context.setOffline(true);
    await expect(page.getByText('Du bist offline. Deine Outfits können gerade nicht hochgeladen werden.')).toBeVisible();
    // a design made offline is kept on the device and marked as not uploaded
    await createDesignThroughUi(page, 'Offline gemacht', { inApp: true });
    await expect(creations(page).getByRole('link', { name: 'Offline gemacht – Noch nicht hochgeladen' })).toBeVisible();
    await expect(creations(page).getByRole('link', { name: 'Online gemacht', exact: true })).toBeVisible();
    await screenshot(page, 'profile-offline-logged-in');
    await expectNoSeriousA11yIssues(page, 'profile offline, logged in');

    const apiCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/app/')) apiCalls.push(req.url());
    });
    await expect(syncButton(page)).toHaveAttribute('aria-disabled', 'true');
    await syncButton(page).click({ force: true });
    await page.waitForTimeout(500);
    expect(apiCalls).toEqual([]);
    await expect(page.getByRole('button', { name: 'Synchronisiere...' })).toHaveCount(0);

    // back online: one sync uploads it, both are there
    await context.setOffline(false);
    await expect(page.getByText('Du bist offline. Deine Outfits können gerade nicht hochgeladen werden.')).toBeHidden();
    await syncButton(page).click();
    await expect(creations(page).getByRole('link', { name: 'Offline gemacht', exact: true })).toBeVisible();
    await expect
      .poll(async () => (await serverProjects(request, token)).map((project) => project.name).sort())
      .toEqual(['Offline gemacht', 'Online gemacht']);
  });

  test('two devices on one account: made on A appears on B after sync; deleted on B disappears on A', async ({ browser, request }) => {
    test.setTimeout(150_000);
    const user = await createActiveAccount(request);
    const deviceA = await browser.newContext();
    const deviceB = await browser.newContext();
    try {
      for (const context of [deviceA, deviceB]) {
        await expectPublishedContent(context, shellOrigin);
      }
      const a = await deviceA.newPage();
      const b = await deviceB.newPage();
      await loginThroughUi(a, user);
      await loginThroughUi(b, user);
      await expect(b.getByText('Es sind noch keine Schnittmuster gespeichert')).toBeVisible();

      await createDesignThroughUi(a, 'Von Gerät A');
      await expect(creations(a).getByRole('link', { name: 'Von Gerät A' })).toBeVisible();
      const { token } = await apiLogin(request, user);
      await expect.poll(async () => (await serverProjects(request, token)).map((project) => project.name)).toEqual(['Von Gerät A']);

      // B: 'Synchronisieren' brings it
      await syncButton(b).click();
      const onB = creations(b).getByRole('link', { name: 'Von Gerät A' });
      await expect(onB).toBeVisible();
      await screenshot(b, 'profile-logged-in-with-project');

      // B deletes it
      await onB.click();
      await expect(b).toHaveURL(/\/details\//);
      await b.getByRole('button', { name: 'Design löschen' }).click();
      await b.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
      await expect(b).toHaveURL(/\/profile$/);
      await expect(b.getByText('Es sind noch keine Schnittmuster gespeichert')).toBeVisible();
      await expect.poll(async () => (await serverProjects(request, token)).length).toBe(0);

      // A: after 'Synchronisieren' it is gone
      await expect(creations(a).getByRole('link', { name: 'Von Gerät A' })).toBeVisible();
      await syncButton(a).click();
      await expect(a.getByText('Es sind noch keine Schnittmuster gespeichert')).toBeVisible();
      await expect(creations(a)).toHaveCount(0);
    } finally {
      await deviceA.close();
      await deviceB.close();
    }
  });

  test('e-books: order cards, and the download opens a real PDF in a new tab', async ({ page, context }) => {
    await loginThroughUi(page, DEMO);
    const ebooks = page.locator('.pf-orders');
    await expect(page.getByRole('heading', { name: 'DEINE E-BOOKS' })).toBeVisible();
    await expect(ebooks.getByRole('listitem').first()).toBeVisible();
    const first = ebooks.getByRole('listitem').first();
    await expect(first.getByRole('heading', { level: 3 })).not.toBeEmpty();
    await expect(first.locator('.pf-order__size')).toContainText('Größe:');
    await expect(first.locator('img')).toHaveJSProperty('complete', true);
    expect(await first.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await screenshot(page, 'profile-logged-in-ebooks');
    await expectNoSeriousA11yIssues(page, 'profile logged in with e-books');

    const download = first.getByRole('link', { name: /herunterladen \(öffnet in neuem Tab\)$/ });
    await expect(download).toHaveAttribute('target', '_blank');
    const href = await download.getAttribute('href');
    expect(href).toMatch(/^\/digital-products\/download\?asset=/);
    const popupPromise = context.waitForEvent('page');
    await download.click();
    const popup = await popupPromise;
    await expect.poll(() => popup.url()).toContain('/digital-products/download?asset=');
    await popup.close();

    const pdf = await context.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
