import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { apiLogin, createActiveAccount, heading, loginThroughUi, serverProjects, storedValue, waitForProviderServer } from '../support/account';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { chromiumLaunchOptions } from '../support/browser';
import { areaFills, waitForDrawing } from '../support/configurator';
import { expectPublishedContent } from '../support/content';
import {
  buyCameraFeature,
  choosePhoto,
  corruptJpeg,
  jpegSize,
  ownCameraFeature,
  pdfFile,
  serverCustomFabrics,
  serverFabricImage,
  twelveMegapixelJpeg,
} from '../support/photo';

// chromium's fake camera (a moving test picture), permission granted without a prompt
test.use({
  launchOptions: { ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] },
  permissions: ['camera'],
});

test.beforeEach(async ({ context, baseURL, request }) => {
  await waitForProviderServer(request);
  await expectPublishedContent(context, baseURL!);
});

const frameDialog = (page: Page, text: string) => page.locator('dialog.frame-dialog', { hasText: text });
const createFabricButton = (page: Page) => page.getByRole('button', { name: 'Eigenen Stoff anlegen' });

test.describe('photo feature', () => {
  test('buy → owner variant live → 12 MP photo → crop → name → library → configurator → synced; rename and delete propagate', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const user = await createActiveAccount(request);
    await loginThroughUi(page, user);
    const { token } = await apiLogin(request, user);
    const photo = await twelveMegapixelJpeg();

    // the purchase through the web checkout (the dev stand-in page); back on the page as owner
    await page.goto('/foto-feature');
    await expect(heading(page, 'Foto Feature')).toBeVisible();
    await expect(page.getByText('3,99 €')).toBeVisible();
    await expect(createFabricButton(page)).toHaveCount(0);
    await buyCameraFeature(page);
    await expect(createFabricButton(page)).toBeVisible();
    await expect(page.getByText('Du hast das Foto Feature bereits freigeschaltet.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'foto-feature, owner');

    // photo → cropper
    await choosePhoto(page, createFabricButton(page), { ...photo });
    await expect(page).toHaveURL(/\/image-cropper$/);
    await expect(heading(page, 'Zuschneiden')).toBeVisible();
    await expect(page.locator('.lib-cropper__area[data-ready="true"]')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.cropper-crop-box')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'cropper');
    await page.getByRole('button', { name: 'Weiter' }).click();

    // the 'Foto Feature' modal: preview of the 1600 × 2133 crop, the name focused after about a second, Enter saves
    await expect(page).toHaveURL(/\/save-custom-fabric$/);
    const preview = page.getByRole('img', { name: 'Vorschau deines fotografierten Stoffs' });
    await expect(preview).toHaveAttribute('width', '1600');
    await expect(preview).toHaveAttribute('height', '2133');
    const name = page.getByLabel('Gib deinem Stoff einen Namen:');
    await expect(name).toBeFocused({ timeout: 3000 });
    await expectNoSeriousA11yViolations(page, 'save custom fabric');
    await name.pressSequentially('Omas Vorhang aus dem Jahr 1970');
    await expect(name).toHaveValue('Omas Vorhang aus dem'); // 20 characters
    await name.press('Enter');
    const saved = frameDialog(page, 'Dein Stoff ist gespeichert');
    await expect(saved).toBeVisible();
    await saved.getByRole('button', { name: 'Stoffbibliothek anzeigen' }).click();

    // the fabric library lists it under 'Deine Stoffe'
    await expect(page).toHaveURL(/\/fabrics$/);
    const own = page.getByRole('region', { name: 'Deine Stoffe' });
    const card = own.getByRole('link', { name: /Omas Vorhang aus dem/ });
    await expect(card).toBeVisible();
    const fabricId = (await card.getAttribute('href'))!.replace('/fabric/', '');
    expect(fabricId).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/); // a ULID: sortable, made on the device
    await expectNoSeriousA11yViolations(page, "fabrics with 'Deine Stoffe'");

    // uploaded right away with its image (logged in)
    await expect.poll(async () => (await serverCustomFabrics(request, token)).map((fabric) => fabric.name), { timeout: 20_000 }).toContain(
      'Omas Vorhang aus dem',
    );
    const image = await jpegSize(await serverFabricImage(request, token, fabricId));
    // the server re-encodes uploads with its longest side at most 2000 px: still the 3/4 JPEG
    expect(image.format).toBe('jpeg');
    expect(Math.max(image.width, image.height)).toBeLessThanOrEqual(2133);
    expect(image.width / image.height).toBeCloseTo(3 / 4, 2);

    // the configurator's 'Eigene' material fills an area with it; the project is saved and synced
    await page.goto('/configurator/body-lotte');
    await waitForDrawing(page);
    await page.getByRole('group', { name: 'Material' }).getByRole('button', { name: 'Eigene', exact: true }).click();
    await page.locator(`.cfg-fabrics button[data-fabric-id="${fabricId}"]`).click();
    await expect.poll(async () => Object.values(await areaFills(page)).some((fill) => fill.includes(fabricId))).toBe(true);
    await page.locator('#main-header').getByRole('button', { name: 'Fertig stellen' }).click();
    await expect(page).toHaveURL(/\/configuration\/save$/);
    await page.getByLabel('Projektname').fill('Body mit Omas Stoff');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('region', { name: 'Deine Stoffe' }).getByRole('link', { name: /Omas Vorhang aus dem/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'profile, logged-in camera owner with an own fabric and a project');
    await expect.poll(async () => (await serverProjects(request, token)).map((project) => project.name), { timeout: 20_000 }).toContain(
      'Body mit Omas Stoff',
    );

    // rename on the fabric details propagates
    await page.goto(`/fabric/${fabricId}`);
    await expect(page.getByText('Nahtlos Foto Feature')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Omas Vorhang aus dem' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'custom fabric details');
    await page.getByRole('button', { name: 'Umbenennen' }).click();
    const rename = page.locator('dialog.lib-dialog');
    await rename.getByLabel('Gib deinem Stoff einen Namen:').fill('Vorhangstoff');
    await rename.getByLabel('Gib deinem Stoff einen Namen:').press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Vorhangstoff' })).toBeVisible();
    await expect.poll(async () => (await serverCustomFabrics(request, token)).find((fabric) => fabric.fabric_id === fabricId)?.name, { timeout: 20_000 }).toBe(
      'Vorhangstoff',
    );

    // delete (after confirming) propagates. First the rename's upload settles on the device: the
    // kernel's sync runs one at a time and a change made while one runs waits for the next.
    await expect
      .poll(async () => {
        const stored = await storedValue<string | { id: string; dirty?: boolean }[]>(page, `custom_fabrics:${user.username}`);
        const list = (typeof stored === 'string' ? JSON.parse(stored) : stored) as { id: string; dirty?: boolean }[] | null;
        return list?.find((fabric) => fabric.id === fabricId)?.dirty;
      })
      .toBe(false);
    await page.waitForTimeout(500);
    await page.getByRole('button', { name: 'Stoff löschen' }).click();
    // the project above uses it: the question says so (issue 36)
    await frameDialog(page, 'Dieser Stoff wird in 1 Design verwendet. Trotzdem löschen?').getByRole('button', { name: 'Löschen' }).click();
    await expect
      .poll(async () => (await serverCustomFabrics(request, token)).filter((fabric) => fabric.fabric_id === fabricId && !fabric.deleted).length, {
        timeout: 20_000,
      })
      .toBe(0);
    await page.goto('/fabrics');
    await expect(page.getByRole('heading', { level: 1, name: 'Stoffbibliothek' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Vorhangstoff/ })).toHaveCount(0);
  });

  test("a .pdf → 'Invalid image type'; a corrupt JPEG → the load-failure alert; both close the cropper", async ({ page, request }) => {
    test.setTimeout(90_000);
    await ownCameraFeature(page, request);
    await page.goto('/foto-feature');
    await expect(createFabricButton(page)).toBeVisible();

    await choosePhoto(page, createFabricButton(page), pdfFile());
    const invalid = frameDialog(page, 'Invalid image type');
    await expect(invalid).toBeVisible();
    await invalid.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/foto-feature$/);

    await choosePhoto(page, createFabricButton(page), corruptJpeg());
    const failed = frameDialog(page, 'Das Bild konnte nicht geladen werden. Versuche es bitte erneut.');
    await expect(failed).toBeVisible();
    await failed.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/foto-feature$/);
    await expect(page.locator('.cropper-container')).toHaveCount(0);
  });
});

test.describe('photo feature with a camera', () => {
  test("profile 'Kamera' → live camera → 'Foto aufnehmen' → cropper → name → back on the profile under 'Deine Stoffe'", async ({ page, request }) => {
    // the photo is re-encoded by the server (sharp): on a machine busy with other work that alone can take a minute
    test.setTimeout(180_000);
    await ownCameraFeature(page, request);
    await page.goto('/profile');
    await expect(page.getByText('Du hast noch keine eigenen Stoffe fotografiert.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'profile, camera owner without own fabrics');
    await page.getByRole('button', { name: 'Kamera', exact: true }).click();
    const camera = page.getByRole('dialog', { name: 'Kamera' });
    await expect(camera).toBeVisible();
    await expect.poll(() => camera.locator('video').evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);
    await camera.getByRole('button', { name: 'Foto aufnehmen' }).click();
    await expect(page).toHaveURL(/\/image-cropper$/);
    await expect(page.locator('.lib-cropper__area[data-ready="true"]')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Zuschnitt übernehmen' }).click();
    const name = page.getByLabel('Gib deinem Stoff einen Namen:');
    await expect(name).toBeFocused({ timeout: 3000 });
    await name.fill('Testbild');
    await name.press('Enter');
    const saved = frameDialog(page, 'Dein Stoff ist gespeichert');
    await saved.getByRole('button', { name: 'Schließen' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('region', { name: 'Deine Stoffe' }).getByRole('link', { name: /Testbild/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'profile, camera owner with an own fabric');
  });
});
