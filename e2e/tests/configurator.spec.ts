import fs from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expectPublishedContent } from '../support/content';
import {
  areaFills,
  drawing,
  pngDimensions,
  pointInArea,
  storedProjects,
  waitForDrawing,
  writeStoredProjects,
} from '../support/configurator';
import { jpegSize } from '../support/photo';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const areaButton = (page: Page, name: string) => page.getByRole('group', { name: 'Bereiche' }).getByRole('button', { name, exact: true });
const materialButton = (page: Page, name: string) => page.getByRole('group', { name: 'Material' }).getByRole('button', { name, exact: true });
const fabricButtons = (page: Page) => page.locator('.cfg-fabrics button[data-fabric-id]');
/** The outlines drawn over the areas (selection, keyboard focus, flash): class → the area each one follows. */
const outlines = (page: Page) =>
  page.locator('svg.cfg-drawing-highlight path').evaluateAll((paths) => {
    const areas = Array.from(document.querySelectorAll('svg.cfg-drawing #areas path[data-area]'));
    return paths.map((path) => [path.getAttribute('class'), areas.find((area) => area.getAttribute('d') === path.getAttribute('d'))?.getAttribute('data-area')]);
  });
const mainSave = (page: Page, name: string) => page.locator('.cfg-actions').getByRole('button', { name });

test.beforeEach(async ({ context, baseURL }) => {
  await expectPublishedContent(context, baseURL!);
});

