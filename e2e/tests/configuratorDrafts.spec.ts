/**
 * Issue 16, the configurator: nothing a user designs is lost or stuck. The working design is kept as a
 * draft on the device and offered back; leaving with unsaved changes asks; a pending save never fills
 * the next new design; saving ends the draft; the editor's ← does not trap browser back in a loop.
 */
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expectPublishedContent } from '../support/content';
import { areaFills, storedDrafts, waitForDrawing, writeStoredProjects } from '../support/configurator';

const areaButton = (page: Page, name: string) => page.getByRole('group', { name: 'Bereiche' }).getByRole('button', { name, exact: true });
const fabricButtons = (page: Page) => page.locator('.cfg-fabrics button[data-fabric-id]');
const mainSave = (page: Page, name: string) => page.locator('.cfg-actions').getByRole('button', { name });
const headerBack = (page: Page) => page.locator('#main-header').getByRole('button', { name: 'Zurück' });
const draftOffer = (page: Page) => page.getByRole('region', { name: 'Du hast einen ungespeicherten Entwurf.' });
const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Änderungen verwerfen?' });
const EMPTY = '#ffffff';

test.beforeEach(async ({ context, baseURL }) => {
  await expectPublishedContent(context, baseURL!);
});

/** Fills an area (chosen by its button) with the n-th fabric of the row; returns the fabric id. */
async function fillArea(page: Page, area: string, nth: number): Promise<string> {
  await areaButton(page, area).click();
  const fabric = fabricButtons(page).nth(nth);
  const id = (await fabric.getAttribute('data-fabric-id'))!;
  await fabric.click();
  await expect(fabric).toHaveAttribute('aria-pressed', 'true');
  return id;
}

