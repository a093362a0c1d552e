/**
 * The UI kit's styles (tokens, page layout, buttons) reach every app in the production builds: the
 * frame-only page and one route of each remote, each loaded fresh. (A CSS import the bundler drops
 * leaves pages unstyled without a single error.)
 */
import { shellOrigin } from '../support/origins';
import { expectPublishedContent } from '../support/content';
import { expect, test } from '../support/test';

test.beforeEach(async ({ context }) => {
  await expectPublishedContent(context, shellOrigin);
});

const routes = ['/privacy', '/fabrics', '/configurator/shirt-mila', '/profile', '/login'];

for (const route of routes) {
  test(`${route}: the kit's tokens and page layout apply`, async ({ page }) => {
    await page.goto(route);
    await expect(page.locator('.nt-page').first()).toBeVisible();
    const styles = await page.evaluate(() => ({
      spaceM: getComputedStyle(document.documentElement).getPropertyValue('--nt-space-m').trim(),
      pageMaxWidth: getComputedStyle(document.querySelector('.nt-page')!).maxWidth,
    }));
    expect(styles.spaceM).toBe('16px');
    expect(styles.pageMaxWidth).not.toBe('none');
  });
}
