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

export interface PublishedContent {
  fabrics: { id: string; name: string; material: string; position: number; isCustom?: boolean }[];
  materials: { id: string; name: string; position: number }[];
  sewingPatterns: { id: string; name: string }[];
  inspirations: { id: string; title: string }[];
}

/** The content the server publishes, as the platform reads it on the web (`?preview_mode=true`). */
export async function publishedContent(request: APIRequestContext): Promise<PublishedContent> {
  const list = async <T>(name: string): Promise<T[]> => {
    const response = await request.get(`/api/app/${name}?preview_mode=true`);
    expect(response.ok(), `GET /api/app/${name}`).toBe(true);
    const { data } = (await response.json()) as { data: T[] };
    expect(data.length, `published ${name}`).toBeGreaterThan(0);
    return data;
  };
  const [fabrics, materials, sewingPatterns, inspirations] = await Promise.all([
    list<PublishedContent['fabrics'][number]>('fabrics'),
    list<PublishedContent['materials'][number]>('materials'),
    list<PublishedContent['sewingPatterns'][number]>('sewing-patterns'),
    list<PublishedContent['inspirations'][number]>('inspirations'),
  ]);
  return { fabrics, materials, sewingPatterns, inspirations };
}

/**
 * The host serves `route` with the published content in its state (`#nahtlos-state` names published ids): waits
 * for it, as the host fetches the content for its first pages while the provider server may still be starting.
 */
export async function expectServedWithContent(request: APIRequestContext, route: string) {
  const { fabrics, sewingPatterns } = await publishedContent(request);
  const ids = [fabrics[0]!.id, sewingPatterns[0]!.id].map((id) => JSON.stringify(id));
  await expect
    .poll(
      async () => {
        const html = await (await request.get(route, { headers: { Accept: 'text/html' } })).text();
        const state = /<script[^>]*\bid="nahtlos-state"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
        return ids.some((id) => state.includes(id));
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}
