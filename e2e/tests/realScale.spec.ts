/**
 * Issue 19: prints at their real size in the chosen size, each area's 'Muster skalieren' and 'Drehen' kept with the
 * project across reloads and devices, the yardage per fabric at its width, and 'Reicht mein Stoff?' for the user's own
 * fabric of known size. Against the real server and the real built remotes.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { shellOrigin } from '../support/origins';
import { expect, test } from '../support/test';
import { accountOnTwoDevices } from '../support/devices';
import { heading, waitForProviderServer } from '../support/account';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { drawing, waitForDrawing } from '../support/configurator';
import { expectPublishedContent } from '../support/content';
import { repoRoot } from '../support/deployment';
import { choosePhoto, twelveMegapixelJpeg } from '../support/photo';

test.beforeEach(async ({ context, request }) => {
  await waitForProviderServer(request);
  await expectPublishedContent(context, shellOrigin);
});

const areaButton = (page: Page, name: string) => page.getByRole('group', { name: 'Bereiche' }).getByRole('button', { name, exact: true });
const materialButton = (page: Page, name: string) => page.getByRole('group', { name: 'Material' }).getByRole('button', { name, exact: true });
const variationButton = (page: Page, name: string) => page.getByRole('group', { name: 'Varianten' }).getByRole('button', { name, exact: true });
const fabricButtons = (page: Page) => page.locator('.cfg-fabrics button[data-fabric-id]');
const scaleSlider = (page: Page) => page.getByRole('slider', { name: /Muster skalieren/ });
const turn = (page: Page, degrees: number) => page.getByRole('group', { name: 'Drehen' }).getByRole('button', { name: `${degrees}°`, exact: true });
const yardage = (page: Page) => page.getByTestId('yardage');

/** Opens 'Größe · Stoffverbrauch' (folded under its summary) and chooses the size. */
async function chooseSize(page: Page, size: string) {
  const panel = yardage(page);
  if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click();
  await panel.getByLabel('Deine Größe').selectOption(size);
}

/** The metres of a need line 'Stoffverbrauch: 0,65 m bei 140 cm Breite', as cm. */
async function lengthCm(need: Locator): Promise<number> {
  const text = (await need.locator('.cfg-need-length').textContent()) ?? '';
  const match = /Stoffverbrauch: (\d+),(\d\d) m bei (\d+) cm Breite/.exec(text);
  expect(match, text).not.toBeNull();
  return Number(match![1]) * 100 + Number(match![2]);
}

