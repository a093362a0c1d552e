/**
 * Issue 36: the whole app on other ports than the default ones, started as the README says
 * (`PORT_SHELL=9080 … pnpm serve`, what `pnpm start` runs after building). Every address the server hands
 * out (mail links, the checkout's return, e-book covers) and every origin it trusts follow the shell's port;
 * nothing the page loads or is sent to is on a default port. Runs its own deployment beside the suite's.
 */
import type { Page } from '@playwright/test';
import { api, remotes, shell } from '../../shared-kernel/build/apps.cjs';
import { apiLogin, createDesignThroughUi, heading, loginThroughUi, newUser, serverProjects, waitForMail } from '../support/account';
import { expectPublishedContent } from '../support/content';
import { buyCameraFeature } from '../support/photo';
import { serveWith, type Served } from '../support/serve';
import { expect, test } from '../support/test';

// the shell on 9080, the remotes on 9081–9084 in the manifest's order, the provider server on 9787
const ports: Record<string, string> = {
  [shell.portVariable]: '9080',
  ...Object.fromEntries(remotes.map((remote, index) => [remote.portVariable, String(9081 + index)])),
  [api.portVariable]: '9787',
};
const site = 'http://localhost:9080';
const defaultPorts = [shell, ...remotes, api].map((app) => app.defaultPort);

test.use({ baseURL: site });

let served: Served;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  served = await serveWith(ports, `Nahtlos läuft auf ${site}`);
});
test.afterAll(async () => {
  await served?.stop();
});

/** Every address the page requests (documents, scripts, API calls, images, form posts) in this test. */
function requestedAddresses(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}
const onDefaultPorts = (urls: string[]) => urls.filter((url) => /^https?:/.test(url) && defaultPorts.includes(Number(new URL(url).port)));

test('register, activate from the outbox, log in, save a design, buy the photo feature: all on the moved ports', async ({ page, request, context }) => {
  test.setTimeout(180_000);
  await expectPublishedContent(context, site);
  const requested = requestedAddresses(page);
  const user = newUser('port');

  await page.goto('/register');
  await expect(heading(page, 'Profil Anlegen')).toBeVisible();
  await page.getByLabel('Benutzername').fill(user.username);
  await page.getByLabel('E-Mail').fill(user.email);
  await page.getByLabel('Passwort', { exact: true }).fill(user.password);
  await page.getByLabel('Passwort wiederholen').fill(user.password);
  await page.getByRole('button', { name: 'Profil anlegen' }).click();
  await expect(page).toHaveURL(/\/register\/await-email-verfication$/);

  // the activation link in the dev outbox points at the site, and activating lands back in the app there
  const { link } = await waitForMail(request, user.email, '/auth/activation/');
  expect(link.startsWith(`${site}/auth/activation/`), link).toBe(true);
  await page.goto(link);
  await expect(page).toHaveURL(`${site}/register/completed`);
  await expect(heading(page, 'Geschafft!')).toBeVisible();

  await loginThroughUi(page, user);

  const design = `Ports ${user.username.slice(-6)}`;
  await createDesignThroughUi(page, design);
  const { token } = await apiLogin(request, user);
  await expect.poll(async () => (await serverProjects(request, token)).map((project) => project.name), { timeout: 20_000 }).toContain(design);

  await page.goto('/foto-feature');
  await expect(heading(page, 'Foto Feature')).toBeVisible();
  const sessionId = await buyCameraFeature(page);
  expect(requested).toContain(`${site}/dev/checkout/${sessionId}`);
  // back on the site, as the owner
  await expect(page).toHaveURL(`${site}/foto-feature`);
  await expect(page.getByRole('button', { name: 'Eigenen Stoff anlegen' })).toBeVisible();

  // the remotes were loaded from their moved ports, and nothing went to a default one
  for (const port of Object.values(ports).slice(1, -1)) {
    expect(requested.some((url) => url.startsWith(`http://localhost:${port}/`)), `something loaded from :${port}`).toBe(true);
  }
  expect(onDefaultPorts(requested)).toEqual([]);
});

test('the demo account `pnpm serve` prints logs in, and its e-book covers come from the site', async ({ page }) => {
  const printed = /Demo-Konto: (\S+) \/ (\S+)/.exec(served.output());
  expect(printed, served.output()).not.toBeNull();
  const requested = requestedAddresses(page);

  await loginThroughUi(page, { email: printed![1]!, password: printed![2]!, username: 'demo' });
  const cover = page.locator('.pf-orders').getByRole('listitem').first().locator('img');
  await expect(cover).toHaveAttribute('src', new RegExp(`^${site}/digital-products/cover/`));
  await expect(cover).toHaveJSProperty('complete', true);
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(onDefaultPorts(requested)).toEqual([]);
});