test.describe('configurator', () => {
  test('design → save → details → edit → save again → download → delete', async ({ page }) => {
    test.setTimeout(120_000);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });

    // ── new design from the pattern list ──
    await page.goto('/configurator');
    await expect(heading(page, 'Schnitt designen')).toBeVisible();
    await page.getByRole('link', { name: /Shirt Mila/ }).click();
    await expect(page).toHaveURL(/\/configurator\/shirt-mila$/);
    await waitForDrawing(page);
    await expect(areaButton(page, 'Hauptstoff')).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousA11yViolations(page, 'configurator');

    // the thumbnails carry their fabric's name under them (the name is the button's name)
    const firstFabric = fabricButtons(page).first();
    const firstName = (await firstFabric.locator('.cfg-fabric-name').textContent())!;
    expect(firstName.length).toBeGreaterThan(2);
    await expect(firstFabric.locator('.cfg-fabric-name')).toBeVisible();
    await expect(firstFabric).toHaveAccessibleName(firstName);

    // Hauptstoff: a fabric, by mouse
    const mainFabricId = (await firstFabric.getAttribute('data-fabric-id'))!;
    await firstFabric.click();
    await expect(firstFabric).toHaveAttribute('aria-pressed', 'true');
    expect((await areaFills(page)).hauptstoff).toBe(`url(#fabric-${mainFabricId})`);

    // Ärmel: tapped in the drawing (flashes), then a plain colour
    const sleeve = await pointInArea(page, 'aermel');
    await page.mouse.click(sleeve.x, sleeve.y);
    await expect(areaButton(page, 'Ärmel')).toHaveAttribute('aria-pressed', 'true');
    // the flash: a dark outline under a light one along the area's edge (seen on white and on dark fills)
    await expect(page.locator('svg.cfg-drawing-highlight .cfg-highlight--flash')).toHaveCount(1);
    expect(await outlines(page)).toContainEqual(['cfg-highlight cfg-flash-dark', 'aermel']);
    await expect(page.locator('svg.cfg-drawing-highlight .cfg-highlight--flash')).toHaveCount(0); // gone after 400 ms
    // one selection indicator: the pressed area is outlined (dashed), no focus ring anywhere
    expect(await outlines(page)).toEqual([
      ['cfg-highlight cfg-highlight--halo', 'aermel'],
      ['cfg-highlight cfg-highlight--selected', 'aermel'],
    ]);
    await materialButton(page, 'Farben').click();
    // every published colour is offered: a new list shows its first 20 fabrics at once and the rest a render later
    const published = (await (await page.request.get('/api/app/fabrics')).json()) as { data: { material: string }[] };
    const colours = published.data.filter((fabric) => fabric.material === 'farbe').length;
    expect(colours).toBeGreaterThan(20);
    await expect(fabricButtons(page)).toHaveCount(colours);
    const colour = fabricButtons(page).nth(5);
    const colourId = (await colour.getAttribute('data-fabric-id'))!;
    await colour.click();
    const colourFill = (await areaFills(page)).aermel;
    expect(colourFill).toMatch(/^#[0-9a-f]{6}$/i);

    // Bündchen: by keyboard only — the drawing's areas (arrow keys + Enter), then the fabric row
    await drawing(page).locator('[data-area-id="aermel"]').focus();
    await page.keyboard.press('ArrowRight'); // aermel → buendchen (content order)
    await expect(drawing(page).locator('[data-area-id="buendchen"]')).toBeFocused();
    await expect(drawing(page).locator('[data-area-id="buendchen"]')).toHaveAttribute('aria-label', 'Bündchen: noch leer');
    // selection follows keyboard focus: one area outlined, solid while it has the focus
    await expect(areaButton(page, 'Bündchen')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => outlines(page)).toEqual([
      ['cfg-highlight cfg-highlight--halo', 'buendchen'],
      ['cfg-highlight cfg-highlight--focus', 'buendchen'],
    ]);
    await page.keyboard.press('Enter');
    await expect(areaButton(page, 'Bündchen')).toHaveAttribute('aria-pressed', 'true');
    await fabricButtons(page).first().focus();
    await page.keyboard.press('ArrowRight');
    const cuffFabric = fabricButtons(page).nth(1);
    await expect(cuffFabric).toBeFocused();
    const cuffFabricId = (await cuffFabric.getAttribute('data-fabric-id'))!;
    await page.keyboard.press('Enter');
    expect((await areaFills(page)).buendchen).toBe(`url(#fabric-${cuffFabricId})`);

    // ── undo / redo: buttons and shortcuts ──
    await page.getByRole('button', { name: 'Rückgängig' }).click();
    expect((await areaFills(page)).buendchen).toBe('#ffffff');
    await page.keyboard.press('Control+Shift+Z');
    expect((await areaFills(page)).buendchen).toBe(`url(#fabric-${cuffFabricId})`);
    await page.keyboard.press('Control+Z');
    await page.keyboard.press('Control+Z');
    expect((await areaFills(page)).aermel).toBe('#ffffff');
    await page.getByRole('button', { name: 'Wiederholen' }).click();
    await page.getByRole('button', { name: 'Wiederholen' }).click();
    const designed = await areaFills(page);
    expect(designed).toEqual({ hauptstoff: `url(#fabric-${mainFabricId})`, aermel: colourFill, buendchen: `url(#fabric-${cuffFabricId})` });

    // zoom and pan do not change the design; double-click resets
    await page.getByRole('button', { name: 'Vergrößern' }).click();
    await expect(drawing(page)).toHaveAttribute('data-zoom', '1.25');
    // a drag that ends over another area pans: it neither selects nor focuses that area (no second outline)
    await areaButton(page, 'Ärmel').click();
    const start = await pointInArea(page, 'hauptstoff');
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 30, start.y + 20, { steps: 4 });
    await page.mouse.up();
    await expect(areaButton(page, 'Ärmel')).toHaveAttribute('aria-pressed', 'true');
    await expect(drawing(page).locator('[data-area-id]:focus')).toHaveCount(0);
    await expect.poll(() => outlines(page)).toEqual([
      ['cfg-highlight cfg-highlight--halo', 'aermel'],
      ['cfg-highlight cfg-highlight--selected', 'aermel'],
    ]);
    await drawing(page).dblclick({ position: { x: 5, y: 5 } });
    await expect(drawing(page)).toHaveAttribute('data-zoom', '1.00');

    // ── 'Fertig stellen' → save screen ──
    await mainSave(page, 'Fertig stellen').click();
    await expect(page).toHaveURL(/\/configuration\/save$/);
    await expect(page.getByRole('heading', { name: 'Gib deinem Projekt einen Namen:' })).toBeVisible();
    const nameInput = page.getByLabel('Projektname');
    await expect(nameInput).toBeFocused();
    await expect(page.getByTestId('save-preview')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'save screen');

    // the PNG preview shows what the SVG shows (same colours at points inside every area)
    const comparison = await comparePreviewWithSvg(page);
    for (const [area, result] of Object.entries(comparison)) expect(result.distance, `${area}: ${JSON.stringify(result)}`).toBeLessThan(40);
    expect(comparison.aermel.png.slice(0, 3)).not.toEqual([255, 255, 255]);

    await nameInput.pressSequentially('Sommershirt für Mila!'); // 21 characters
    await expect(nameInput).toHaveValue('Sommershirt für Mila');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile$/);

    // first in the kernel's list (the profile's 'DEINE KREATIONEN' list reads the same store)
    let projects = (await storedProjects(page)).filter((project) => !project.deleted);
    expect(projects[0].name).toBe('Sommershirt für Mila');
    const projectId = projects[0].id;

    // logged out with a design on the device: the profile first shows the spec's one-time
    // not-connected warning ('Achtung' … 'Bestätigen'); then 'DEINE KREATIONEN' lists the design first
    const warning = page.getByRole('dialog', { name: 'Achtung' });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(warning).toBeHidden();
    const creations = page.getByRole('region', { name: 'Deine Kreationen', exact: true });
    const card = creations.getByRole('link').first();
    await expect(card).toHaveAccessibleName('Sommershirt für Mila');
    await expect(card).toHaveAttribute('href', `/details/${projectId}`);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/details/${projectId}$`));

    // ── details ──
    await expect(heading(page, 'Sommershirt für Mila')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Verwendete Stoffe' })).toBeVisible();
    const usedFabrics = page.locator('.cfg-used-fabrics');
    await expect(usedFabrics.locator(`a[href="/fabric/${mainFabricId}"]`)).toBeVisible();
    await expect(usedFabrics.locator(`a[href="/fabric/${cuffFabricId}"]`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Verwendete Farben' })).toBeVisible();
    await expect(page.locator('.cfg-used-colors li')).toHaveCount(1);
    await expect(page.getByText('STOFFVERBRAUCH', { exact: true })).toBeVisible();
    await expect(page.getByText('in cm, bei einer Stoffbreite von 140 cm')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zum Shop' })).toHaveAttribute('href', /^https:\/\/shop\./);
    const previewBefore = (await page.locator('.cfg-details-preview img').getAttribute('src'))!;
    await expectNoSeriousA11yViolations(page, 'details');

    // ── edit: every fill restored; change one; 'Speichern' ──
    await page.getByRole('link', { name: 'Bearbeiten' }).click();
    await expect(page).toHaveURL(new RegExp(`/configuration/edit/${projectId}$`));
    await waitForDrawing(page);
    expect(await areaFills(page)).toEqual(designed);
    await areaButton(page, 'Hauptstoff').click();
    const otherFabric = fabricButtons(page).nth(3);
    const otherFabricId = (await otherFabric.getAttribute('data-fabric-id'))!;
    expect(otherFabricId).not.toBe(mainFabricId);
    await otherFabric.click();
    await mainSave(page, 'Speichern').click();
    await expect(page).toHaveURL(/\/configuration\/save$/);
    await expect(page.getByLabel('Projektname')).toHaveValue('Sommershirt für Mila');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    projects = (await storedProjects(page)).filter((project) => !project.deleted);
    expect(projects).toHaveLength(1);

    await page.goto(`/details/${projectId}`);
    await expect(heading(page, 'Sommershirt für Mila')).toBeVisible();
    await expect(page.locator('.cfg-used-fabrics').locator(`a[href="/fabric/${otherFabricId}"]`)).toBeVisible();
    const previewAfter = (await page.locator('.cfg-details-preview img').getAttribute('src'))!;
    expect(previewAfter).toMatch(/#v=\d+$/);
    expect(previewAfter.split('#v=')[1]).not.toBe(previewBefore.split('#v=')[1]);

    // ── 'Design speichern': an 800×800 PNG named after the project id, then the toast ──
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Design speichern' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(`${projectId}.png`);
    const file = await download.path();
    expect(pngDimensions(fs.readFileSync(file))).toEqual({ width: 800, height: 800 });
    await expect(page.getByText('Wir haben das Schnittmuster in deiner Gallerie gespeichert.')).toBeVisible();

    // ── 'Design löschen' (confirm) → profile; gone after reload ──
    await page.getByRole('button', { name: 'Design löschen' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Möchtest du dieses Design wirklich löschen?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto(`/details/${projectId}`);
    await expect(heading(page, 'Projekt nicht gefunden')).toBeVisible();
    expect((await storedProjects(page)).filter((project) => !project.deleted)).toHaveLength(0);

    expect(warnings.filter((text) => /No fabric found|No material found/.test(text))).toEqual([]);
    expect(colourId).toMatch(/^farbe-/);
  });

  test("on an iPhone, 'Design teilen' hands the browser's share sheet an 800×800 JPEG named after the project; closing the sheet says nothing", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    // Safari on an iPhone: Web Share with files. Chromium on Linux has no share sheet, so the page gets
    // one that records what it is handed (and can be closed by the user: AbortError).
    const context = await browser.newContext({
      baseURL,
      locale: 'de-DE',
      viewport: { width: 390, height: 844 },
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      hasTouch: true,
    });
    try {
      await expectPublishedContent(context, baseURL!);
      await context.addInitScript(() => {
        const sheet = { files: [] as { name: string; type: string; base64: string }[], closeNext: false };
        (window as unknown as { shareSheet: typeof sheet }).shareSheet = sheet;
        const toBase64 = async (file: File) => {
          let binary = '';
          for (const byte of new Uint8Array(await file.arrayBuffer())) binary += String.fromCharCode(byte);
          return btoa(binary);
        };
        Object.defineProperty(navigator, 'canShare', { configurable: true, value: (data?: ShareData) => (data?.files?.length ?? 0) > 0 });
        Object.defineProperty(navigator, 'share', {
          configurable: true,
          value: async (data: ShareData) => {
            for (const file of data.files ?? []) sheet.files.push({ name: file.name, type: file.type, base64: await toBase64(file) });
            if (sheet.closeNext) {
              sheet.closeNext = false;
              throw new DOMException('Share canceled', 'AbortError');
            }
          },
        });
      });
      const page = await context.newPage();
      const downloads: string[] = [];
      page.on('download', (download) => downloads.push(download.suggestedFilename()));

      await page.goto('/configurator/body-lotte');
      await waitForDrawing(page);
      await fabricButtons(page).nth(2).click();
      await mainSave(page, 'Fertig stellen').click();
      await page.getByLabel('Projektname').fill('Body zum Teilen');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/profile$/);
      const projectId = (await storedProjects(page)).find((project) => !project.deleted)!.id;
      await page.getByRole('dialog', { name: 'Achtung' }).getByRole('button', { name: 'Bestätigen' }).click();
      await page.getByRole('region', { name: 'Deine Kreationen', exact: true }).getByRole('link', { name: 'Body zum Teilen' }).click();
      await expect(heading(page, 'Body zum Teilen')).toBeVisible();

      await expect(page.getByRole('button', { name: 'Design speichern' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Design teilen' }).click();
      const sharedFiles = () => page.evaluate(() => (window as unknown as { shareSheet: { files: { name: string; type: string; base64: string }[] } }).shareSheet.files);
      await expect.poll(async () => (await sharedFiles()).length).toBe(1);
      const [shared] = await sharedFiles();
      expect([shared.name, shared.type]).toEqual([`${projectId}.jpg`, 'image/jpeg']);
      expect(await jpegSize(Buffer.from(shared.base64, 'base64'))).toEqual({ width: 800, height: 800, format: 'jpeg' });
      await expect(page.getByText('Wir haben das Schnittmuster in deiner Gallerie gespeichert.')).toBeVisible();
      await expect(page.getByText('Wir haben das Schnittmuster in deiner Gallerie gespeichert.')).toBeHidden({ timeout: 15_000 });

      // the user closes the share sheet: no message, no download
      await page.evaluate(() => ((window as unknown as { shareSheet: { closeNext: boolean } }).shareSheet.closeNext = true));
      await page.getByRole('button', { name: 'Design teilen' }).click();
      await expect.poll(async () => (await sharedFiles()).length).toBe(2);
      await expect(page.getByRole('button', { name: 'Design teilen' })).not.toHaveAttribute('aria-busy', 'true');
      await page.waitForTimeout(500);
      await expect(page.getByText('Wir haben das Schnittmuster in deiner Gallerie gespeichert.')).toHaveCount(0);
      await expect(page.getByText('Das Bild konnte nicht erstellt werden. Versuche es bitte erneut.')).toHaveCount(0);
      expect(downloads).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("the header tickmark ('savePatterns') saves like the button", async ({ page }) => {
    await page.goto('/configurator/body-lotte');
    await waitForDrawing(page);
    await fabricButtons(page).nth(2).click();
    await page.locator('#main-header').getByRole('button', { name: 'Fertig stellen' }).click();
    await expect(page).toHaveURL(/\/configuration\/save$/);
    await expect(page.getByTestId('save-preview')).toBeVisible();
    // back goes to the configurator with the design still there
    await page.getByRole('button', { name: 'Zurück' }).click();
    await expect(page).toHaveURL(/\/configurator\/body-lotte$/);
    await waitForDrawing(page);
    expect((await areaFills(page)).hauptstoff).toMatch(/^url\(#fabric-/);
  });

  test('editing a project saved under a legacy pattern id restores every fill; unknown fabrics are warned about', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/configurator');
    await expect(page.getByRole('link', { name: /Shirt Mila/ })).toBeVisible();
    const now = Date.now();
    await writeStoredProjects(page, [
      {
        id: '01LEGACYPROJECT00000000000',
        name: 'Altes Shirt',
        createdAt: now - 1000,
        updatedAt: now - 1000,
        deleted: false,
        dirty: true,
        // pattern '1' and the area ids of an earlier app version (legacy table → shirt-mila)
        sewingPattern: { id: '1', areas: [{ id: 'main', fabric: 'ringel-ostsee' }, { id: 'sleeves', fabric: 'farbe-senf' }, { id: 'neckband', fabric: 'gibt-es-nicht' }] },
      },
    ]);
    await page.goto('/configuration/edit/01LEGACYPROJECT00000000000');
    await waitForDrawing(page);
    const fills = await areaFills(page);
    expect(fills.hauptstoff).toBe('url(#fabric-ringel-ostsee)');
    expect(fills.aermel).toMatch(/^#[0-9a-f]{6}$/i);
    expect(fills.buendchen).toBe('#ffffff');
    expect(warnings).toContain('No fabric found for id gibt-es-nicht.');
    await expect(page.locator('.cfg-actions').getByRole('button', { name: 'Speichern' })).toBeVisible();
  });

  test('the shading darkens the fabrics beneath it as the grey drawing multiplied would (made off the main thread)', async ({ page }) => {
    await page.goto('/configurator/jacke-paul');
    await waitForDrawing(page);
    const shading = await page.evaluate(async () => {
      const pixels = async (src: string, width: number, height: number) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0, width, height);
        return context.getImageData(0, 0, width, height).data;
      };
      const href = document.querySelector('svg.cfg-drawing-overlay image#shading')!.getAttribute('href')!;
      const probe = new Image();
      probe.src = href;
      await probe.decode();
      const { naturalWidth: width, naturalHeight: height } = probe;
      const patterns = await (await fetch('/api/app/sewing-patterns?preview_mode=true')).json();
      const shadowPath: string = patterns.data.find((pattern: { id: string }) => pattern.id === 'jacke-paul').shadowPath;
      const grey = await pixels(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(await (await fetch(shadowPath)).text())}`, width, height);
      const shown = await pixels(href, width, height);
      // multiplying with grey g at coverage a = black at alpha a·(1 − g) laid over
      let coloured = 0;
      let maxAlphaDifference = 0;
      let darkened = 0;
      for (let i = 0; i < shown.length; i += 4) {
        if (shown[i + 3] > 0 && Math.max(shown[i], shown[i + 1], shown[i + 2]) > 0) coloured += 1;
        const luminance = (0.2126 * grey[i] + 0.7152 * grey[i + 1] + 0.0722 * grey[i + 2]) / 255;
        const expected = Math.round(grey[i + 3] * (1 - luminance));
        maxAlphaDifference = Math.max(maxAlphaDifference, Math.abs(shown[i + 3] - expected));
        if (shown[i + 3] > 0) darkened += 1;
      }
      return { width, coloured, maxAlphaDifference, darkened };
    });
    expect(shading.width).toBeGreaterThan(0);
    expect(shading.darkened).toBeGreaterThan(0);
    expect(shading.coloured).toBe(0);
    expect(shading.maxAlphaDifference).toBeLessThanOrEqual(3);
  });

  test('thumbnails that cannot load (offline, never cached) show a placeholder with the fabric name, never a broken image', async ({ page }) => {
    await page.route(/-thumb\.[0-9a-f]+\.webp$/, (route) => route.abort('internetdisconnected'));
    await page.goto('/configurator/shirt-mila');
    await waitForDrawing(page);
    const row = page.locator('.cfg-fabrics');
    await expect(row.locator('.nt-image-missing').first()).toBeVisible();
    const shown = await row.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const inRow = (child: Element) => {
        const rect = child.getBoundingClientRect();
        return rect.right > box.left && rect.left < box.right;
      };
      return {
        broken: Array.from(element.querySelectorAll('img')).filter((image) => image.complete && image.naturalWidth === 0).length,
        placeholders: Array.from(element.querySelectorAll('.nt-image-missing')).filter(inRow).length,
      };
    });
    expect(shown.broken).toBe(0);
    expect(shown.placeholders).toBeGreaterThan(2);
    const first = fabricButtons(page).first();
    await expect(first.locator('.cfg-fabric-name')).toBeVisible();
    await expect(first).toHaveAccessibleName((await first.locator('.cfg-fabric-name').textContent())!);
  });

  test('a fabric chosen before the live drawing has arrived is drawn once it does; the published drawing shows meanwhile', async ({ page }) => {
    // the live drawing's code is held back until the test lets it through (a phone's slow link)
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/drawing\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/configurator/jacke-paul');
    await expect(page.locator('img[data-drawing-start]')).toBeVisible();
    const fabric = fabricButtons(page).first();
    await fabric.click();
    await expect(fabric).toHaveAttribute('aria-pressed', 'true');
    await expect(drawing(page)).toHaveCount(0);
    release();
    await waitForDrawing(page);
    const fabricId = await fabric.getAttribute('data-fabric-id');
    expect(Object.values(await areaFills(page))).toContain(`url(#fabric-${fabricId})`);
    await expect(page.locator('img[data-drawing-start]')).toHaveCount(0);
  });

  test('unknown pattern ids show a German not-found page with a way back', async ({ page }) => {
    await page.goto('/configurator/gibt-es-nicht');
    await expect(heading(page, 'Schnittmuster nicht gefunden')).toBeVisible();
    await page.getByRole('link', { name: 'Zur Schnittmuster-Auswahl' }).click();
    await expect(page).toHaveURL(/\/configurator$/);
    await expect(page.getByRole('link', { name: /Shirt Mila/ })).toBeVisible();
  });
});

