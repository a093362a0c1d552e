/**
 * A tap made before the app has hydrated the host's markup is not lost: the host's page shows the configurator long
 * before its code runs, so its inline script (host/src/render/earlyTaps.ts) keeps the tapped control, marked busy, and
 * the shell taps it again once the app has mounted (shell/src/earlyTap.ts).
 */
import { expect, test } from '../support/test';

test('a fabric tapped before the app runs is chosen once it does, and shows it is waiting meanwhile', async ({ page }) => {
  // the app's code is held until after the tap: the tap is always made before the app runs, however fast the machine
  let releaseCode: () => void = () => undefined;
  const codeReleased = new Promise<void>((resolve) => (releaseCode = resolve));
  const heldScripts: string[] = [];
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      heldScripts.push(route.request().url());
      await codeReleased;
      await route.continue();
    },
  );

  await page.goto('/configurator/shirt-mila', { waitUntil: 'commit' });
  const fabric = page.locator('.cfg-fabrics button[data-fabric-id]').nth(2);
  await expect(fabric).toBeVisible(); // the host's markup: the page looks ready
  await expect.poll(() => heldScripts.length).toBeGreaterThan(0); // the code was asked for and is held
  const box = (await fabric.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  // the visible sign that the tap waits for the app
  await expect(fabric).toHaveAttribute('aria-busy', 'true');
  await expect(fabric).toHaveCSS('cursor', 'progress');
  await expect(fabric).toHaveAttribute('aria-pressed', 'false');

  releaseCode();
  await expect(fabric).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
  await expect(fabric).not.toHaveAttribute('aria-busy');
});

test('a field of the host’s markup takes what is typed only once the app has hydrated it', async ({ page }) => {
  let releaseCode: () => void = () => undefined;
  const codeReleased = new Promise<void>((resolve) => (releaseCode = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await codeReleased;
      await route.continue();
    },
  );
  await page.goto('/login', { waitUntil: 'commit' });
  const email = page.getByLabel('E-Mail');
  await expect(email).toBeVisible();
  // read-only until the app runs: nothing typed can get lost
  await expect(email).not.toBeEditable();
  releaseCode();
  await expect(email).toBeEditable({ timeout: 30_000 });
  await email.fill('anna@example.de');
  await expect(email).toHaveValue('anna@example.de');
});

test('a tap made while React’s renderer is still on its way (the app’s own code already run) is kept and answered', async ({ page }) => {
  // only the renderer is held: the shell and the remote load, run and bootstrap; the mount waits for the renderer
  let releaseRenderer: () => void = () => undefined;
  const rendererReleased = new Promise<void>((resolve) => (releaseRenderer = resolve));
  await page.route(/\/render-libraries\.[0-9a-f]+\.js$/, async (route) => {
    await rendererReleased;
    await route.continue();
  });
  const remoteCode = page.waitForResponse((response) => /__federation_expose_spa\.[0-9a-f]+\.js$/.test(response.url()));
  await page.goto('/login', { waitUntil: 'commit' });
  await (await remoteCode).finished();
  const login = page.getByRole('button', { name: 'Einloggen' });
  await login.click();
  // the page keeps the tap until the app takes over: it shows it is waiting
  await expect(login).toHaveAttribute('aria-busy', 'true');
  releaseRenderer();
  // the empty form's answer (SPEC: login)
  await expect(page.getByRole('alert')).toHaveText('Ungültige Zugangsdaten.', { timeout: 30_000 });
  await expect(login).not.toHaveAttribute('aria-busy');
});
