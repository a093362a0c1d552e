/**
 * The UI kit's styles (tokens, page layout, buttons) reach every app in the production builds: the
 * frame-only page and one route of each remote, each loaded fresh. (A CSS import the bundler drops
 * leaves pages unstyled without a single error.) And the frame's dialog lays its buttons out as the kit says.
 */
import type { Page } from '@playwright/test';
import { shellOrigin } from '../support/origins';
import { createDesignThroughUi } from '../support/account';
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

test.describe('a fabric card', () => {
  // the cart icon is the stylesheet's (a mask in the link's colour; LinkText in forced colours): it must draw in both
  for (const forcedColors of ['none', 'active'] as const) {
    test(`its cart icon is drawn (forced colours: ${forcedColors})`, async ({ page }) => {
      await page.emulateMedia({ forcedColors });
      await page.goto('/fabrics');
      const cart = page.locator('.nt-fabric-card__cart').first();
      await expect(cart).toBeVisible();
      const withIcon = await cart.screenshot({ animations: 'disabled' });
      await cart.locator('.nt-fabric-card__cart-icon').evaluate((icon) => ((icon as HTMLElement).style.visibility = 'hidden'));
      const withoutIcon = await cart.screenshot({ animations: 'disabled' });
      expect(withIcon.equals(withoutIcon)).toBe(false);
    });
  }
});

test.describe('the frame', () => {
  test('a dialog: its buttons stacked at full width on a phone, side by side from 768 px, always of equal width', async ({ page }) => {
    await createDesignThroughUi(page, 'Dialogprobe');
    // the first saved design may bring the profile's one-button warning: its button is as wide as the dialog
    const warning = page.locator('dialog[open]');
    if (await warning.isVisible()) {
      const [only] = await buttonBoxes(page);
      expect(Math.abs(only.width - (await contentWidth(page)))).toBeLessThanOrEqual(1);
      await warning.getByRole('button').click();
    }
    await page.locator('main a[href^="/details/"]').first().click();
    await expect(page).toHaveURL(/\/details\/[^/]+$/);

    for (const viewport of [{ width: 412, height: 915 }, { width: 1366, height: 900 }]) {
      await page.setViewportSize(viewport);
      await page.getByRole('button', { name: 'Design löschen' }).click();
      const dialog = page.getByRole('dialog', { name: 'Design löschen' });
      await expect(dialog).toBeVisible();
      const [cancel, confirm] = await buttonBoxes(page);
      expect([cancel.text, confirm.text]).toEqual(['Abbrechen', 'Löschen']);
      expect(Math.abs(cancel.width - confirm.width), `equal widths at ${viewport.width} px`).toBeLessThanOrEqual(1);
      if (viewport.width < 768) {
        expect(cancel.x).toBe(confirm.x);
        expect(confirm.y).toBeGreaterThanOrEqual(cancel.y + cancel.height);
        expect(Math.abs(cancel.width - (await contentWidth(page)))).toBeLessThanOrEqual(1);
      } else {
        expect(cancel.y).toBe(confirm.y);
        expect(confirm.x).toBeGreaterThanOrEqual(cancel.x + cancel.width);
      }
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();
      await expect(dialog).toBeHidden();
    }
  });
});

/** The open dialog's buttons, in their order, with their boxes. */
function buttonBoxes(page: Page) {
  return page.locator('dialog[open] .frame-dialog-buttons button').evaluateAll((buttons) =>
    buttons.map((button) => {
      const box = button.getBoundingClientRect();
      return { text: button.textContent?.trim(), x: Math.round(box.x), y: Math.round(box.y), width: box.width, height: box.height };
    }),
  );
}

/** The width inside the open dialog's padding. */
function contentWidth(page: Page) {
  return page.locator('dialog[open]').evaluate((dialog) => {
    const style = getComputedStyle(dialog);
    return dialog.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  });
}
