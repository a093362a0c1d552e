import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';

/**
 * The journeys need the content the server publishes at start (never a stand-in for it): fail early and
 * clearly when the server under test has none.
 */
export async function expectPublishedContent(context: BrowserContext, baseURL: string): Promise<void> {
  for (const list of ['sewing-patterns', 'fabrics']) {
    const response = await context.request.get(`${baseURL}/api/app/${list}`);
    expect(response.ok(), `GET /api/app/${list}`).toBe(true);
    const body = await response.json();
    expect(body.data?.length ?? 0, `published ${list} on the server under test`).toBeGreaterThan(0);
  }
}

/** The host serves `route` rendered with the published content (its renderer starts with the first such page). */
export async function expectServedWithContent(request: APIRequestContext, route: string) {
  await expect
    .poll(async () => (await (await request.get(route, { headers: { Accept: 'text/html' } })).text()).includes('data-content-shown'), { timeout: 20_000 })
    .toBe(true);
}
