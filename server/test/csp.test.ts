import { openTestDatabase, createTestApp, type TestApp } from './helpers';
import type { DatabaseHandle } from '../src/db';
import { publishContentIfChanged } from '../src/content/publish';
import { readContentRelease } from '../src/content/release';

/** The Content-Security-Policy as directive → sources. */
function csp(header: unknown): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

const remotes = ['https://cdn.example.com', 'https://media.example.org:8443'];
let database: DatabaseHandle;
let plain: TestApp;
let withRemotes: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  plain = await createTestApp({}, database);
  withRemotes = await createTestApp({ remoteOrigins: remotes }, database);
});
afterAll(async () => {
  await withRemotes?.close();
  await plain?.close();
  await database?.close();
});

describe('Content-Security-Policy', () => {
  it('allows the configured remote origins for images, media, fonts and fetches', async () => {
    for (const url of ['/api/health', '/api/app/fabrics', '/nowhere']) {
      const policy = csp((await withRemotes.app.inject({ method: 'GET', url })).headers['content-security-policy']);
      for (const directive of ['img-src', 'media-src', 'connect-src', 'font-src']) {
        expect({ url, directive, sources: policy.get(directive) }).toEqual({ url, directive, sources: expect.arrayContaining(["'self'", ...remotes]) });
      }
      expect(policy.get('img-src')).toEqual(expect.arrayContaining(['data:', 'blob:']));
    }
  });

  it('does not widen scripts, the default, frames or form targets to the remote origins', async () => {
    const policy = csp((await withRemotes.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  it('lists no remote origin when none is configured', async () => {
    const header = String((await plain.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
    const policy = csp(header);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    for (const remote of remotes) expect(header).not.toContain(remote);
  });
});

describe("a document's headers", () => {
  it('are left off a content image the browser fetches as an image, and sent when it is opened as a page', async () => {
    await publishContentIfChanged(database.db); // the release's media are served once published
    const thumbnail = readContentRelease().catalogue.fabrics[0].thumbnail!;
    const asImage = await plain.app.inject({ method: 'GET', url: thumbnail, headers: { 'sec-fetch-dest': 'image' } });
    expect(asImage.statusCode).toBe(200);
    expect(asImage.headers['x-content-type-options']).toBe('nosniff');
    expect(asImage.headers['cross-origin-resource-policy']).toBe('same-site');
    expect([asImage.headers['content-security-policy'], asImage.headers['x-frame-options'], asImage.headers['referrer-policy']]).toEqual([undefined, undefined, undefined]);
    for (const headers of [{ 'sec-fetch-dest': 'document' }, {}]) {
      const opened = await plain.app.inject({ method: 'GET', url: thumbnail, headers });
      expect(opened.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(opened.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });
});
