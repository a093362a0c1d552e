/**
 * Issue 36, point 7: the frictions a user named, each as the user meets it (production builds, the real server).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { createActiveAccount, heading, loginThroughUi, newUser, screenshot, waitForMail, waitForProviderServer } from '../support/account';
import { waitForDrawing } from '../support/configurator';
import { expectPublishedContent } from '../support/content';
import { shellOrigin } from '../support/origins';

test.beforeEach(async ({ context, request }) => {
  await waitForProviderServer(request);
  await expectPublishedContent(context, shellOrigin);
});

const areaButton = (page: Page, name: string) => page.getByRole('group', { name: 'Bereiche' }).getByRole('button', { name, exact: true });

/** The activation mails the dev outbox holds for `email`. */
async function activationMails(request: APIRequestContext, email: string): Promise<number> {
  const response = await request.get(`/dev/mail?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: { links: string[] }[] };
  return messages.filter((message) => message.links.some((link) => link.includes('/auth/activation/'))).length;
}

/** The page on a phone (412 × 915) and on a desktop (1366 × 900), for looking at (not compared). */
async function screenshots(page: Page, name: string) {
  const before = page.viewportSize();
  for (const viewport of [{ width: 412, height: 915 }, { width: 1366, height: 900 }]) {
    await page.setViewportSize(viewport);
    await screenshot(page, `${name}-${viewport.width}`);
  }
  if (before) await page.setViewportSize(before);
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Einloggen' }).click();
}

test.describe('frictions a user named (issue 36, 7)', () => {
  test("photo feature, logged out: 'Los geht's' says an account is needed and the login comes back to the purchase", async ({ page, request }) => {
    test.setTimeout(90_000);
    const user = await createActiveAccount(request);
    await page.goto('/foto-feature');
    await page.getByRole('button', { name: "Los geht's" }).click();

    await expect(page).toHaveURL(/\/login\?redirect=%2Ffoto-feature$/);
    await expect(page.getByText('Für das Foto Feature brauchst du ein Nahtlos Konto. Logge dich ein oder lege ein Profil an – danach geht es mit dem Kauf weiter.')).toBeVisible();
    // the registration is offered with the same way back
    await expect(page.getByRole('link', { name: 'Noch kein Konto? Profil anlegen' })).toHaveAttribute('href', '/register?redirect=%2Ffoto-feature');
    await screenshots(page, 'frictions-login-from-foto-feature');
    await expectNoSeriousA11yViolations(page, 'login from the photo feature');

    // the account's first login: the first-login page, then back at the purchase (not the profile)
    await fillLogin(page, user.email, user.password);
    await expect(page).toHaveURL(/\/login\/app-connected\?redirect=%2Ffoto-feature$/, { timeout: 20_000 });
    await page.getByRole('link', { name: 'Weiter', exact: true }).click();
    await expect(page).toHaveURL(`${shellOrigin}/foto-feature`);
    await expect(heading(page, 'Foto Feature')).toBeVisible();

    // logged in now, 'Los geht's' goes on to the checkout
    await page.getByRole('button', { name: "Los geht's" }).click();
    await expect(page).toHaveURL(new RegExp(`^${shellOrigin}/dev/checkout/`));
  });

  test('photo feature, no account yet: register → activation link in another tab → login → back at the purchase', async ({ page, context, request }) => {
    test.setTimeout(90_000);
    const user = newUser('fotoreg');
    await page.goto('/foto-feature');
    await page.getByRole('button', { name: "Los geht's" }).click();
    await page.getByRole('link', { name: 'Noch kein Konto? Profil anlegen' }).click();
    await expect(page).toHaveURL(/\/register\?redirect=%2Ffoto-feature$/);
    await page.getByLabel('Benutzername').fill(user.username);
    await page.getByLabel('E-Mail').fill(user.email);
    await page.getByLabel('Passwort', { exact: true }).fill(user.password);
    await page.getByLabel('Passwort wiederholen').fill(user.password);
    await page.getByRole('button', { name: 'Profil anlegen' }).click();
    await expect(heading(page, 'Schön, dass du da bist!')).toBeVisible();

    // the mail's link opens in a tab of its own
    const { link } = await waitForMail(request, user.email, '/auth/activation/');
    const mailTab = await context.newPage();
    await mailTab.goto(link);
    await expect(heading(mailTab, 'Geschafft!')).toBeVisible();
    await mailTab.getByRole('link', { name: 'Zum Login' }).click();
    await expect(mailTab).toHaveURL(/\/login\?redirect=%2Ffoto-feature$/);
    await expect(mailTab.getByText(/Für das Foto Feature brauchst du ein Nahtlos Konto/)).toBeVisible();
    await fillLogin(mailTab, user.email, user.password);
    await mailTab.getByRole('link', { name: 'Weiter', exact: true }).click();
    await expect(mailTab).toHaveURL(`${shellOrigin}/foto-feature`);
    await expect(mailTab.getByRole('button', { name: "Los geht's" })).toBeVisible();
  });

  test("'Synchronisieren' says how it ended", async ({ page, request }) => {
    test.setTimeout(90_000);
    const user = await createActiveAccount(request);
    await loginThroughUi(page, user);
    const sync = page.getByRole('button', { name: 'Synchronisieren' });
    const result = page.locator('.pf-toolbar').getByRole('status');

    await sync.click();
    await expect(result).toHaveText('Alles ist synchronisiert.');
    await screenshots(page, 'frictions-sync-done');

    // the server cannot be reached: a German error in the same place, and the next run clears it
    await page.route('**/api/app/custom-fabrics', (route) => route.abort('connectionrefused'));
    await sync.click();
    await expect(result).toHaveText('Die Synchronisierung hat nicht geklappt. Versuche es bitte erneut.');
    await screenshots(page, 'frictions-sync-failed');
    await expectNoSeriousA11yViolations(page, 'profile after a failed sync');
    await page.unroute('**/api/app/custom-fabrics');
    await sync.click();
    await expect(result).toHaveText('Alles ist synchronisiert.');
  });

  test('configurator: the arrow keys select the area they move to; the area row is one tab stop', async ({ page }) => {
    await page.goto('/configurator/shirt-mila');
    await waitForDrawing(page);
    const [first, second] = (await page.getByRole('group', { name: 'Bereiche' }).getByRole('button').allTextContents()).map((name) => name.trim());
    await expect(areaButton(page, first)).toHaveAttribute('aria-pressed', 'true');

    await areaButton(page, first).focus();
    await page.keyboard.press('ArrowRight');
    await expect(areaButton(page, second)).toBeFocused();
    await expect(areaButton(page, second)).toHaveAttribute('aria-pressed', 'true');
    await expect(areaButton(page, first)).toHaveAttribute('aria-pressed', 'false');
    // the fabrics shown are the new area's: the fabric row is named after it
    await expect(page.getByRole('group', { name: `Stoffe: ${second}` })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(areaButton(page, first)).toHaveAttribute('aria-pressed', 'true');

    // Tab leaves the row at once (to the materials), Shift+Tab comes back to the selected area
    await page.keyboard.press('Tab');
    await expect(page.getByRole('group', { name: 'Material' }).getByRole('button').first()).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(areaButton(page, first)).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'configurator after keyboard selection');
  });

  test('an empty design is saved only after a hint', async ({ page }) => {
    await page.goto('/configurator/body-lotte');
    await waitForDrawing(page);
    const finish = page.locator('.cfg-actions').getByRole('button', { name: 'Fertig stellen' });
    const hint = page.getByRole('dialog', { name: 'Dein Design ist noch leer' });

    await finish.click();
    await expect(hint).toContainText('Du hast noch keinem Bereich einen Stoff oder eine Farbe gegeben.');
    await screenshot(page, 'frictions-empty-design');
    await hint.getByRole('button', { name: 'Weiter gestalten' }).click();
    await expect(hint).toHaveCount(0);
    await expect(page).toHaveURL(/\/configurator\/body-lotte$/);

    await finish.click();
    await hint.getByRole('button', { name: 'Trotzdem speichern' }).click();
    await expect(page).toHaveURL(/\/configuration\/save$/);
  });

  test("login with an address not yet confirmed: 'Ungültige Zugangsdaten.' and 'E-mail erneut senden' beside it", async ({ page, request }) => {
    test.setTimeout(90_000);
    const user = newUser('unconf');
    const registered = await request.post('/auth/user/register', {
      data: { name: user.username, email: user.email, email_repeat: user.email, password: user.password, password_confirmation: user.password },
    });
    expect(registered.status()).toBe(200);
    await expect.poll(() => activationMails(request, user.email)).toBe(1);
    const resend = page.getByRole('button', { name: 'E-mail erneut senden' });

    // a wrong password: the spec's text only, nothing about the account
    await page.goto('/login');
    await fillLogin(page, user.email, 'ganz-falsch-1234');
    await expect(page.getByRole('alert')).toHaveText('Ungültige Zugangsdaten.');
    await expect(resend).toHaveCount(0);

    // the right password: the same text, and the activation mail can be sent again
    await page.getByLabel('Passwort', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Einloggen' }).click();
    await expect(resend).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Ungültige Zugangsdaten.');
    await resend.click();
    await expect(page.getByRole('status').filter({ hasText: 'Wir haben dir eine E-Mail geschickt.' })).toBeVisible();
    await expect.poll(() => activationMails(request, user.email)).toBe(2);
    await screenshots(page, 'frictions-login-not-activated');
    await expectNoSeriousA11yViolations(page, 'login of an unconfirmed address');
  });

  for (const viewport of [{ width: 412, height: 915 }, { width: 1366, height: 900 }]) {
    test(`at ${viewport.width} × ${viewport.height} the bar with undo, redo and 'Fertig stellen' hides what scrolls under it`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/configurator/jacke-paul');
      await waitForDrawing(page);
      // a fabric in every area and the yardage open: the controls hold as much text as they can
      for (const area of await page.getByRole('group', { name: 'Bereiche' }).getByRole('button').all()) {
        await area.click();
        await page.locator('.cfg-fabrics button[data-fabric-id]').nth(1).click();
      }
      await page.locator('.cfg-yardage > summary').click();
      await page.mouse.wheel(0, 600);
      const bar = page.locator('.cfg-actions');
      await expect(bar.getByRole('button', { name: 'Fertig stellen' })).toBeVisible();
      // what the user sees at the bar's middle is the bar, not text under it
      const box = (await bar.boundingBox())!;
      const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.cfg-actions') !== null, { x: box.x + 60, y: box.y + box.height / 2 });
      expect(onTop).toBe(true);
      expect(await bar.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(237, 227, 215)');
      await screenshot(page, `frictions-configurator-bar-${viewport.width}`);
    });
  }
});
