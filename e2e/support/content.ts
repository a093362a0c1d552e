import { expect, type BrowserContext } from '@playwright/test';

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