test.describe('configurator drafts', () => {
  test("a reload offers the draft: 'Entwurf fortsetzen' restores both fills; ← asks; after 'Verwerfen' the pattern opens empty", async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await page.goto('/configurator/shirt-mila');
    await waitForDrawing(page);
    const main = await fillArea(page, 'Hauptstoff', 0);
    const sleeve = await fillArea(page, 'Ärmel', 2);
    const designed = await areaFills(page);
    expect(designed).toMatchObject({ hauptstoff: `url(#fabric-${main})`, aermel: `url(#fabric-${sleeve})`, buendchen: EMPTY });
    expect(await storedDrafts(page)).toEqual({ 'nahtlos:draft:anonymous:new:shirt-mila': { hauptstoff: main, aermel: sleeve, buendchen: null } });

    // reloading with unsaved changes: the browser asks first (beforeunload); the draft is offered back
    await page.reload();
    expect(dialogs).toEqual(['beforeunload']);
    await expect(draftOffer(page)).toBeVisible();
    await expect(page.locator('svg.cfg-drawing')).toHaveCount(0); // nothing to change (or overwrite) before the choice
    await expectNoSeriousA11yViolations(page, 'draft offer');
    await draftOffer(page).getByRole('button', { name: 'Entwurf fortsetzen' }).click();
    await waitForDrawing(page);
    expect(await areaFills(page)).toEqual(designed);

    // ← with unsaved changes asks; 'Weiter bearbeiten' keeps the design
    await headerBack(page).click();
    await expect(leaveDialog(page)).toBeVisible();
    await expect(leaveDialog(page).getByRole('button', { name: 'Verwerfen' })).toBeVisible();
    await leaveDialog(page).getByRole('button', { name: 'Weiter bearbeiten' }).click();
    await expect(leaveDialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/configurator\/shirt-mila$/);
    expect(await areaFills(page)).toEqual(designed);

    // 'Verwerfen' drops the draft and goes back (to the pattern list: the app was opened on the configurator)
    await headerBack(page).click();
    await leaveDialog(page).getByRole('button', { name: 'Verwerfen' }).click();
    await expect(page).toHaveURL(/\/configurator$/);
    expect(await storedDrafts(page)).toEqual({});

    // a new design of the pattern opens empty, without an offer
    await page.getByRole('link', { name: /Shirt Mila/ }).click();
    await waitForDrawing(page);
    await expect(draftOffer(page)).toHaveCount(0);
    expect(await areaFills(page)).toEqual({ hauptstoff: EMPTY, aermel: EMPTY, buendchen: EMPTY });
    // no changes: ← goes back without asking
    await headerBack(page).click();
    await expect(page).toHaveURL(/\/configurator$/);
    expect(dialogs).toEqual(['beforeunload']);
  });

  test('a design left at the save screen is offered, never silently filled in; once saved, reopening the pattern offers no draft', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/configurator/body-lotte');
    await waitForDrawing(page);
    const fabric = await fillArea(page, 'Hauptstoff', 2);
    await mainSave(page, 'Fertig stellen').click();
    await expect(page).toHaveURL(/\/configuration\/save$/);

    // the user leaves the save screen without saving and starts the pattern anew: the old design is only offered
    await page.goto('/configurator/body-lotte');
    await expect(draftOffer(page)).toBeVisible();
    await draftOffer(page).getByRole('button', { name: 'Verwerfen' }).click();
    await waitForDrawing(page);
    expect(Object.values(await areaFills(page)).every((fill) => fill === EMPTY)).toBe(true);
    expect(await storedDrafts(page)).toEqual({});

    // designed again → save screen → its ← back: the design is there at once (no offer), still unsaved
    await fillArea(page, 'Hauptstoff', 2);
    await mainSave(page, 'Fertig stellen').click();
    await expect(page).toHaveURL(/\/configuration\/save$/);
    await page.getByRole('button', { name: 'Zurück' }).click();
    await expect(page).toHaveURL(/\/configurator\/body-lotte$/);
    await waitForDrawing(page);
    await expect(draftOffer(page)).toHaveCount(0);
    expect((await areaFills(page)).hauptstoff).toBe(`url(#fabric-${fabric})`);
    expect(Object.keys(await storedDrafts(page))).toHaveLength(1);

    // saved: the draft is gone, reopening the pattern starts empty without an offer
    await mainSave(page, 'Fertig stellen').click();
    await page.getByLabel('Projektname').fill('Body ohne Entwurf');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile$/);
    expect(await storedDrafts(page)).toEqual({});
    await page.goto('/configurator/body-lotte');
    await waitForDrawing(page);
    await expect(draftOffer(page)).toHaveCount(0);
    expect(Object.values(await areaFills(page)).every((fill) => fill === EMPTY)).toBe(true);
  });

  test('editing: ← goes to the details without a new entry, so browser back never returns to the editor', async ({ page }) => {
    const projectId = '01DRAFTEDITBACK00000000000';
    await page.goto('/configurator');
    await expect(page.getByRole('link', { name: /Shirt Mila/ })).toBeVisible();
    const now = Date.now();
    await writeStoredProjects(page, [
      {
        id: projectId,
        name: 'Shirt zum Bearbeiten',
        createdAt: now,
        updatedAt: now,
        deleted: false,
        dirty: true,
        sewingPattern: { id: 'shirt-mila', areas: [{ id: 'hauptstoff', fabric: 'ringel-ostsee' }, { id: 'aermel', fabric: null }, { id: 'buendchen', fabric: null }] },
      },
    ]);
    const details = new RegExp(`/details/${projectId}$`);
    const editor = new RegExp(`/configuration/edit/${projectId}$`);

    // details → 'Bearbeiten' → ← : one step back to the details entry
    await page.goto(`/details/${projectId}`);
    await page.getByRole('link', { name: 'Bearbeiten' }).click();
    await expect(page).toHaveURL(editor);
    await waitForDrawing(page);
    await headerBack(page).click();
    await expect(page).toHaveURL(details);
    await page.goBack();
    await expect(page).not.toHaveURL(editor);
    await expect(page).toHaveURL(/\/configurator$/);

    // the editor opened directly (a link, a reload): ← replaces it with the details
    await page.goto(`/configuration/edit/${projectId}`);
    await waitForDrawing(page);
    await headerBack(page).click();
    await expect(page).toHaveURL(details);
    await expect(page.getByRole('heading', { level: 1, name: 'Shirt zum Bearbeiten' })).toBeVisible();
    await page.goBack();
    await expect(page).not.toHaveURL(editor);

    // with an unsaved change ← asks; 'Verwerfen' drops the edit's draft and goes to the details
    await page.goto(`/details/${projectId}`);
    await page.getByRole('link', { name: 'Bearbeiten' }).click();
    await waitForDrawing(page);
    await fillArea(page, 'Ärmel', 1);
    expect(Object.keys(await storedDrafts(page))).toEqual([`nahtlos:draft:anonymous:edit:${projectId}`]);
    await headerBack(page).click();
    await leaveDialog(page).getByRole('button', { name: 'Verwerfen' }).click();
    await expect(page).toHaveURL(details);
    expect(await storedDrafts(page)).toEqual({});
    await page.goBack();
    await expect(page).not.toHaveURL(editor);
  });

  for (const viewport of [
    { width: 360, height: 640 },
    { width: 412, height: 915 },
  ]) {
    test(`at ${viewport.width} × ${viewport.height} 'Fertig stellen' and the whole drawing show without scrolling`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/configurator/shirt-mila');
      await waitForDrawing(page);
      await expect(mainSave(page, 'Fertig stellen')).toBeInViewport({ ratio: 1 });
      await expect(page.locator('.cfg-stage')).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => [window.scrollY, document.documentElement.scrollHeight <= window.innerHeight])).toEqual([0, true]);
      // where there is room, the drawing keeps the spec's 400–500 px
      const stage = (await page.locator('.cfg-stage').boundingBox())!;
      if (viewport.height >= 900) expect(stage.height).toBeGreaterThanOrEqual(400);
      expect(stage.height).toBeLessThanOrEqual(500);
    });
  }

  for (const viewport of [
    { width: 768, height: 1024 },
    { width: 1366, height: 900 },
  ]) {
    test(`at ${viewport.width} × ${viewport.height} the drawing is as large as the screen allows, beside the fabrics; 'Fertig stellen' in view`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/configurator/jacke-paul');
      await waitForDrawing(page);
      await expect(mainSave(page, 'Fertig stellen')).toBeInViewport({ ratio: 1 });
      await expect(page.locator('.cfg-stage')).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => [window.scrollY, document.documentElement.scrollHeight <= window.innerHeight])).toEqual([0, true]);
      const stage = (await page.locator('.cfg-stage').boundingBox())!;
      const fabrics = (await page.locator('.cfg-fabrics').boundingBox())!;
      expect(fabrics.x, 'the fabric list is right of the drawing').toBeGreaterThanOrEqual(stage.x + stage.width);
      expect(fabrics.y).toBeLessThan(stage.y + stage.height);
      // the drawing's box keeps the pattern's proportions (500 × 600) and is limited by the screen: by the
      // page's height (below the page header) on a laptop, by the column's width on an upright tablet
      expect(Math.abs(stage.width / stage.height - 500 / 600)).toBeLessThan(0.02);
      const header = (await page.locator('#main-header').boundingBox())!;
      if (viewport.width >= 1200) expect(stage.height).toBeGreaterThanOrEqual(viewport.height - (header.y + header.height) - 40);
      else expect(stage.width).toBeGreaterThanOrEqual(viewport.width * 0.5);
      // every area and material chip in view (they wrap; none cut at the edge)
      for (const chip of await page.locator('.cfg-controls .cfg-chip').all()) await expect(chip).toBeInViewport({ ratio: 1 });
    });
  }
});