/** The tile pattern the area's fill points to, with its size and turn. */
async function tileOf(page: Page, areaId: string) {
  return drawing(page).evaluate((svg, id) => {
    const fill = svg.querySelector(`#areas path[data-area="${id}"]`)?.getAttribute('fill') ?? '';
    const patternId = /^url\(#(.+)\)$/.exec(fill)?.[1];
    // the tile patterns live in an svg of their own beside the drawing (url(#…) reaches across svgs)
    const pattern = patternId ? svg.ownerDocument.querySelector(`pattern#${CSS.escape(patternId)}`) : null;
    return pattern
      ? { id: pattern.id, width: Number(pattern.getAttribute('width')), transform: pattern.getAttribute('patternTransform') }
      : null;
  }, areaId);
}

/** A print (Jersey 'Gemustert') in the selected area; returns its fabric id. */
async function chooseAPrint(page: Page): Promise<string> {
  await materialButton(page, 'Jersey').click();
  await variationButton(page, 'Gemustert').click();
  const print = fabricButtons(page).first();
  await print.click();
  await expect(print).toHaveAttribute('aria-pressed', 'true');
  return (await print.getAttribute('data-fabric-id'))!;
}

test('the yardage of a fabric at 110 cm width is longer than at 140 cm (Rüschenkleid Ella, size 86/92)', async ({ page }) => {
  await page.goto('/configurator/rueschenkleid-ella');
  await waitForDrawing(page);
  await fabricButtons(page).first().click();
  await chooseSize(page, '86/92');
  const need = yardage(page).locator('.cfg-need').first();
  await need.getByLabel('Stoffbreite').selectOption('110');
  await expect(need.locator('.cfg-need-length')).toContainText('bei 110 cm Breite');
  const at110 = await lengthCm(need);
  await need.getByLabel('Stoffbreite').selectOption('140');
  await expect(need.locator('.cfg-need-length')).toContainText('bei 140 cm Breite');
  const at140 = await lengthCm(need);
  expect(at110).toBeGreaterThan(at140);
  // the table on the pattern's page says the same for 140 cm (both come from one computation)
  const tableFigure = await page.request
    .get('/api/app/sewing-patterns')
    .then(async (response) => ((await response.json()) as { data: { id: string; consumption: { size: string; values: Record<string, number> }[] }[] }).data)
    .then((patterns) => patterns.find((pattern) => pattern.id === 'rueschenkleid-ella')!.consumption.find((row) => row.size === '86/92')!.values.hauptstoff);
  expect(at140).toBe(tableFigure);
});

test('a print is drawn at its real size: smaller on the garment of a bigger child; screenshots at two sizes', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/configurator/shirt-mila');
  await waitForDrawing(page);
  await chooseAPrint(page);
  await chooseSize(page, '62/68');
  // the look row and the unfolded yardage, as a screen reader and a keyboard meet them
  await expect(scaleSlider(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'configurator with the look row and the yardage');
  const small = (await tileOf(page, 'hauptstoff'))!;
  const screens = path.join(repoRoot, 'e2e', 'artifacts', 'screens');
  fs.mkdirSync(screens, { recursive: true });
  await page.screenshot({ path: path.join(screens, 'real-scale-62-68.png') });
  await chooseSize(page, '122/128');
  await expect.poll(async () => (await tileOf(page, 'hauptstoff'))!.width).toBeLessThan(small.width);
  await page.screenshot({ path: path.join(screens, 'real-scale-122-128.png') });
  // the size is this device's from now on, on every pattern
  await page.goto('/configurator/body-lotte');
  await waitForDrawing(page);
  await expect(yardage(page).locator('summary')).toHaveText('Größe 122/128 · Stoffverbrauch');
});

test('scale and turn survive saving, a reload and the account’s second device', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const { token, a, b, close } = await accountOnTwoDevices(browser, request);
  try {
    await a.goto('/configurator/shirt-mila');
    await waitForDrawing(a);
    await areaButton(a, 'Ärmel').click();
    const printId = await chooseAPrint(a);
    const unscaled = (await tileOf(a, 'aermel'))!;
    await scaleSlider(a).fill('150');
    await turn(a, 45).click();
    await expect(turn(a, 45)).toHaveAttribute('aria-pressed', 'true');
    const looked = (await tileOf(a, 'aermel'))!;
    expect(looked.id).toMatch(/--s150r45$/);
    expect(looked.transform).toBe('rotate(45)');
    expect(looked.width).toBeCloseTo(unscaled.width * 1.5, 1);

    await a.locator('#main-header').getByRole('button', { name: 'Fertig stellen' }).click();
    await a.getByLabel('Projektname').fill('Groß gedreht');
    await a.keyboard.press('Enter');
    await expect(a).toHaveURL(/\/profile$/);

    // on the server as the contract says
    await expect
      .poll(async () => {
        const response = await request.get('/api/app/pattern-projects', { headers: { Authorization: `Bearer ${token}` } });
        const body = (await response.json()) as { pattern_projects: { sewing_pattern: { size?: string; areas: { id: string; fabric: string; scale?: number; rotation?: number }[] } }[] };
        return body.pattern_projects[0]?.sewing_pattern.areas.find((area) => area.id === 'aermel');
      }, { timeout: 15_000 })
      .toEqual(expect.objectContaining({ fabric: printId, scale: 150, rotation: 45 }));

    // a look out of range through the app's origin: a German 400, the stored project unchanged
    const bad = await request.post('/api/app/pattern-project', {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      data: {
        patternProject: {
          pattern_project_id: '01REALSCALEBADLOOK00000000',
          name: 'Zu groß',
          sewing_pattern: { id: 'shirt-mila', size: '86/92', areas: [{ id: 'aermel', fabric: printId, scale: 900, rotation: 30 }] },
          svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
          base_revision: 0,
        },
      },
    });
    expect(bad.status()).toBe(400);
    const messages = JSON.stringify(await bad.json());
    expect(messages).toContain('Die Skalierung muss zwischen 50 und 200 % liegen.');
    expect(messages).toContain('Die Drehung muss 0, 45 oder 90 Grad sein.');

    const reopen = async (page: Page) => {
      await page.getByRole('region', { name: 'Deine Kreationen', exact: true }).getByRole('link', { name: 'Groß gedreht', exact: true }).click();
      await expect(heading(page, 'Groß gedreht')).toBeVisible();
      await page.getByRole('link', { name: 'Bearbeiten' }).click();
      await waitForDrawing(page);
      await areaButton(page, 'Ärmel').click();
      await expect(scaleSlider(page)).toHaveValue('150');
      await expect(turn(page, 45)).toHaveAttribute('aria-pressed', 'true');
      expect((await tileOf(page, 'aermel'))!.transform).toBe('rotate(45)');
    };
    await a.reload();
    await reopen(a);

    await b.getByRole('button', { name: 'Synchronisieren' }).click();
    await reopen(b);
  } finally {
    await close();
  }
});

