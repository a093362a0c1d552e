/**
 * Names people give (issue 16): trimmed when saved, empty or only spaces refused at the field with
 * 'Bitte gib einen Namen ein.', longer than 20 (typed or pasted) refused with 'Höchstens 20 Zeichen.'
 * and the old value kept; the save screen keeps the typed name across a reload; the API answers 400.
 * Issue 36: text-direction controls are refused at the field with the server's German text and nothing is
 * stored; a project stored with them by an older version is repaired on the device and uploads.
 */
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import {
  apiLogin,
  createActiveAccount,
  createDesignThroughUi,
  heading,
  loginThroughUi,
  serverProjects,
  storedValue,
  waitForProviderServer,
} from '../support/account';
import { storedProjects, waitForDrawing, writeStoredProjects } from '../support/configurator';
import { expectPublishedContent } from '../support/content';
import { choosePhoto, ownCameraFeature, twelveMegapixelJpeg } from '../support/photo';

test.beforeEach(async ({ context, baseURL, request }) => {
  await waitForProviderServer(request);
  await expectPublishedContent(context, baseURL!);
});

const alertAt = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const BIDI_MESSAGE = 'Steuerzeichen für die Schreibrichtung sind im Namen nicht erlaubt.';
/** 'jacke' written backwards inside a right-to-left override (U+202E … U+202C): it reads 'jacke'. */
const REVERSED = '\u202Eekcaj\u202C';

/** Pastes through the real clipboard (Ctrl+V), as a user does. */
async function paste(page: Page, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('ControlOrMeta+V');
}

test.describe('names', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test("save screen: '   ' and text-direction controls refused, a 25-character paste refused, the typed name survives a reload, '  Jacke  ' saved as 'Jacke'", async ({ page }) => {
    await page.goto('/configurator/body-lotte');
    await waitForDrawing(page);
    await page.locator('.cfg-fabrics button[data-fabric-id]').nth(2).click();
    await page.locator('#main-header').getByRole('button', { name: 'Fertig stellen' }).click();
    await expect(page).toHaveURL(/\/configuration\/save$/);
    const name = page.getByLabel('Projektname');

    // only spaces: the error at the field, nothing saved
    await name.fill('   ');
    await name.press('Enter');
    await expect(alertAt(page, 'Bitte gib einen Namen ein.')).toBeVisible();
    await expect(name).toHaveAccessibleDescription('Bitte gib einen Namen ein.');
    await expect(page).toHaveURL(/\/configuration\/save$/);
    expect(await storedProjects(page)).toEqual([]);

    // text-direction controls: the server's German text at the field, nothing saved
    await name.fill(REVERSED);
    await name.press('Enter');
    await expect(alertAt(page, BIDI_MESSAGE)).toBeVisible();
    await expect(name).toHaveAccessibleDescription(BIDI_MESSAGE);
    await expect(page).toHaveURL(/\/configuration\/save$/);
    expect(await storedProjects(page)).toEqual([]);

    // a paste beyond 20 characters: the old value stays and the limit is named
    await name.fill('Jacke');
    await name.press('End');
    await paste(page, 'x'.repeat(25));
    await expect(name).toHaveValue('Jacke');
    await expect(alertAt(page, 'Höchstens 20 Zeichen.')).toBeVisible();
    // typing beyond 20 as well
    await name.fill('x'.repeat(20));
    await name.press('End');
    await name.press('y');
    await expect(name).toHaveValue('x'.repeat(20));
    await expect(alertAt(page, 'Höchstens 20 Zeichen.')).toBeVisible();

    // a reload keeps what was typed
    await name.fill('  Jacke  ');
    await page.reload();
    await expect(page.getByLabel('Projektname')).toHaveValue('  Jacke  ');

    // saved trimmed; the kept name is gone once saved
    await page.getByLabel('Projektname').press('Enter');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(heading(page, 'Dein Profil')).toBeVisible();
    await expect.poll(async () => (await storedProjects(page)).filter((project) => !project.deleted).map((project) => project.name)).toEqual(['Jacke']);
    expect(await page.evaluate(() => sessionStorage.getItem('nahtlos:configurator:save-name'))).toBeNull();
  });

  test("custom fabric: '   ' and text-direction controls refused in the save dialog and when renaming; the old name kept", async ({ page, request }) => {
    test.setTimeout(120_000);
    await ownCameraFeature(page, request);
    await page.goto('/foto-feature');
    const create = page.getByRole('button', { name: 'Eigenen Stoff anlegen' });
    await expect(create).toBeVisible();
    await choosePhoto(page, create, await twelveMegapixelJpeg());
    await expect(page.locator('.lib-cropper__area[data-ready="true"]')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page).toHaveURL(/\/save-custom-fabric$/);

    const name = page.getByLabel('Gib deinem Stoff einen Namen:');
    await name.fill('   ');
    await name.press('Enter');
    await expect(alertAt(page, 'Bitte gib einen Namen ein.')).toBeVisible();
    await expect(page).toHaveURL(/\/save-custom-fabric$/);
    await name.fill(REVERSED);
    await name.press('Enter');
    await expect(alertAt(page, BIDI_MESSAGE)).toBeVisible();
    await expect(page).toHaveURL(/\/save-custom-fabric$/);
    await name.fill(' Karo ');
    await name.press('Enter');
    const saved = page.locator('dialog.frame-dialog', { hasText: 'Dein Stoff ist gespeichert' });
    await saved.getByRole('button', { name: 'Stoffbibliothek anzeigen' }).click();
    const card = page.getByRole('region', { name: 'Deine Stoffe' }).getByRole('link', { name: /Karo/ });
    await expect(card).toBeVisible();

    await card.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Karo', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Umbenennen' }).click();
    const rename = page.locator('dialog.lib-dialog');
    const input = rename.getByLabel('Gib deinem Stoff einen Namen:');
    await expect(input).toHaveValue('Karo');
    await input.press('End');
    await paste(page, 'y'.repeat(25));
    await expect(input).toHaveValue('Karo');
    await expect(rename.getByRole('alert')).toHaveText('Höchstens 20 Zeichen.');
    await input.fill('  ');
    await input.press('Enter');
    await expect(rename.getByRole('alert')).toHaveText('Bitte gib einen Namen ein.');
    await expect(input).toHaveAccessibleDescription('Bitte gib einen Namen ein.');
    await input.fill(`Karo${REVERSED}`);
    await input.press('Enter');
    await expect(rename.getByRole('alert')).toHaveText(BIDI_MESSAGE);
    await rename.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Karo', exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Karo', exact: true })).toBeVisible();
  });
});

