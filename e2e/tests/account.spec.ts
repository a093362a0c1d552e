import { shellOrigin } from '../support/origins';
import { expect, test } from '../support/test';
import {
  apiLogin,
  createActiveAccount,
  DEMO,
  expectNoSeriousA11yIssues,
  heading,
  loginThroughUi,
  newUser,
  screenshot,
  storedValue,
  waitForProviderServer,
  waitForMail,
} from '../support/account';

test.beforeEach(async ({ request }) => {
  await waitForProviderServer(request);
});

test.describe('account', () => {
  test('register → activation mail → activate → login → sync → app connected → profile; logout → teaser', async ({ page, request }) => {
    test.setTimeout(120_000);
    const user = newUser('reg');

    // ── register ──
    await page.goto('/register');
    await expect(heading(page, 'Profil Anlegen')).toBeVisible();
    await expect(page.getByText('Überlege gut! Du kannst ihn später nicht mehr ändern.')).toBeVisible();
    await expect(page.getByText('Mindestens 8 Zeichen.')).toBeVisible();
    await page.getByLabel('Benutzername').fill(user.username);
    await page.getByLabel('E-Mail').fill(user.email);
    await page.getByLabel('Passwort', { exact: true }).fill(user.password);
    await page.getByLabel('Passwort wiederholen').fill('anders-als-vorher');
    await page.getByRole('button', { name: 'Profil anlegen' }).click();
    await expect(page.getByRole('alert')).toHaveText('Die Passwörter stimmen nicht überein.');
    await screenshot(page, 'register-error');
    await expectNoSeriousA11yIssues(page, 'register with error');
    await page.getByLabel('Passwort wiederholen').fill(user.password);
    await page.getByRole('button', { name: 'Passwort anzeigen' }).first().click();
    await expect(page.getByLabel('Passwort', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Profil anlegen' }).click();

    // ── await email: the address from the navigation state, kept across a reload ──
    await expect(page).toHaveURL(/\/register\/await-email-verfication$/);
    await expect(heading(page, 'Schön, dass du da bist!')).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();
    await page.reload();
    await expect(page.getByText(user.email)).toBeVisible();
    await page.getByRole('button', { name: 'E-mail erneut senden' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Wir haben dir eine E-Mail geschickt.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zum Login' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Zurück zur Registrierung' })).toHaveAttribute('href', '/register');
    await screenshot(page, 'await-email');
    await expectNoSeriousA11yIssues(page, 'await email');

    // registered but not activated: no login yet
    expect((await request.post('/api/app/auth/user/login', { data: { email: user.email, password: user.password } })).status()).toBe(403);

    // ── the activation mail from the dev outbox → /register/completed ──
    const { message, link } = await waitForMail(request, user.email, '/auth/activation/');
    expect(message.to).toContain(user.email);
    await page.goto(link);
    await expect(page).toHaveURL(/\/register\/completed$/);
    await expect(heading(page, 'Geschafft!')).toBeVisible();
    await screenshot(page, 'completed');
    await expectNoSeriousA11yIssues(page, 'completed');
    await page.getByRole('link', { name: 'Weiter zum Profil' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText('Speichere deine Outfits jetzt dauerhaft!')).toBeVisible();

    // ── login → sync screen with progress → first login: app connected → profile ──
    await page.getByRole('link', { name: 'Einloggen' }).click();
    await expect(heading(page, 'Einloggen')).toBeVisible();
    await screenshot(page, 'login');
    await expectNoSeriousA11yIssues(page, 'login');
    // hold the sync's first call a moment so the sync screen can be seen
    let releaseSync: () => void = () => undefined;
    const syncHeld = new Promise<void>((resolve) => (releaseSync = resolve));
    await page.route('**/api/app/custom-fabrics', async (route) => {
      await syncHeld;
      await route.fallback();
    });
    await page.getByLabel('E-Mail').fill(user.email);
    await page.getByLabel('Passwort', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Einloggen' }).click();
    await expect(page).toHaveURL(/\/load\/patterns$/);
    await expect(heading(page, "Gleich geht's weiter...")).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Fortschritt der Synchronisierung' })).toBeVisible();
    await screenshot(page, 'sync');
    await expectNoSeriousA11yIssues(page, 'sync screen');
    releaseSync();
    await expect(page).toHaveURL(/\/login\/app-connected$/);
    await expect(heading(page, 'SUPER, DEINE PROFILE SIND JETZT VERKNÜPFT!')).toBeVisible();
    await screenshot(page, 'app-connected');
    await expectNoSeriousA11yIssues(page, 'app connected');
    await page.getByRole('link', { name: 'Weiter zum Profil' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.locator('.nt-big-header p')).toHaveText(user.username);
    await expect(page.getByText(/werden mit deinem Nahtlos Konto synchronisiert/)).toBeVisible();
    await expect(page.getByText('Wir haben keine E-Books in deinem Profil gefunden.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aktualisieren' })).toBeVisible();
    await screenshot(page, 'profile-logged-in-empty');
    await expectNoSeriousA11yIssues(page, 'profile logged in, no e-books');
    expect(await storedValue<string>(page, 'username')).toBe(user.username);
    expect(await storedValue<boolean>(page, 'login_status')).toBe(true);
    expect(await storedValue<string>(page, 'token')).toBeTruthy();

    // ── logout: token, username, login status cleared; home; the profile shows the teaser ──
    await page.getByRole('button', { name: 'Nahtlos Account abmelden' }).click();
    await expect(page).toHaveURL(`${shellOrigin}/`);
    expect(await storedValue(page, 'token')).toBeNull();
    expect(await storedValue(page, 'username')).toBeNull();
    expect(await storedValue<boolean>(page, 'login_status')).toBe(false);
    await page.goto('/profile');
    await expect(page.getByText('Speichere deine Outfits jetzt dauerhaft!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'DEINE E-BOOKS' })).toBeHidden();

    // ── second login: the app connection is stored now → straight to the profile ──
    await page.goto('/login');
    await page.getByLabel('E-Mail').fill(user.email);
    await page.getByLabel('Passwort', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Einloggen' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.locator('.nt-big-header p')).toHaveText(user.username);
  });

  test("login on a new device: 'Gleich geht's weiter...' counts the account's designs up to the total, then the profile lists them", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    // an account with three designs on the server, made in the app on another device
    const user = await createActiveAccount(request);
    const { token } = await apiLogin(request, user);
    const names = ['Body Eins', 'Body Zwei', 'Body Drei'];
    for (const [index, name] of names.entries()) {
      const response = await request.post('/api/app/pattern-project', {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        data: {
          patternProject: {
            pattern_project_id: `01SYNCPROGRESS${String(index).padStart(12, '0')}`,
            name,
            sewing_pattern: { id: 'body-lotte', areas: [{ id: 'hauptstoff', fabric: 'ringel-ostsee' }] },
            svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 500 600"><rect width="500" height="600" fill="#ffffff"/></svg>',
            base_revision: 0,
          },
        },
      });
      expect(response.status(), await response.text()).toBe(200);
    }

    // every state of the sync screen's progress, as rendered (the last one shows only until the next page)
    await page.addInitScript(() => {
      const seen: { now: string | null; max: string | null; valueText: string | null; text: string }[] = [];
      (window as unknown as { syncProgressSeen: typeof seen }).syncProgressSeen = seen;
      const record = () => {
        const bar = document.querySelector('[role="progressbar"]');
        if (!bar) return;
        const entry = {
          now: bar.getAttribute('aria-valuenow'),
          max: bar.getAttribute('aria-valuemax'),
          valueText: bar.getAttribute('aria-valuetext'),
          text: (bar.parentElement?.querySelector('[aria-live]')?.textContent ?? '').trim(),
        };
        const last = seen.at(-1);
        if (!last || JSON.stringify(last) !== JSON.stringify(entry)) seen.push(entry);
      };
      new MutationObserver(record).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    // each design's download waits until the test lets it through
    let requested = 0;
    let releaseAll = false;
    const waiting: (() => void)[] = [];
    await page.route('**/api/app/pattern-project/*', async (route) => {
      requested += 1;
      if (!releaseAll) await new Promise<void>((resolve) => waiting.push(resolve));
      await route.fallback();
    });

    await page.goto('/login');
    await page.getByLabel('E-Mail').fill(user.email);
    await page.getByLabel('Passwort', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Einloggen' }).click();
    await expect(page).toHaveURL(/\/load\/patterns$/);
    await expect(heading(page, "Gleich geht's weiter...")).toBeVisible();
    const progress = page.getByRole('progressbar', { name: 'Fortschritt der Synchronisierung' });
    await expect.poll(() => requested).toBe(1);
    await expect(progress).toHaveAttribute('aria-valuemax', '3');
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByText('0 von 3', { exact: true })).toBeVisible();
    waiting.shift()!();
    await expect.poll(() => requested).toBe(2);
    await expect(progress).toHaveAttribute('aria-valuenow', '1');
    await expect(progress).toHaveAttribute('aria-valuetext', '1 von 3');
    await expect(page.getByText('1 von 3', { exact: true })).toBeVisible();
    await expectNoSeriousA11yIssues(page, 'sync screen with progress');
    releaseAll = true;
    waiting.splice(0).forEach((release) => release());

    // the account was used from an app before (the other device): straight on to the profile
    await expect(page).toHaveURL(/\/profile$/);
    const seen = await page.evaluate(() => (window as unknown as { syncProgressSeen: { now: string | null; max: string | null; valueText: string | null; text: string }[] }).syncProgressSeen);
    const counted = seen.filter((entry) => entry.max !== null);
    expect(counted.map((entry) => `${entry.now}/${entry.max} ${entry.valueText} '${entry.text}'`)).toEqual([
      "0/3 0 von 3 '0 von 3'",
      "1/3 1 von 3 '1 von 3'",
      "2/3 2 von 3 '2 von 3'",
      "3/3 3 von 3 '3 von 3'",
    ]);

    const creations = page.getByRole('region', { name: 'Deine Kreationen', exact: true });
    for (const name of names) await expect(creations.getByRole('link', { name, exact: true })).toBeVisible();
  });

  test("wrong password, malformed form and unactivated accounts say 'Ungültige Zugangsdaten.'", async ({ page, request }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Einloggen' }).click();
    await expect(page.getByRole('alert')).toHaveText('Ungültige Zugangsdaten.');

    await page.getByLabel('E-Mail').fill(DEMO.email);
    await page.getByLabel('Passwort', { exact: true }).fill('falsches-passwort');
    await page.getByRole('button', { name: 'Einloggen' }).click();
    await expect(page.getByRole('alert')).toHaveText('Ungültige Zugangsdaten.');
    await expect(page).toHaveURL(/\/login$/);
    await screenshot(page, 'login-error');
    await expectNoSeriousA11yIssues(page, 'login with error');

    const pending = newUser('pend');
    const registered = await request.post('/auth/user/register', {
      data: { name: pending.username, email: pending.email, email_repeat: pending.email, password: pending.password, password_confirmation: pending.password },
    });
    expect(registered.status()).toBe(200);
    await page.getByLabel('E-Mail').fill(pending.email);
    await page.getByLabel('Passwort', { exact: true }).fill(pending.password);
    await page.getByRole('button', { name: 'Einloggen' }).click();
    await expect(page.getByRole('alert')).toHaveText('Ungültige Zugangsdaten.');
    expect(await storedValue(page, 'token')).toBeNull();
  });

  test('registering a taken address says so', async ({ page, request }) => {
    const user = await createActiveAccount(request);
    await page.goto('/register');
    await page.getByLabel('Benutzername').fill(newUser('dup').username);
    await page.getByLabel('E-Mail').fill(user.email);
    await page.getByLabel('Passwort', { exact: true }).fill('geheim-12345');
    await page.getByLabel('Passwort wiederholen').fill('geheim-12345');
    await page.getByRole('button', { name: 'Profil anlegen' }).click();
    await expect(page.getByRole('alert')).toHaveText('Emailadresse ist bereits im System oder etwas ist schiefgelaufen.');
  });

  test('forgot password: the reset mail arrives; unknown addresses are told so', async ({ page, request }) => {
    const user = await createActiveAccount(request);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    await expect(heading(page, 'Passwort vergessen?')).toBeVisible();
    await page.getByLabel('E-Mail').fill('niemand-hier@example.de');
    await page.getByRole('button', { name: 'PASSWORT ZURÜCKSETZEN' }).click();
    await expect(page.getByRole('alert')).toHaveText('Es gibt noch kein Konto mit dieser E-Mail Adresse.');

    await page.getByLabel('E-Mail').fill(user.email);
    await page.getByRole('button', { name: 'PASSWORT ZURÜCKSETZEN' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Wir haben dir eine E-Mail mit einer Anleitung' })).toHaveText(
      'Wir haben dir eine E-Mail mit einer Anleitung zum Zurücksetzen deines Passworts geschickt.',
    );
    await screenshot(page, 'forgot-password');
    await expectNoSeriousA11yIssues(page, 'forgot password');
    const { link } = await waitForMail(request, user.email, '/auth/password/reset/');
    expect(link).toMatch(new RegExp(`^${shellOrigin}/auth/password/reset/[A-Za-z0-9_-]+$`));
  });

  test('a token revoked on the server logs the app out silently on its next call', async ({ page, request }) => {
    const user = await createActiveAccount(request);
    await loginThroughUi(page, user);
    const token = await storedValue<string>(page, 'token');
    expect(token).toBeTruthy();
    // another device logs out with the same token: the server revokes it
    expect((await request.get('/logout', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())));
    const unauthorized = page.waitForResponse((response) => response.url().includes('/api/app/') && response.status() === 401);
    await page.getByRole('button', { name: 'Synchronisieren' }).click();
    await unauthorized;
    // silently: the profile is the logged-out one, no alert, no error text
    await expect(page.getByText('Speichere deine Outfits jetzt dauerhaft!')).toBeVisible();
    await expect(page.locator('.nt-big-header p')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Nahtlos Account abmelden' })).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(dialogs).toEqual([]);
    expect(await storedValue(page, 'username')).toBeNull();
    expect(await storedValue<boolean>(page, 'login_status')).toBe(false);

  });

  test('a password reset revokes the app session: it logs out silently; the new password works', async ({ page, context, request }) => {
    test.setTimeout(90_000);
    const user = await createActiveAccount(request);
    await loginThroughUi(page, user);

    // the reset happens on the site, in another tab
    await page.goto('/forgot/password');
    await page.getByLabel('E-Mail').fill(user.email);
    await page.getByRole('button', { name: 'PASSWORT ZURÜCKSETZEN' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Wir haben dir eine E-Mail' })).toBeVisible();
    const { link } = await waitForMail(request, user.email, '/auth/password/reset/');
    const site = await context.newPage();
    await site.goto(link);
    const newPassword = `${user.password}-neu`;
    await site.getByLabel('Neues Passwort').fill(newPassword);
    await site.getByLabel('Passwort wiederholen').fill(newPassword);
    await site.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(site.getByText('Dein Passwort wurde geändert.')).toBeVisible();
    await site.close();

    // the profile's first server call answers 401: silently logged out, no error shown (the host's first paint
    // shows the logged-out profile before the app has started: the stored session is what tells the logout happened)
    await page.goto('/profile');
    await expect.poll(() => storedValue<boolean>(page, 'login_status')).toBe(false);
    await expect(page.getByText('Speichere deine Outfits jetzt dauerhaft!')).toBeVisible();
    await expect(page.locator('.nt-big-header p')).toHaveCount(0);

    await loginThroughUi(page, { ...user, password: newPassword });
  });
});
