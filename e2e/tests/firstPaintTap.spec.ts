/**
 * A tap made before the app has taken over the page is not lost (issue 36, point 5): the host's first paint shows
 * the configurator long before its code runs (inert until then), so the page's inline loader keeps the tapped
 * control, marks it busy, and the shell taps it again once the app has mounted.
 */
import { expect, test } from '../support/test';
import { expectServedWithContent } from '../support/content';

test('a fabric tapped before the app runs (4× slower CPU) is chosen once it does, and shows it is waiting meanwhile', async ({ page, request }) => {
  await expectServedWithContent(request, '/configurator/shirt-mila');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
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
  await expect(fabric).toBeVisible(); // the first paint: the page looks ready
  await expect(page.locator('#page-root > [inert]')).toHaveCount(1);
  await page.waitForTimeout(1000); // a user's tap 1 s after opening (what the user sees; nothing is asserted on time)
  await expect.poll(() => heldScripts.length).toBeGreaterThan(0); // the code was asked for and is held
  const box = (await fabric.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  // the visible sign that the tap waits for the app
  await expect(fabric).toHaveAttribute('aria-busy', 'true');
  await expect(fabric).toHaveCSS('cursor', 'progress');
  await expect(fabric).toHaveAttribute('aria-pressed', 'false');

  releaseCode();
  await expect(page.locator('#page-root > [inert]')).toHaveCount(0, { timeout: 30_000 });
  await expect(fabric).toHaveAttribute('aria-pressed', 'true');
  await expect(fabric).not.toHaveAttribute('aria-busy');
});
