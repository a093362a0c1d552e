/**
 * Issue 20: the camera feature is bought once and owned by the account, on the web through a hosted
 * checkout. Production builds and the real server; the server runs with dev routes, so the checkout page
 * is its stand-in for Stripe's, which sends the same signed webhook (nothing here mocks our server).
 */
import { expect, test } from '../support/test';
import { apiLogin, createActiveAccount, heading, loginThroughUi, waitForProviderServer } from '../support/account';
import { expectPublishedContent } from '../support/content';
import { shellOrigin } from '../support/origins';
import { buyCameraFeature, buyForAccount, serverCustomFabrics, smallJpegBase64, uploadCustomFabric } from '../support/photo';
import type { APIRequestContext, Page } from '@playwright/test';

test.beforeEach(async ({ context, request }) => {
  await waitForProviderServer(request);
  await expectPublishedContent(context, shellOrigin);
});

const createFabricButton = (page: Page) => page.getByRole('button', { name: 'Eigenen Stoff anlegen' });
const buyButton = (page: Page) => page.getByRole('button', { name: "Los geht's" });
const cameraTeaser = (page: Page) => page.getByRole('region', { name: 'FOTO FEATURE' });

async function entitlements(request: APIRequestContext, token: string): Promise<string[]> {
  const response = await request.get('/api/app/entitlements', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { entitlements: { product_id: string }[] }).entitlements.map((entitlement) => entitlement.product_id);
}

/** A fresh account, logged in on `page`, and its bearer token (for asking the server what it owns). */
async function loggedInAccount(page: Page, request: APIRequestContext) {
  const user = await createActiveAccount(request);
  const { token } = await apiLogin(request, user);
  await loginThroughUi(page, user);
  return { user, token };
}

/** Every browser dialog (prompt, alert, confirm) the page opens: there must be none. */
function browserDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return seen;
}