/**
 * Renders the pending SVG (sessionStorage) and the PNG preview to canvases of the same size and reads
 * both at a point inside every area (outside the areas drawn above it).
 */
async function comparePreviewWithSvg(page: Page) {
  return page.evaluate(async () => {
    const pending = JSON.parse(sessionStorage.getItem('nahtlos:configurator:pending')!);
    const svgText: string = pending.svg;
    const load = (src: string) =>
      new Promise<HTMLImageElement>((resolve, reject) => {
        const image = new Image();
        image.onload = () => resolve(image);
        image.onerror = reject;
        image.src = src;
      });
    const png = await load((document.querySelector('[data-testid="save-preview"]') as HTMLImageElement).src);
    const svgUrl = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml' }));
    const svgImage = await load(svgUrl);
    const width = png.naturalWidth;
    const height = png.naturalHeight;
    const pixels = (image: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0, width, height);
      return context;
    };
    const pngCtx = pixels(png);
    const svgCtx = pixels(svgImage);
    // find interior points with the browser's own geometry
    const host = document.createElement('div');
    host.style.cssText = 'position:fixed;left:-10000px;top:0;width:500px;height:600px';
    const doc = new DOMParser().parseFromString(svgText, 'image/svg+xml');
    const svg = document.importNode(doc.documentElement, true) as unknown as SVGSVGElement;
    host.appendChild(svg);
    document.body.appendChild(host);
    const [, , vw, vh] = svg.getAttribute('viewBox')!.split(' ').map(Number);
    const paths = Array.from(svg.querySelectorAll<SVGPathElement>('#areas path[data-area]'));
    const result: Record<string, { png: number[]; svg: number[]; distance: number }> = {};
    paths.forEach((path, index) => {
      const box = path.getBBox();
      const distances: { png: number[]; svg: number[]; distance: number }[] = [];
      for (let step = 0; step < 800 && distances.length < 9; step += 1) {
        const point = new DOMPoint(box.x + box.width * (0.1 + (0.8 * ((step * 37) % 97)) / 97), box.y + box.height * (0.1 + (0.8 * ((step * 61) % 89)) / 89));
        if (!path.isPointInFill(point) || paths.slice(index + 1).some((other) => other.isPointInFill(point))) continue;
        const x = Math.round((point.x / vw) * width);
        const y = Math.round((point.y / vh) * height);
        const a = Array.from(pngCtx.getImageData(x, y, 1, 1).data);
        const b = Array.from(svgCtx.getImageData(x, y, 1, 1).data);
        distances.push({ png: a, svg: b, distance: Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2], a[3] - b[3]) });
      }
      // the median point: a sample may sit on an outline or topstitching, drawn slightly differently
      distances.sort((p, q) => p.distance - q.distance);
      result[path.getAttribute('data-area')!] = distances[Math.floor(distances.length / 2)];
    });
    host.remove();
    URL.revokeObjectURL(svgUrl);
    return result;
  });
}
