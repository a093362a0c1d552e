import Fastify, { type FastifyInstance } from 'fastify';
import type { Catalogue } from '../../content/lib/catalogue';
import { checkAnswersAgainstContract } from '../../test/contractCheck';
import { openIsolatedTestDatabase } from '../../test/helpers';
import type { DatabaseHandle } from '../db/index';
import { publishCatalogue, publishContentIfChanged } from './publish';
import { contentHash, readContentRelease } from './release';
import { contentRoutes } from './routes';
import { makeSnapshot } from './snapshot';

let handle: DatabaseHandle;
let app: FastifyInstance;
let c: Catalogue;
let contractViolations: string[] = [];

beforeAll(async () => {
  c = readContentRelease().catalogue; // built by the jest globalSetup
  handle = await openIsolatedTestDatabase();
  app = Fastify();
  contractViolations = checkAnswersAgainstContract(app); // every content answer must fit the API contract
  await app.register(contentRoutes, { db: handle.db, refreshMs: 0 });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await handle?.close();
  expect(contractViolations).toEqual([]);
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
/** The cache serves its copy and refreshes in the background: one request to trigger, then a moment. */
const settle = async () => {
  await new Promise((r) => setTimeout(r, 5));
  await get('/api/app/fabrics?meta=true');
  await new Promise((r) => setTimeout(r, 200));
};

describe('content routes', () => {
  it('answer empty lists before anything is published', async () => {
    const r = await get('/api/app/fabrics');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ data: [], meta: { publishedAt: null } });
  });

  it('publish on start once, and skip when the content hash is unchanged', async () => {
    const first = await publishContentIfChanged(handle.db);
    expect(first?.contentHash).toBe(contentHash(c));
    expect(await publishContentIfChanged(handle.db)).toBeNull();
    await settle();
  });

  it('serve fabrics, patterns, materials and inspirations with meta.publishedAt', async () => {
    const fabrics = (await get('/api/app/fabrics')).json();
    expect(Object.keys(fabrics).sort()).toEqual(['data', 'meta']);
    expect(fabrics.data.length).toBe(c.fabrics.length);
    expect(Object.keys(fabrics.data[0]).sort()).toEqual(
      ['color', 'colorFamily', 'details', 'headerPath', 'height', 'id', 'isCustom', 'material', 'name', 'path', 'position', 'repeat', 'shop', 'slides', 'thumbnail', 'usableWidth', 'variation', 'width'].sort(),
    );
    expect(fabrics.data[0]).toMatchObject({ repeat: { width: expect.any(Number), height: expect.any(Number) }, usableWidth: expect.any(Number) });
    expect(Date.parse(fabrics.meta.publishedAt)).toBeGreaterThan(0);

    const patterns = (await get('/api/app/sewing-patterns')).json();
    expect(Object.keys(patterns).sort()).toEqual(['data', 'legacy', 'meta']);
    expect(patterns.data[0]).toMatchObject({ id: 'shirt-mila', width: 500, height: 600 });
    expect(Object.keys(patterns.data[0])).toEqual(expect.arrayContaining(['id', 'name', 'subline', 'path', 'shadowPath', 'previewPath', 'blankPath', 'tablePath', 'width', 'height', 'areas', 'instructions']));
    // the sizes and cut pieces stay out of the list every first visit loads (they are in the catalogue)
    expect(patterns.data[0]).not.toHaveProperty('sizes');
    expect(c.sewingPatterns[0].sizes?.[3]).toMatchObject({ size: '86/92', scale: expect.any(Number), pieces: { hauptstoff: expect.arrayContaining([expect.objectContaining({ name: 'Vorderteil', onFold: true })]) } });
    expect(patterns.data[0].areas[0]).toMatchObject({ id: 'hauptstoff', name: 'Hauptstoff', color: 'hauptstoff' });
    expect(patterns.legacy.find((l: { oldId: string }) => l.oldId === '6')).toMatchObject({ patternId: 'kapuzenpulli-finn', areas: { hood: 'kapuze' } });

    const materials = (await get('/api/app/materials')).json();
    expect(materials.data.find((m: { id: string }) => m.id === 'buendchen')).toMatchObject({ name: 'Bündchen', position: 60 });
    expect(Object.keys(materials.data[0]).sort()).toEqual(['composition', 'description', 'fabrics', 'id', 'name', 'position', 'variations']);
    expect(materials.data.find((m: { id: string }) => m.id === 'sweat').composition).toBe('80 % Baumwolle\n20 % Polyester');
    for (const m of materials.data as { id: string; composition: string }[]) expect([m.id, m.composition.length > 0]).toEqual([m.id, true]);
    expect(materials.meta.publishedAt).toBe(fabrics.meta.publishedAt);

    const list = (await get('/api/app/inspirations')).json();
    expect(list.data.length).toBe(c.inspirations.length);
    const one = await get('/api/app/inspirations/5');
    expect(one.json().data).toMatchObject({ id: '5', title: 'Foto Feature: Deine eigenen Stoffe' });
    expect(Object.keys(one.json())).toEqual(['data']);
    expect((await get('/api/app/inspirations/999')).statusCode).toBe(404);
    expect((await get('/api/app/sewing-patterns/legacy')).json().data.length).toBe(c.legacy.length);
  });

  it("answer one pattern's sizes (the list leaves them out), 404 JSON for an unknown id, not shadowed by /legacy", async () => {
    const withSizes = c.sewingPatterns.find((pattern) => pattern.sizes?.length)!;
    const r = await get(`/api/app/sewing-patterns/${withSizes.id}/sizes`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.json()).toEqual({ sizes: withSizes.sizes });
    expect(r.json().sizes[0]).toMatchObject({ size: expect.any(String), scale: expect.any(Number), pieces: expect.any(Object) });
    const etag = r.headers.etag as string;
    expect(etag).toMatch(/^"/);
    expect((await get(`/api/app/sewing-patterns/${withSizes.id}/sizes`, { 'if-none-match': etag })).statusCode).toBe(304);
    expect(Object.keys((await get(`/api/app/sewing-patterns/${withSizes.id}/sizes?meta=true`)).json())).toEqual(['meta']);

    for (const unknown of ['gibt-es-nicht', 'legacy', encodeURIComponent('../fabrics')]) {
      const missing = await get(`/api/app/sewing-patterns/${unknown}/sizes`);
      expect({ unknown, status: missing.statusCode, body: missing.json() }).toEqual({ unknown, status: 404, body: { error: 'Nicht gefunden.' } });
    }
    expect((await get('/api/app/sewing-patterns/legacy')).json().data.length).toBe(c.legacy.length);
  });

  it('answer an empty list of sizes for a pattern without sizes (an older catalogue; publishing refuses such a pattern now)', () => {
    const { sizes: _sizes, ...withoutSizes } = c.sewingPatterns[0];
    const snapshot = makeSnapshot(1, new Date(), { ...c, sewingPatterns: [withoutSizes] });
    expect(JSON.parse(snapshot.patternSizes.get(withoutSizes.id)!.body)).toEqual({ sizes: [] });
  });

  it('answer only the meta for ?meta=true', async () => {
    for (const url of ['/api/app/fabrics', '/api/app/sewing-patterns', '/api/app/materials', '/api/app/inspirations']) {
      const body = (await get(`${url}?meta=true`)).json();
      expect(Object.keys(body)).toEqual(['meta']);
      expect(Object.keys(body.meta)).toEqual(['publishedAt']);
    }
  });

  it('send ETags and answer 304 to If-None-Match', async () => {
    const r = await get('/api/app/fabrics');
    const etag = r.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const again = await get('/api/app/fabrics', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/api/app/fabrics', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    const meta = await get('/api/app/fabrics?meta=true');
    expect((await get('/api/app/fabrics?meta=true', { 'if-none-match': meta.headers.etag as string })).statusCode).toBe(304);
  });

  it('include the newest draft only in preview_mode, and move publishedAt forward on publish', async () => {
    const before = (await get('/api/app/fabrics?meta=true')).json().meta.publishedAt;
    const draft: Catalogue = { ...c, fabrics: c.fabrics.map((f, i) => (i === 0 ? { ...f, name: 'Entwurf Ringel' } : f)) };
    const d = await publishCatalogue(handle.db, draft, 'draft');
    expect(d.publishedAt.getTime()).toBeGreaterThan(Date.parse(before));
    await settle();
    expect((await get('/api/app/fabrics?preview_mode=true')).json().data[0].name).toBe('Entwurf Ringel');
    expect((await get('/api/app/fabrics')).json().data[0].name).toBe(c.fabrics[0].name);
    expect((await get('/api/app/fabrics?meta=true')).json().meta.publishedAt).toBe(before);

    const p = await publishCatalogue(handle.db, c);
    expect(p.publishedAt.getTime()).toBeGreaterThan(d.publishedAt.getTime());
    await settle();
    const after = (await get('/api/app/fabrics?meta=true')).json().meta.publishedAt;
    expect(Date.parse(after)).toBeGreaterThan(Date.parse(before));
    // the published release is newer than the draft now, so preview shows the published one
    expect((await get('/api/app/fabrics?preview_mode=true')).json().data[0].name).toBe(c.fabrics[0].name);
  });

  it('serve media with content type, immutable caching and ETag/304', async () => {
    const pattern = c.sewingPatterns[0];
    const svg = await get(pattern.path);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(svg.body).toContain('<g id="areas">');
    const png = await get(pattern.previewPath);
    expect(png.headers['content-type']).toBe('image/png');
    const jpg = await get(c.fabrics[0].path!);
    expect(jpg.headers['content-type']).toBe('image/jpeg');
    expect(jpg.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const again = await get(c.fabrics[0].path!, { 'if-none-match': jpg.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('send the AVIF copy of a photo or thumbnail to a browser that accepts AVIF, the original to one that does not', async () => {
    const chromeImages = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    for (const path of [c.fabrics[0].path!, c.fabrics[0].thumbnail!]) {
      const original = await get(path, { accept: 'image/webp,*/*' });
      const avif = await get(path, { accept: chromeImages });
      expect(original.headers['content-type']).toBe(path.endsWith('.jpg') ? 'image/jpeg' : 'image/webp');
      expect(avif.headers['content-type']).toBe('image/avif');
      expect(avif.rawPayload.subarray(4, 12).toString('latin1')).toBe('ftypavif');
      expect(avif.rawPayload.length).toBeLessThan(original.rawPayload.length);
      for (const answer of [original, avif]) expect(answer.headers.vary).toBe('Accept');
      // each encoding its own ETag: a cache holding the original never gets a 304 for the copy
      expect(avif.headers.etag).not.toBe(original.headers.etag);
      expect((await get(path, { accept: chromeImages, 'if-none-match': avif.headers.etag as string })).statusCode).toBe(304);
      expect((await get(path, { accept: chromeImages, 'if-none-match': original.headers.etag as string })).statusCode).toBe(200);
      // refused with q=0: the original
      expect((await get(path, { accept: 'image/avif;q=0,image/*' })).headers['content-type']).not.toBe('image/avif');
    }
    // a drawing has no copy and does not vary
    const svg = await get(c.sewingPatterns[0].path, { accept: chromeImages });
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers.vary).toBeUndefined();
  });

  it('refuse paths outside the media manifest, traversal and encoded variants with 404', async () => {
    const real = c.fabrics[0].path!.replace('/media/', '');
    const attempts = [
      '/media/../package.json',
      '/media/content/../../package.json',
      '/media/%2e%2e/package.json',
      '/media/%2E%2E%2Fpackage.json',
      '/media/content/%2e%2e%2f%2e%2e%2fpackage.json',
      '/media/%252e%252e/package.json',
      '/media/..%5c..%5cpackage.json',
      '/media/content\\..\\..\\package.json',
      '/media//etc/passwd',
      '/media/%2fetc%2fpasswd',
      '/media/content/not-listed.12345678.jpg',
      `/media/${real.replace('.jpg', '.png')}`,
      `/media/${encodeURIComponent(real)}`,
      '/media/content/',
      '/media/',
    ];
    for (const url of attempts) {
      const r = await get(url);
      expect({ url, status: r.statusCode }).toEqual({ url, status: 404 });
    }
  });
});
