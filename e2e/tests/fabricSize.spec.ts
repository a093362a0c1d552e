/**
 * Issue 19, 'Reicht mein Stoff?': a custom fabric carries the length and width of the piece the user owns, entered on
 * its details page. Saved on the device first (here offline), uploaded when the connection is back, still there after
 * a reload, and on the account's other device after its sync.
 */
import type { Page } from '@playwright/test';
import { shellOrigin } from '../support/origins';
import { expect, test } from '../support/test';
import { apiLogin, createActiveAccount, heading, loginThroughUi, navigateInApp, storedValue, waitForProviderServer } from '../support/account';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expectPublishedContent } from '../support/content';
import { buyForAccount, serverCustomFabrics, uploadCustomFabric } from '../support/photo';

test.beforeEach(async ({ context, request }) => {
  await waitForProviderServer(request);
  await expectPublishedContent(context, shellOrigin);
});

const sizeForm = (page: Page) => page.getByRole('region', { name: 'Stoffgröße' });
const lengthField = (page: Page) => sizeForm(page).getByLabel('Länge (cm)');
const widthField = (page: Page) => sizeForm(page).getByLabel('Breite (cm)');

type StoredFabric = { id: string; lengthCm?: number | null; widthCm?: number | null; dirty?: boolean };
/** The fabric as the device stores it (the account's list in the kernel's storage). */
async function storedFabric(page: Page, username: string, id: string): Promise<StoredFabric | undefined> {
  const list = await storedValue<string | StoredFabric[]>(page, `custom_fabrics:${username}`);
  return ((typeof list === 'string' ? JSON.parse(list) : (list ?? [])) as StoredFabric[]).find((fabric) => fabric.id === id);
}

async function openFabric(page: Page, id: string, name: string) {
  await page.goto(`/fabric/${id}`);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

test("'Stoffgröße' 50 × 140 on a custom fabric: saved offline, uploaded, kept after a reload, on the second device after its sync", async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const user = await createActiveAccount(request);
  const { token } = await apiLogin(request, user);
  await buyForAccount(request, token); // a photographed fabric is the paid feature
  const id = await uploadCustomFabric(request, token, 'Omas Karo');
  const onServer = async () => (await serverCustomFabrics(request, token)).find((fabric) => fabric.fabric_id === id);
  expect(await onServer()).toMatchObject({ length_cm: null, width_cm: null });

  const deviceB = await browser.newContext();
  try {
    // both devices logged in (the login's sync brings the fabric), B already shows it without a size
    await loginThroughUi(page, user);
    await expectPublishedContent(deviceB, shellOrigin);
    const b = await deviceB.newPage();
    await loginThroughUi(b, user);
    await openFabric(b, id, 'Omas Karo');
    await expect(lengthField(b)).toHaveValue('');
    await expect(widthField(b)).toHaveValue('');
    await navigateInApp(b, '/profile');
    await expect(heading(b, 'Dein Profil')).toBeVisible();

    // A: bad input is refused at the field in German
    await openFabric(page, id, 'Omas Karo');
    await expectNoSeriousA11yViolations(page, "custom fabric details with 'Stoffgröße'");
    await lengthField(page).fill('0');
    await widthField(page).fill('140,5');
    await sizeForm(page).getByRole('button', { name: 'Speichern' }).click();
    await expect(sizeForm(page).getByRole('alert')).toHaveText(['Bitte eine ganze Zahl zwischen 1 und 10000 eingeben.', 'Bitte eine ganze Zahl zwischen 1 und 10000 eingeben.']);
    await expect(lengthField(page)).toHaveAccessibleDescription('Bitte eine ganze Zahl zwischen 1 und 10000 eingeben.');

    // A, offline: 50 × 140 is stored on the device ('Gespeichert'), not yet on the server
    await context.setOffline(true);
    await lengthField(page).fill('50');
    await widthField(page).fill('140');
    await widthField(page).press('Enter');
    await expect(sizeForm(page).getByRole('status')).toHaveText('Gespeichert');
    await expect(sizeForm(page).getByRole('alert')).toHaveCount(0);
    expect(await storedFabric(page, user.username, id)).toMatchObject({ lengthCm: 50, widthCm: 140, dirty: true });
    expect(await onServer()).toMatchObject({ length_cm: null, width_cm: null });

    // back online: uploaded without a tap; after a reload the page shows it from the device
    await context.setOffline(false);
    await expect.poll(async () => (await onServer())?.length_cm, { timeout: 20_000 }).toBe(50);
    expect(await onServer()).toMatchObject({ name: 'Omas Karo', length_cm: 50, width_cm: 140 });
    await page.reload();
    await expect(lengthField(page)).toHaveValue('50');
    await expect(widthField(page)).toHaveValue('140');

    // B: 'Synchronisieren' brings it
    await b.getByRole('button', { name: 'Synchronisieren' }).click();
    await expect.poll(async () => (await storedFabric(b, user.username, id))?.lengthCm, { timeout: 20_000 }).toBe(50);
    await openFabric(b, id, 'Omas Karo');
    await expect(lengthField(b)).toHaveValue('50');
    await expect(widthField(b)).toHaveValue('140');
  } finally {
    await deviceB.close();
  }
});

test('the API through the shell origin answers a bad fabric size with 400 JSON in German and keeps the stored one', async ({ request }) => {
  const user = await createActiveAccount(request);
  const { token } = await apiLogin(request, user);
  await buyForAccount(request, token);
  const id = await uploadCustomFabric(request, token, 'Cord');
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const resized = await request.post('/api/app/custom-fabric', { headers, data: { customFabric: { fabric_id: id, length_cm: 50, width_cm: 140, base_revision: 1 } } });
  expect(await resized.json()).toMatchObject({ custom_fabric: { name: 'Cord', length_cm: 50, width_cm: 140, revision: 2 } });
  for (const bad of [0, -1, 2.5, 10_001, '50']) {
    const response = await request.post('/api/app/custom-fabric', { headers, data: { customFabric: { fabric_id: id, width_cm: bad, base_revision: 2 } } });
    expect(response.status()).toBe(400);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error: 'Ungültige Eingabe.', details: [{ path: 'customFabric.width_cm', message: 'Bitte eine ganze Zahl zwischen 1 und 10000 eingeben.' }] });
  }
  expect((await serverCustomFabrics(request, token)).find((fabric) => fabric.fabric_id === id)).toMatchObject({ length_cm: 50, width_cm: 140 });
});
