/** Helpers of the account and profile journeys (mf-account, mf-profile) on the real server. */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { waitForDrawing } from './configurator';
export { storedValue } from './storage';
import { repoRoot } from './deployment';

export const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Waits until the apps in the browser have taken over the page the host rendered (serverRendering.ts). */
export { appsStarted } from './serverRendering';

export interface TestUser {
  username: string;
  email: string;
  password: string;
}

let seq = 0;
/** A fresh account's data (usernames: at most 20 characters, letters and digits). */
export function newUser(prefix = 'e2e'): TestUser {
  const stamp = `${Date.now().toString(36)}${(seq++).toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  return { username: `${prefix}${stamp}`.slice(0, 20), email: `${prefix}-${stamp}@example.de`, password: `geheim-${stamp}` };
}

export const DEMO = { username: 'demo', email: 'demo@nahtlos.de', password: 'nahtlos-demo' } as const;

/**
 * The e2e web server is ready once the shell answers; the provider server behind its proxy may
 * still be opening its database. Wait for it before the first account call.
 */
export async function waitForProviderServer(request: APIRequestContext) {
  await expect
    .poll(async () => (await request.get('/dev/mail?to=ready@example.de').catch(() => null))?.status() ?? 0, { timeout: 30_000 })
    .toBe(200);
}

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** The dev outbox (GET /dev/mail?to=…), waiting until a mail matching `linkPart` arrives. */
export async function waitForMail(request: APIRequestContext, to: string, linkPart: string): Promise<{ message: OutboxMessage; link: string }> {
  let found: { message: OutboxMessage; link: string } | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/mail?to=${encodeURIComponent(to)}`);
        if (!response.ok()) return false;
        const { messages } = (await response.json()) as { messages: OutboxMessage[] };
        for (const message of messages) {
          const link = message.links.find((candidate) => candidate.includes(linkPart));
          if (link) {
            found = { message, link };
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** Registers and activates an account through the server's API (for journeys that start logged in). */
export async function createActiveAccount(request: APIRequestContext, user: TestUser = newUser()): Promise<TestUser> {
  const registered = await request.post('/auth/user/register', {
    data: { name: user.username, email: user.email, email_repeat: user.email, password: user.password, password_confirmation: user.password },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const { link } = await waitForMail(request, user.email, '/auth/activation/');
  const activated = await request.get(link, { maxRedirects: 0 });
  expect(activated.status()).toBe(303);
  return user;
}

/** A bearer token of the account, from the app login API. */
export async function apiLogin(request: APIRequestContext, user: Pick<TestUser, 'email' | 'password'>): Promise<{ token: string; username: string }> {
  const response = await request.post('/api/app/auth/user/login', {
    data: { email: user.email, password: user.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** Logs in through the login screen and follows the flow to the profile. */
export async function loginThroughUi(page: Page, user: Pick<TestUser, 'email' | 'password' | 'username'>) {
  await page.goto('/login');
  await expect(heading(page, 'Einloggen')).toBeVisible();
  await page.getByLabel('E-Mail').fill(user.email);
  await page.getByLabel('Passwort', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Einloggen' }).click();
  await expect(page).toHaveURL(/\/(profile|login\/app-connected)$/, { timeout: 20_000 });
  if (page.url().endsWith('/login/app-connected')) {
    await page.getByRole('link', { name: 'Weiter zum Profil' }).click();
  }
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.locator('.nt-big-header p')).toHaveText(user.username);
}

/** Page transitions (280 ms) done; endless animations (spinners) do not count. */
export async function settled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const iterations = animation.effect?.getComputedTiming().iterations;
      return animation.playState !== 'running' || iterations === Infinity;
    }),
    undefined,
    { timeout: 15_000 },
  );
}

/** axe on the settled page (finite animations done): no serious or critical violations. */
export async function expectNoSeriousA11yIssues(page: Page, label: string) {
  await settled(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    bad.map((violation) => `${label}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Full-page screenshots for looking at the screens (e2e/test-results/screens, not committed). */
export async function screenshot(page: Page, name: string) {
  const dir = path.join(repoRoot, 'e2e', 'test-results', 'screens');
  fs.mkdirSync(dir, { recursive: true });
  await settled(page);
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** In-app navigation the way every app link does it (works offline: no page load). */
export async function navigateInApp(page: Page, to: string) {
  await page.evaluate((url) => window.history.pushState(null, '', url), to);
}

/** Makes a design in the configurator and saves it under `name`; ends on the profile. */
export async function createDesignThroughUi(page: Page, name: string, { inApp = false } = {}) {
  if (inApp) await navigateInApp(page, '/configurator/body-lotte');
  else await page.goto('/configurator/body-lotte');
  await waitForDrawing(page);
  await page.locator('.cfg-fabrics button[data-fabric-id]').nth(2).click();
  await page.locator('#main-header').getByRole('button', { name: 'Fertig stellen' }).click();
  await expect(page).toHaveURL(/\/configuration\/save$/);
  await page.getByLabel('Projektname').fill(name);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(heading(page, 'Dein Profil')).toBeVisible();
}

/** The account's projects on the server (live ones), via the app API with a bearer token. */
export async function serverProjects(request: APIRequestContext, token: string): Promise<{ pattern_project_id: string; name: string; deleted: boolean }[]> {
  const response = await request.get('/api/app/pattern-projects', { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { pattern_projects: { pattern_project_id: string; name: string; deleted: boolean }[] };
  return body.pattern_projects.filter((project) => !project.deleted);
}