test.describe('the camera feature on the web: a hosted checkout, owned by the account', () => {
  test("'Los geht's' → checkout page → pay → back in the app as owner; a second browser logged into the account owns it too", async ({ page, browser, request }) => {
    test.setTimeout(120_000);
    const dialogs = browserDialogs(page);
    const { user, token } = await loggedInAccount(page, request);

    await page.goto('/foto-feature');
    await expect(heading(page, 'Foto Feature')).toBeVisible();
    await expect(page.getByText('3,99 €')).toBeVisible();
    await expect(createFabricButton(page)).toHaveCount(0);
    await buyButton(page).click();

    // the checkout page (Stripe's in production; here the server's stand-in on our own origin)
    await expect(page).toHaveURL(new RegExp(`^${shellOrigin}/dev/checkout/cs_test_[a-f0-9]{24}$`));
    await expect(page.getByRole('heading', { name: 'Testkasse' })).toBeVisible();
    await expect(page.getByText('Foto Feature')).toBeVisible();
    await expect(page.getByText('3,99 €')).toBeVisible();
    await page.getByRole('button', { name: 'Bezahlen' }).click();

    // back in the app: the owner variant, the return address not kept
    await expect(page).toHaveURL(`${shellOrigin}/foto-feature`);
    await expect(createFabricButton(page)).toBeVisible();
    await expect(page.getByText('Du hast das Foto Feature bereits freigeschaltet.')).toBeVisible();
    expect(await entitlements(request, token)).toEqual(['extra_feature_camera']);
    // the profile agrees
    await page.goto('/profile');
    await expect(page.getByRole('button', { name: 'Kamera', exact: true })).toBeVisible();
    await expect(cameraTeaser(page)).toHaveCount(0);

    // another browser (a new device): the account's feature after login, nothing bought there
    const other = await browser.newContext();
    try {
      const second = await other.newPage();
      await second.goto('/foto-feature');
      await expect(buyButton(second)).toBeVisible(); // logged out: not owned
      await loginThroughUi(second, user);
      await expect(second.getByRole('button', { name: 'Kamera', exact: true })).toBeVisible();
      await second.goto('/foto-feature');
      await expect(createFabricButton(second)).toBeVisible();
      await expect(buyButton(second)).toHaveCount(0);
    } finally {
      await other.close();
    }
    expect(dialogs).toEqual([]);
  });

  test('cancelling the checkout changes nothing', async ({ page, request }) => {
    test.setTimeout(90_000);
    const dialogs = browserDialogs(page);
    const { token } = await loggedInAccount(page, request);
    await page.goto('/foto-feature');
    await buyButton(page).click();
    await expect(page).toHaveURL(/\/dev\/checkout\/cs_test_/);
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(page).toHaveURL(`${shellOrigin}/foto-feature`);
    await expect(buyButton(page)).toBeEnabled();
    await expect(createFabricButton(page)).toHaveCount(0);
    await expect(page.locator('dialog.frame-dialog')).toHaveCount(0);
    expect(await entitlements(request, token)).toEqual([]);
    // a reload asks the account again: still nothing
    await page.reload();
    await expect(buyButton(page)).toBeEnabled();
    await expect(createFabricButton(page)).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('refunded: the entitlement is revoked and the app shows the teaser again after a sync', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { token } = await loggedInAccount(page, request);
    await page.goto('/foto-feature');
    const sessionId = await buyCameraFeature(page);
    await expect(createFabricButton(page)).toBeVisible();

    await page.goto('/profile');
    await expect(cameraTeaser(page)).toHaveCount(0);
    // the payment provider refunds it (its signed charge.refunded webhook, sent by the stand-in)
    const refunded = await request.post(`/dev/checkout/${sessionId}/refund`, { headers: { Authorization: `Bearer ${token}` } });
    expect(refunded.status(), await refunded.text()).toBe(200);
    expect(await entitlements(request, token)).toEqual([]);
    await page.getByRole('button', { name: 'Synchronisieren' }).click();
    await expect(cameraTeaser(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kamera', exact: true })).toHaveCount(0);
  });

  test('through the app’s origin the server enforces the feature: without it a photographed fabric is refused (403) and nothing is stored; after a refund the fabrics stay listed and deletable', async ({ request }) => {
    const user = await createActiveAccount(request);
    const { token } = await apiLogin(request, user);
    const auth = { Authorization: `Bearer ${token}` };
    const photo = await smallJpegBase64();
    const refused = await request.post('/api/app/custom-fabric', { headers: auth, data: { customFabric: { fabric_id: `nf${Date.now()}`, name: 'Ohne Kauf' }, fabricImage: photo } });
    expect({ status: refused.status(), body: await refused.json() }).toEqual({
      status: 403,
      body: { error: 'Das Foto Feature ist für dieses Konto nicht freigeschaltet.', code: 'feature_not_owned' },
    });
    expect(await serverCustomFabrics(request, token)).toEqual([]);

    const sessionId = await buyForAccount(request, token);
    const [kept, removed] = [await uploadCustomFabric(request, token, 'Karo'), await uploadCustomFabric(request, token, 'Streifen')];
    expect((await request.post(`/dev/checkout/${sessionId}/refund`, { headers: auth })).status()).toBe(200);
    expect(await entitlements(request, token)).toEqual([]);
    expect((await serverCustomFabrics(request, token)).map((fabric) => fabric.name).sort()).toEqual(['Karo', 'Streifen']);
    expect((await request.delete(`/api/app/custom-fabric/${removed}?base_revision=1`, { headers: auth })).status()).toBe(200);
    expect((await serverCustomFabrics(request, token)).filter((fabric) => !fabric.deleted).map((fabric) => fabric.fabric_id)).toEqual([kept]);
    const again = await request.post('/api/app/custom-fabric', { headers: auth, data: { customFabric: { fabric_id: `nf${Date.now()}b`, name: 'Neu' }, fabricImage: photo } });
    expect(again.status()).toBe(403);
  });

  test('bad purchase input through the app’s origin: clear JSON errors, never 5xx; a forged webhook grants nothing', async ({ request }) => {
    const user = await createActiveAccount(request);
    const { token } = await apiLogin(request, user);
    const auth = { Authorization: `Bearer ${token}` };
    const cases: [string, () => ReturnType<APIRequestContext['post']>, number][] = [
      ['unknown product', () => request.post('/api/app/checkout', { headers: auth, data: { product_id: 'extra_feature_drone' } }), 400],
      ['no login', () => request.post('/api/app/checkout', { data: { product_id: 'extra_feature_camera' } }), 401],
      ['not JSON', () => request.post('/api/app/purchases', { headers: { ...auth, 'content-type': 'application/json' }, data: '{"platform":' }), 400],
      ['tampered test receipt', () => request.post('/api/app/purchases', { headers: auth, data: { platform: 'test', product_id: 'extra_feature_camera', transaction_id: 't1', receipt: 'eyJ4IjoxfQ.c2lnbmF0dXJl' } }), 400],
      ['unknown store', () => request.post('/api/app/purchases', { headers: auth, data: { platform: 'windows-store', product_id: 'extra_feature_camera', transaction_id: 't1', receipt: 'r' } }), 400],
      ['unsigned webhook', () => request.post('/api/stripe/webhook', { headers: { 'content-type': 'application/json' }, data: JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed', data: { object: { client_reference_id: 'x', payment_status: 'paid', metadata: { product_id: 'extra_feature_camera' } } } }) }), 400],
      ['forged webhook', () => request.post('/api/stripe/webhook', { headers: { 'content-type': 'application/json', 'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` }, data: '{"id":"evt_2","type":"checkout.session.completed"}' }), 400],
    ];
    for (const [what, send, status] of cases) {
      const response = await send();
      expect({ what, status: response.status(), type: response.headers()['content-type'] }).toEqual({ what, status, type: expect.stringMatching(/^application\/json/) });
      expect(typeof ((await response.json()) as { error: unknown }).error, what).toBe('string');
    }
    expect(await entitlements(request, token)).toEqual([]);
  });
});