test('a project stored by an older version with text-direction controls in its name is repaired on the device and uploads', async ({ page, request }) => {
  test.setTimeout(90_000);
  const user = await createActiveAccount(request);
  // saved logged out, then its stored name set the way an older version stored it
  await createDesignThroughUi(page, 'Alt');
  const [stored] = await storedProjects(page);
  await writeStoredProjects(page, [{ ...stored, name: REVERSED }]);

  // logging in moves the device's work into the account and uploads it: repaired first, so the server takes it
  await loginThroughUi(page, user);
  const { token } = await apiLogin(request, user);
  await expect.poll(async () => (await serverProjects(request, token)).map((project) => project.name), { timeout: 20_000 }).toEqual(['ekcaj']);
  const accountList = await storedValue<string>(page, `projects:${encodeURIComponent(user.username)}`);
  expect((JSON.parse(accountList ?? '[]') as { name: string }[]).map((project) => project.name)).toEqual(['ekcaj']);
  // the card reads as the name does now, and says nothing about a missing upload
  await expect(page.getByRole('link', { name: 'ekcaj', exact: true })).toBeVisible();
  await expect(page.getByText('Noch nicht hochgeladen')).toHaveCount(0);
});

test('the API through the shell origin answers an empty or all-space name with 400 JSON and stores nothing', async ({ request }) => {
  const user = await createActiveAccount(request);
  const { token } = await apiLogin(request, user);
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const refused = { error: 'Ungültige Eingabe.', details: [expect.objectContaining({ message: 'Bitte gib einen Namen ein.' })] };

  for (const name of ['', '   ']) {
    const id = `names-${Date.now()}-${name.length}`;
    const project = await request.post('/api/app/pattern-project', {
      headers,
      data: { patternProject: { pattern_project_id: id, name, sewing_pattern: { id: 'body-lotte', areas: [] }, svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' } },
    });
    expect(project.status()).toBe(400);
    expect(project.headers()['content-type']).toMatch(/^application\/json/);
    expect(await project.json()).toEqual(refused);
    expect((await request.get(`/api/app/pattern-project/${id}`, { headers })).status()).toBe(404);

    const fabric = await request.post('/api/app/custom-fabric', { headers, data: { customFabric: { fabric_id: id, name, width: 10, height: 10 } } });
    expect(fabric.status()).toBe(400);
    expect(fabric.headers()['content-type']).toMatch(/^application\/json/);
    expect(await fabric.json()).toEqual(refused);
    expect((await request.get(`/api/app/custom-fabric/${id}`, { headers })).status()).toBe(404);
  }
});
