/**
 * Issue 40: 'Mein Stoffvorrat'. Two shipped fabrics and an own one go into the stash with their sizes (from a fabric's
 * details page and from the stash page), reach the server by themselves, and the account's other device gets them with
 * its sync; an edit made offline uploads by itself once the connection is back. 'Was kann ich daraus nähen?' lists the
 * patterns whose cutting plans fit for 86/92, and 'Ausprobieren' opens the configurator with those fabrics in the areas.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { shellOrigin } from '../support/origins';
import { expect, test } from '../support/test';
import { accountOnTwoDevices } from '../support/devices';
import { apiLogin, createActiveAccount, expectNoSeriousA11yIssues, heading, loginThroughUi, navigateInApp, screenshot, waitForProviderServer } from '../support/account';
import { areaFills, waitForDrawing } from '../support/configurator';
import { expectPublishedContent } from '../support/content';
import { buyForAccount, uploadCustomFabric } from '../support/photo';

test.beforeEach(async ({ context, request }) => {
  await waitForProviderServer(request);
  await expectPublishedContent(context, shellOrigin);
});

interface ServerStashEntry {
  entry_id: string;
  fabric_id: string;
  length_cm: number;
  width_cm: number;
  deleted: boolean;
}
/** The account's live stash entries on the server, by fabric id. */
async function serverStash(request: APIRequestContext, token: string): Promise<Record<string, string>> {
  const response = await request.get('/api/app/stash', { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
  expect(response.status()).toBe(200);
  const { stash } = (await response.json()) as { stash: ServerStashEntry[] };
  return Object.fromEntries(stash.filter((entry) => !entry.deleted).map((entry) => [entry.fabric_id, `${entry.length_cm}×${entry.width_cm}`]));
}

const pieces = (page: Page) => page.getByRole('list', { name: 'Stoffstücke in deinem Vorrat' }).getByRole('listitem');
const syncButton = (page: Page) => page.getByRole('button', { name: 'Synchronisieren' });

/** Fills the stash's form (open, with its fabric chosen or to choose) and saves it. */
async function savePiece(page: Page, size: { fabricId?: string; lengthCm: number; widthCm?: number }) {
  if (size.fabricId) await page.getByLabel('Stoff', { exact: true }).selectOption(size.fabricId);
  await page.getByLabel('Länge in cm').fill(String(size.lengthCm));
  if (size.widthCm) await page.getByLabel('Breite in cm').fill(String(size.widthCm));
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('button', { name: 'Speichern' })).toBeHidden();
}

test('the stash: two shipped fabrics and an own one with sizes; on the server by themselves, on the other device after its sync; an offline edit uploads by itself', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const { token, deviceA, a, b, close } = await accountOnTwoDevices(browser, request, { ownsCameraFeature: true });
  try {
    // an own fabric of the account (made on another device), brought to A by its sync
    const ownId = await uploadCustomFabric(request, token, 'Omas Leinen');
    await syncButton(a).click();
    await expect(a.getByRole('status').filter({ hasText: 'Alles ist synchronisiert.' })).toBeVisible({ timeout: 20_000 });

    // a shipped fabric from its details page: the form opens with it chosen and its usable width filled in
    await navigateInApp(a, '/fabric/ringel-ostsee');
    await a.getByRole('link', { name: 'In meinen Vorrat' }).click();
    await expect(a).toHaveURL(/\/stash\?fabric=ringel-ostsee$/);
    await expect(heading(a, 'Mein Stoffvorrat')).toBeVisible();
    await expect(a.getByLabel('Stoff', { exact: true })).toHaveValue('ringel-ostsee');
    await expect(a.getByLabel('Breite in cm')).toHaveValue('150');
    // a mistake first: the German message at the field, nothing saved
    await a.getByLabel('Länge in cm').fill('2,5');
    await a.getByRole('button', { name: 'Speichern' }).click();
    await expect(a.getByText('Bitte eine ganze Zahl zwischen 1 und 10000 eingeben.')).toBeVisible();
    await savePiece(a, { lengthCm: 200 });
    await expect(pieces(a)).toHaveCount(1);

    // a cuff fabric and the own fabric from the stash page itself
    await a.getByRole('button', { name: 'Stoff hinzufügen' }).click();
    await savePiece(a, { fabricId: 'buendchen-creme', lengthCm: 40 });
    await a.getByRole('button', { name: 'Stoff hinzufügen' }).click();
    await savePiece(a, { fabricId: ownId, lengthCm: 120, widthCm: 140 });
    await expect(pieces(a)).toHaveCount(3);
    await expect(pieces(a).filter({ hasText: 'Omas Leinen' })).toContainText('120 × 140 cm');
    await expectNoSeriousA11yIssues(a, 'stash');
    await screenshot(a, 'stash-desktop');

    // on the server without a tap
    const expected = { 'ringel-ostsee': '200×150', 'buendchen-creme': '40×70', [ownId]: '120×140' };
    await expect.poll(() => serverStash(request, token), { timeout: 10_000 }).toEqual(expected);

    // B: its sync brings the stash
    await syncButton(b).click();
    await expect(b.getByRole('region', { name: 'MEIN STOFFVORRAT' })).toContainText('3 Stoffstücke', { timeout: 20_000 });
    await navigateInApp(b, '/stash');
    await expect(pieces(b)).toHaveCount(3);

    // A offline: an edit is kept on the device, and uploads by itself when A is back online
    await deviceA.setOffline(true);
    await pieces(a).filter({ hasText: 'Ringel Ostsee' }).getByRole('button', { name: 'Ringel Ostsee bearbeiten' }).click();
    await savePiece(a, { lengthCm: 180 });
    await expect(pieces(a).filter({ hasText: 'Ringel Ostsee' })).toContainText('180 × 150 cm');
    await a.waitForTimeout(1_000);
    expect((await serverStash(request, token))['ringel-ostsee'], 'not on the server while offline').toBe('200×150');
    await deviceA.setOffline(false);
    await expect.poll(async () => (await serverStash(request, token))['ringel-ostsee'], { timeout: 10_000 }).toBe('180×150');
  } finally {
    await close();
  }
});