test("'Reicht mein Stoff?': my own fabric of 50 × 140 cm as a jacket's outer fabric says how much is missing", async ({ browser, request }) => {
  test.setTimeout(150_000);
  const { a, close } = await accountOnTwoDevices(browser, request, { ownsCameraFeature: true });
  try {
    await a.goto('/foto-feature');
    await choosePhoto(a, a.getByRole('button', { name: 'Eigenen Stoff anlegen' }), await twelveMegapixelJpeg());
    await expect(a.locator('.lib-cropper__area[data-ready="true"]')).toBeVisible({ timeout: 20_000 });
    await a.getByRole('button', { name: 'Weiter' }).click();
    await a.getByLabel('Gib deinem Stoff einen Namen:').fill('Mein Cord');
    await a.getByLabel('Gib deinem Stoff einen Namen:').press('Enter');
    await a.locator('dialog.frame-dialog', { hasText: 'Dein Stoff ist gespeichert' }).getByRole('button', { name: 'Stoffbibliothek anzeigen' }).click();
    await a.getByRole('region', { name: 'Deine Stoffe' }).getByRole('link', { name: /Mein Cord/ }).click();
    await a.getByLabel('Länge (cm)').fill('50');
    await a.getByLabel('Breite (cm)').fill('140');
    await a.getByRole('button', { name: 'Speichern' }).click();
    await expect(a.getByText('Gespeichert', { exact: true })).toBeVisible();

    await a.goto('/configurator/jacke-paul');
    await waitForDrawing(a);
    for (const area of ['Hauptstoff', 'Ärmel', 'Kapuze']) {
      await areaButton(a, area).click();
      await materialButton(a, 'Eigene').click();
      await fabricButtons(a).filter({ hasText: 'Mein Cord' }).click();
    }
    await chooseSize(a, '86/92');
    const need = yardage(a).locator('.cfg-need', { hasText: 'Mein Cord' });
    await expect(need).toContainText('Dein Stoff: 50 × 140 cm');
    await expect(need).toContainText(/Es fehlen \d+ cm/);
    const missing = Number(/Es fehlen (\d+) cm/.exec((await need.textContent()) ?? '')![1]);
    expect(missing).toBe((await lengthCm(need)) - 50);
    // the body alone (the sleeves and the hood undone) fits on it
    await a.getByRole('button', { name: 'Rückgängig' }).click();
    await a.getByRole('button', { name: 'Rückgängig' }).click();
    await expect(need.locator('.cfg-need-enough')).toHaveText('Reicht');
  } finally {
    await close();
  }
});