test("'Was kann ich daraus nähen?' for 86/92: the patterns whose plans fit, best first; 'Ausprobieren' opens one with those fabrics in its areas", async ({ page, request }) => {
  test.setTimeout(150_000);
  const user = await createActiveAccount(request);
  const { token } = await apiLogin(request, user);
  // the account's stash, made on another device: a long jersey, a cuff remnant, an own fabric (the photo feature's)
  await buyForAccount(request, token);
  const ownId = await uploadCustomFabric(request, token, 'Omas Leinen');
  // (entry ids are the clients' and unique on the server: another account's id answers 404)
  const run = Date.now().toString(36);
  for (const [entryId, fabricId, length, width] of [
    [`jersey${run}`, 'ringel-ostsee', 150, 150],
    [`cuffs${run}`, 'buendchen-senf', 40, 70],
    [`own${run}`, ownId, 90, 140],
  ] as const) {
    const response = await request.post('/api/app/stash-entry', {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      data: { stashEntry: { entry_id: entryId, fabric_id: fabricId, length_cm: length, width_cm: width, base_revision: 0 } },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  await loginThroughUi(page, user);
  await expect(page.getByRole('region', { name: 'MEIN STOFFVORRAT' })).toContainText('3 Stoffstücke', { timeout: 20_000 });

  // the matcher runs off the page's main thread: the profile remote's worker file is loaded (into a Blob URL's worker)
  const workerFiles: string[] = [];
  page.on('request', (request) => {
    if (/\/stash-match\.[0-9a-f]{8}\.js$/.test(request.url())) workerFiles.push(request.url());
  });
  await page.getByRole('link', { name: 'Zum Stoffvorrat' }).click();
  await page.getByRole('link', { name: 'Was kann ich daraus nähen?' }).click();
  await expect(heading(page, 'Was kann ich daraus nähen?')).toBeVisible();
  await page.getByLabel('Größe').selectOption('86/92');
  const results = page.getByRole('list', { name: 'Schnittmuster, die in Größe 86/92 aus deinem Vorrat passen' });
  const matches = results.locator(':scope > li');
  await expect(matches.first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Schnittmuster in Größe 86\/92 geprüft\./)).toBeVisible();
  expect(workerFiles, 'the matching ran in the worker').toHaveLength(1);
  expect(page.workers().length).toBeGreaterThan(0);
  for (const match of await matches.all()) await expect(match).toContainText('Reicht – noch');
  await expectNoSeriousA11yIssues(page, "'Was kann ich daraus nähen?'");
  await screenshot(page, 'stash-sew-desktop');
  await page.setViewportSize({ width: 412, height: 915 });
  await screenshot(page, 'stash-sew-phone');

  // 'Ausprobieren': the configurator opens the pattern as a new design with the suggested fabrics in their areas
  const tryOut = matches.first().getByRole('link', { name: /^Ausprobieren/ });
  const href = new URL((await tryOut.getAttribute('href'))!, shellOrigin);
  const fills = Object.fromEntries(href.searchParams.get('stoffe')!.split(',').map((pair) => pair.split(':').map(decodeURIComponent)));
  expect(Object.keys(fills).length).toBeGreaterThan(0);
  await tryOut.click();
  await expect(page).toHaveURL(new RegExp(`${href.pathname}$`));
  await waitForDrawing(page);
  const drawn = await areaFills(page);
  for (const [areaId, fabricId] of Object.entries(fills)) expect(drawn[areaId], areaId).toBe(`url(#fabric-${fabricId})`);
});
