import fc from 'fast-check';
import type { Catalogue } from '../content/lib/catalogue';
import { publishContentIfChanged } from '../src/content/publish';
import { readContentRelease } from '../src/content/release';
import { createTestApp, createUser, newId, type TestApp, type TestUser } from './helpers';
import { jpegBase64 } from './images';

/** Bad input must never produce a 5xx: random and malformed bodies, headers and ids on every route. */
let t: TestApp;
let user: TestUser;
let jpeg: string;
let catalogue: Catalogue;
const knownIds = { project: newId(), fabric: newId(), stash: newId() };

beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.app, { cameraFeature: true });
  jpeg = await jpegBase64(8, 8);
  // The content routes serve a real release, so valid ids and media names reach their handlers.
  catalogue = readContentRelease().catalogue; // built by the jest globalSetup
  await publishContentIfChanged(t.database.db);
  await writeKnownItems();
}, 120_000);

/**
 * A project, a fabric and a stash entry that exist, so random writes also hit the update paths. Written again before the
 * nearly-valid writes: the random requests may have deleted them, and a deleted fabric rightly asks for its image.
 */
async function writeKnownItems() {
  await t.app.inject({
    method: 'POST',
    url: '/api/app/pattern-project',
    headers: { authorization: `Bearer ${user.token}` },
    payload: { patternProject: { pattern_project_id: knownIds.project, name: 'x', sewing_pattern: { id: 'p' }, svg: '' } },
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/app/custom-fabric',
    headers: { authorization: `Bearer ${user.token}` },
    payload: { customFabric: { fabric_id: knownIds.fabric, name: 'x', width: 1, height: 1 }, fabricImage: jpeg },
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/app/stash-entry',
    headers: { authorization: `Bearer ${user.token}` },
    payload: { stashEntry: { entry_id: knownIds.stash, fabric_id: knownIds.fabric, length_cm: 100, width_cm: 140 } },
  });
}
afterAll(() => t.close());

const routes: { method: string; path: (id: string) => string }[] = [
  { method: 'POST', path: () => '/api/app/auth/user/login' },
  { method: 'POST', path: () => '/auth/user/register' },
  { method: 'POST', path: () => '/auth/activation/send' },
  { method: 'POST', path: () => '/auth/password/email' },
  { method: 'GET', path: (id) => `/auth/activation/${id}` },
  { method: 'GET', path: (id) => `/auth/password/reset/${id}` },
  { method: 'POST', path: () => '/auth/password/reset' },
  { method: 'GET', path: () => '/logout' },
  { method: 'GET', path: () => '/api/app/pattern-projects' },
  { method: 'GET', path: (id) => `/api/app/pattern-project/${id}` },
  { method: 'POST', path: () => '/api/app/pattern-project' },
  { method: 'DELETE', path: (id) => `/api/app/pattern-project/${id}` },
  { method: 'GET', path: () => '/api/app/custom-fabrics' },
  { method: 'GET', path: (id) => `/api/app/custom-fabric/${id}` },
  { method: 'GET', path: (id) => `/api/app/custom-fabric/image/${id}` },
  { method: 'POST', path: () => '/api/app/custom-fabric' },
  { method: 'DELETE', path: (id) => `/api/app/custom-fabric/${id}` },
  { method: 'GET', path: () => '/api/app/stash' },
  { method: 'POST', path: () => '/api/app/stash-entry' },
  { method: 'DELETE', path: (id) => `/api/app/stash-entry/${id}` },
  { method: 'GET', path: () => '/api/app/orders' },
  { method: 'GET', path: (id) => `/digital-products/download?asset=${id}` },
  { method: 'GET', path: (id) => `/digital-products/cover/${id}` },
  { method: 'GET', path: (id) => `/dev/mail?to=${id}` },
  { method: 'GET', path: () => '/api/app/fabrics' },
  { method: 'GET', path: () => '/api/app/sewing-patterns' },
  { method: 'GET', path: () => '/api/app/sewing-patterns/legacy' },
  { method: 'GET', path: (id) => `/api/app/sewing-patterns/${id}/sizes` },
  { method: 'GET', path: () => '/api/app/materials' },
  { method: 'GET', path: () => '/api/app/inspirations' },
  { method: 'GET', path: (id) => `/api/app/inspirations/${id}` },
  { method: 'GET', path: (id) => `/media/${id}` },
  { method: 'GET', path: (id) => `/media/content/${id}` },
  { method: 'GET', path: () => '/api/health' },
];

const printable = fc.string({ unit: fc.constantFrom(...'abcXYZ019 -_.:;/+=%?&#"\'<>{}[]\\'.split('')), maxLength: 60 });
/**
 * Text PostgreSQL or a reader cannot take: NUL, lone surrogates (high and low), bidi overrides and
 * isolates, a BOM, among ordinary letters, umlauts and an emoji.
 */
const hostile = fc.string({
  unit: fc.constantFrom('a', 'Z', '0', ' ', 'ü', '🧵', '\u0000', '\ud800', '\udbff', '\udc00', '\udfff', '\u202a', '\u202e', '\u2066', '\u2069', '\ufeff', '\u200f'),
  maxLength: 30,
});
/** The same for URLs: percent-encoded NUL, bidi controls, and UTF-8 that is invalid (surrogate, overlong NUL). */
const hostileUrlPart = fc.constantFrom('%00', 'a%00b', '%E2%80%AE', '%E2%81%A6x%E2%81%A9', '%ED%A0%80', '%ED%B0%80', '%C0%80', '%EF%BB%BF');
const id = fc.oneof(
  fc.constantFrom(knownIds.project, knownIds.fabric, knownIds.stash, '', '..', '%2e%2e', '%E0%A4%A', 'a'.repeat(300), '0', '-1', 'null', 'undefined', '__proto__', 'constructor'),
  fc.string({ maxLength: 80 }).map(encodeURIComponent),
  printable.map(encodeURIComponent),
  hostileUrlPart,
);

/** Replaced in the JSON text by a value nested that deep (JSON.stringify itself would overflow the stack). */
const DEEP = 'DEEP:';
const deep = fc.tuple(fc.integer({ min: 25, max: 6000 }), fc.boolean()).map(([depth, arrays]) => `${DEEP}${arrays ? '-' : ''}${depth}`);
function expandDeep(payload: string): string {
  return payload.replace(/"DEEP:(-?)(\d+)"/g, (_match, arrays: string, depth: string) => {
    const n = Number(depth);
    return arrays ? `${'['.repeat(n)}"x"${']'.repeat(n)}` : `${'{"a":'.repeat(n)}"x"${'}'.repeat(n)}`;
  });
}

const jsonValue = fc.oneof({ weight: 4, arbitrary: fc.jsonValue({ maxDepth: 4 }) }, hostile, deep);
const name = fc.oneof(fc.string({ maxLength: 30 }), hostile, jsonValue);
const pattern = fc.record(
  { id: fc.oneof(fc.string({ maxLength: 30 }), hostile, fc.integer(), jsonValue), areas: fc.oneof(fc.array(jsonValue, { maxLength: 5 }), jsonValue) },
  { requiredKeys: [] },
);
/** A write that is valid but for one hostile value, so it gets past the schema to the database. */
const nearlyValid = fc.oneof(
  fc.record({
    id: fc.oneof(fc.constant(knownIds.project), fc.stringMatching(/^[A-Z0-9]{12}$/)),
    field: fc.constantFrom('name', 'svg', 'id', 'note', 'areas', 'key'),
    value: fc.oneof(hostile, deep),
  }).map(({ id: projectId, field, value }) => {
    const sewing_pattern: Record<string, unknown> = { id: 'p', areas: [{ id: 'a', fabric: 'f' }] };
    if (field === 'id' || field === 'note') sewing_pattern[field] = value;
    if (field === 'areas') sewing_pattern.areas = [{ id: value, fabric: value, materials: [value] }];
    if (field === 'key') sewing_pattern[value.startsWith(DEEP) ? `k${value}` : value] = 1; // a key stays a string
    return { patternProject: { pattern_project_id: projectId, name: field === 'name' ? value : 'n', svg: field === 'svg' ? value : '<svg/>', sewing_pattern } };
  }),
  fc.record({ name: fc.oneof(hostile, deep), extra: fc.oneof(fc.constant(undefined), deep) }).map(({ name: fabricName, extra }) => ({
    customFabric: { fabric_id: knownIds.fabric, name: fabricName, width: 1, height: 1, ...(extra ? { extra } : {}) },
  })),
  fc.record({ note: fc.oneof(hostile, deep), extra: fc.oneof(fc.constant(undefined), deep) }).map(({ note, extra }) => ({
    stashEntry: { entry_id: knownIds.stash, fabric_id: knownIds.fabric, length_cm: 100, width_cm: 140, note, ...(extra ? { extra } : {}) },
  })),
);

const structured = fc.oneof(
  nearlyValid,
  fc.record(
    {
      patternProject: fc.record(
        {
          pattern_project_id: fc.oneof(id, fc.constant(knownIds.project), jsonValue),
          name,
          sewing_pattern: fc.oneof(pattern, jsonValue),
          svg: fc.oneof(fc.string({ maxLength: 200 }), hostile, jsonValue),
          base_revision: fc.oneof(fc.integer(), fc.double(), jsonValue),
          deleted: fc.oneof(fc.boolean(), jsonValue),
        },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: [] },
  ),
  fc.record(
    {
      customFabric: fc.record(
        {
          fabric_id: fc.oneof(id, fc.constant(knownIds.fabric), jsonValue),
          name,
          width: fc.oneof(fc.integer(), fc.double(), jsonValue),
          height: fc.oneof(fc.integer(), jsonValue),
          length_cm: fc.oneof(fc.integer(), fc.double(), jsonValue),
          width_cm: fc.oneof(fc.integer({ min: -5, max: 10_005 }), jsonValue),
          base_revision: fc.oneof(fc.integer(), jsonValue),
          deleted: fc.oneof(fc.boolean(), jsonValue),
        },
        { requiredKeys: [] },
      ),
      fabricImage: fc.oneof(fc.constant('JPEG'), fc.base64String({ maxLength: 200 }), fc.string({ maxLength: 50 }), jsonValue),
    },
    { requiredKeys: [] },
  ),
  fc.record(
    {
      stashEntry: fc.record(
        {
          entry_id: fc.oneof(id, fc.constant(knownIds.stash), jsonValue),
          fabric_id: fc.oneof(id, fc.constantFrom(knownIds.fabric, 'ringel-ostsee'), jsonValue),
          length_cm: fc.oneof(fc.integer({ min: -5, max: 10_005 }), fc.double(), jsonValue),
          width_cm: fc.oneof(fc.integer({ min: -5, max: 10_005 }), jsonValue),
          note: fc.oneof(name, fc.constant('')),
          bought_on: fc.oneof(fc.date({ noInvalidDate: true }).map((day) => day.toISOString().slice(0, 10)), fc.constantFrom(null, '2026-02-30', '0000-00-00'), jsonValue),
          base_revision: fc.oneof(fc.integer(), jsonValue),
          deleted: fc.oneof(fc.boolean(), jsonValue),
        },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: [] },
  ),
  fc.record(
    {
      email: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 40 }), jsonValue),
      email_repeat: fc.oneof(fc.emailAddress(), jsonValue),
      emailToVerify: fc.oneof(fc.emailAddress(), jsonValue),
      password: fc.oneof(fc.string({ maxLength: 40 }), hostile, jsonValue),
      password_confirmation: fc.oneof(fc.string({ maxLength: 40 }), jsonValue),
      name,
      token: fc.oneof(fc.string({ maxLength: 120 }), jsonValue),
      _xsrf: fc.string({ maxLength: 40 }),
    },
    { requiredKeys: [] },
  ),
);

const body = fc.oneof(
  structured.map((value) => ({ payload: JSON.stringify(value), contentType: 'application/json' })),
  jsonValue.map((value) => ({ payload: JSON.stringify(value), contentType: 'application/json' })),
  fc.string({ maxLength: 200 }).map((value) => ({ payload: value, contentType: 'application/json' })),
  fc.string({ maxLength: 200 }).map((value) => ({ payload: value, contentType: 'application/x-www-form-urlencoded' })),
  fc.tuple(fc.constantFrom('token', 'password', 'password_confirmation', 'email', 'name', '_xsrf'), hostileUrlPart, printable).map(([key, bad, rest]) => ({
    payload: `${key}=${bad}${encodeURIComponent(rest)}&_xsrf=a`,
    contentType: 'application/x-www-form-urlencoded',
  })),
  // hostile text as a plain-text body (unpaired surrogates reach the wire as U+FFFD), and raw JSON escapes of it
  hostile.map((value) => ({ payload: value, contentType: 'text/plain' })),
  hostile.map((value) => ({ payload: JSON.stringify(value), contentType: 'application/json' })),
  fc.tuple(fc.string({ maxLength: 100 }), fc.constantFrom('text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/octet-stream', 'image/png', '', 'application/json; charset=latin1', 'application/vnd.api+json')).map(
    ([payload, contentType]) => ({ payload, contentType }),
  ),
  fc.constant({ payload: undefined as string | undefined, contentType: undefined as string | undefined }),
);

const headers = fc.record(
  {
    authorization: fc.oneof({ weight: 3, arbitrary: fc.constant('VALID') }, fc.constant('Bearer '), printable.map((s) => `Bearer ${s}`), printable),
    origin: fc.constantFrom('http://localhost:8080', 'https://evil.example', 'null', 'not a url', 'capacitor://localhost'),
    cookie: printable.map((s) => `XSRF-TOKEN=${encodeURIComponent(s)}`),
    'x-xsrf-token': printable,
    accept: fc.constantFrom('application/json', 'text/html', '*/*', 'x/y;;'),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', 'garbage', '::1, 10.0.0.1', ''),
  },
  { requiredKeys: [] },
);

const request = fc.record({
  route: fc.constantFrom(...routes),
  method: fc.oneof(fc.constant(undefined), fc.constantFrom('GET', 'POST', 'DELETE', 'PUT', 'PATCH', 'OPTIONS', 'HEAD')),
  id,
  query: fc.oneof(fc.constant(''), hostileUrlPart.map((bad) => `base_revision=${bad}`), fc.tuple(printable, hostileUrlPart).map(([key, bad]) => `${encodeURIComponent(key)}=${bad}&to=${bad}`), printable.map((s) => `${encodeURIComponent(s)}=${encodeURIComponent(s)}`), fc.constantFrom('base_revision=abc', 'base_revision=-5', 'base_revision=1e99', 'asset=', 'to[]=a&to[]=b', 'meta=true', 'preview_mode=true', 'meta[]=true&preview_mode=1')),
  body,
  headers,
});

it('never answers 5xx', async () => {
  await fc.assert(
    fc.asyncProperty(request, async ({ route, method, id: randomId, query, body: { payload, contentType }, headers: extra }) => {
      const path = route.path(randomId);
      const url = query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
      const requestHeaders: Record<string, string> = { ...extra };
      // Keep the valid token alive: /logout would revoke it for the rest of the run.
      if (requestHeaders.authorization === 'VALID') requestHeaders.authorization = path === '/logout' ? 'Bearer x' : `Bearer ${user.token}`;
      if (contentType !== undefined) requestHeaders['content-type'] = contentType;
      let finalPayload = payload === undefined ? undefined : expandDeep(payload);
      if (finalPayload?.includes('"JPEG"')) finalPayload = finalPayload.replace('"JPEG"', JSON.stringify(jpeg));
      const response = await t.app.inject({
        method: (method ?? route.method) as 'GET',
        url,
        headers: requestHeaders,
        ...(finalPayload !== undefined && !['GET', 'HEAD'].includes(method ?? route.method) ? { payload: finalPayload } : {}),
      });
      if (response.statusCode >= 500) {
        throw new Error(`${method ?? route.method} ${url} -> ${response.statusCode} ${response.body.slice(0, 300)}`);
      }
      // every error is JSON, except the German HTML pages that mail links open (activation, reset form)
      const htmlPage = /^\/auth\/(activation\/|password\/reset)/.test(path);
      if (response.statusCode >= 400 && (method ?? route.method) !== 'HEAD' && !htmlPage) {
        expect({ url, type: String(response.headers['content-type']).split(';')[0] }).toEqual({ url, type: 'application/json' });
        expect(typeof response.json().error).toBe('string');
      }
    }),
    { numRuns: Number(process.env.FC_RUNS ?? 1000) },
  );
}, 60_000);

it('answers writes that are valid but for NUL, lone surrogates, bidi controls or deep nesting with a JSON 4xx', async () => {
  await writeKnownItems();
  await fc.assert(
    fc.asyncProperty(nearlyValid, fc.constantFrom('application/json', 'application/json; charset=utf-8'), async (value, contentType) => {
      const url = 'patternProject' in value ? '/api/app/pattern-project' : 'customFabric' in value ? '/api/app/custom-fabric' : '/api/app/stash-entry';
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${user.token}`, 'content-type': contentType },
        payload: expandDeep(JSON.stringify(value)),
      });
      const summary = { url, payload: JSON.stringify(value).slice(0, 200), status: response.statusCode, type: String(response.headers['content-type']).split(';')[0] };
      // 200 only for what is harmless (a deep-but-legal value, a BOM, an RLM); never 5xx; errors are JSON
      expect(summary.status < 500).toBe(true);
      if (summary.status >= 400) {
        expect(summary).toEqual({ ...summary, type: 'application/json' });
        expect(response.json().error).toBe('Ungültige Eingabe.');
      }
    }),
    { numRuns: Number(process.env.FC_RUNS ?? 300) },
  );
}, 60_000);

describe('content routes', () => {
  const lists = ['/api/app/fabrics', '/api/app/sewing-patterns', '/api/app/sewing-patterns/legacy', '/api/app/materials', '/api/app/inspirations', '/api/health'];
  /** Raw (unencoded) path characters, including the ones traversal and smuggling attempts use. */
  const rawPath = fc.string({ unit: fc.constantFrom(...'abcz09-_.~/\\%:;@!$&\'()*+,=2e5cfF'.split('')), maxLength: 60 });

  const inspirationId = () =>
    fc.oneof(
      fc.constantFrom(...catalogue.inspirations.map((i) => i.id)),
      fc.constantFrom('0', '-1', '999', '1.0', '01', '1e3', '%201', '1%00', '%00', '..', '%2e%2e', '%2F', '%E0%A4%A', '__proto__', 'constructor', 'toString', 'hasOwnProperty'),
      // huge ids: up to the router's maxParamLength (200) and beyond it (414)
      fc.constantFrom('9'.repeat(199), '9'.repeat(200), '9'.repeat(201), 'a'.repeat(5000), String(Number.MAX_SAFE_INTEGER) + '0'.repeat(30)),
      fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
      fc.string({ maxLength: 80 }).map(encodeURIComponent),
      rawPath,
    );

  const mediaPath = () => {
    const real = fc.constantFrom(...Object.keys(catalogue.media));
    return fc.oneof(
      real,
      // a real name, bent: other extension, case, prefixes, suffixes, encodings, traversal around it
      fc.tuple(real, fc.constantFrom('', '../', './', '/', '//', 'content/', '..%2f', '%2e%2e/', '..\\', '%5c', '.%2e/', '%252e%252e/'), fc.constantFrom('', '/', '.', '%00', '..', '.png', '.jpg/..', '/../..', '?x', ';x', '%20', '#x', '~', '\\')).map(
        ([name, before, after]) => `${before}${name}${after}`,
      ),
      real.map((name) => name.toUpperCase()),
      real.map((name) => name.replace(/\.[0-9a-f]{8}\./, '.00000000.')),
      real.map(encodeURIComponent),
      fc.constantFrom(
        '',
        '..',
        '../package.json',
        '../../../../etc/passwd',
        '/etc/passwd',
        '//etc/passwd',
        'content/../../package.json',
        '%2e%2e/%2e%2e/package.json',
        '%252e%252e/package.json',
        '..%5c..%5cpackage.json',
        'content\\..\\..\\package.json',
        'content/%00.jpg',
        'content/a.12345678.jpg',
        'content/' + 'a'.repeat(120) + '.12345678.jpg',
        'content/' + 'a'.repeat(5000) + '.12345678.jpg',
        'content/.12345678.svg',
        'C:\\windows\\win.ini',
        'file:///etc/passwd',
      ),
      rawPath,
      fc.string({ maxLength: 80 }).map(encodeURIComponent),
    );
  };

  const contentQuery = fc.oneof(
    fc.constant(''),
    fc.constantFrom(
      'meta=true',
      'meta=1',
      'meta=TRUE',
      'meta=false',
      'meta',
      'meta=',
      'meta[]=true',
      'meta=true&meta=true',
      'meta[a]=1',
      'preview_mode=true',
      'preview_mode=1&meta=true',
      'preview_mode[]=1',
      '__proto__[meta]=true',
      'constructor=1&hasOwnProperty=1',
      '=',
      '&&&',
      '%',
      '%E0%A4%A=%E0%A4%A',
      `meta=${'x'.repeat(5000)}`,
    ),
    fc.tuple(printable, printable).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`),
    printable,
  );

  const contentRequest = () =>
    fc.record({
      target: fc.oneof(
        fc.constantFrom(...lists),
        inspirationId().map((id) => `/api/app/inspirations/${id}`),
        fc.oneof(fc.constantFrom(...catalogue.sewingPatterns.map((p) => p.id), 'legacy'), inspirationId()).map((id) => `/api/app/sewing-patterns/${id}/sizes`),
        mediaPath().map((p) => `/media/${p}`),
        fc.constantFrom('/media', '/media/', '/api/app/inspirations/', '/api/app/inspirations//1', '/api/app/fabrics/', '/api/app/fabrics/1', '/api/app/materials/x', '/api/health/', '/api/health/x'),
      ),
      query: contentQuery,
      method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'DELETE', 'PUT', 'PATCH', 'OPTIONS'),
      headers: fc.record(
        {
          'if-none-match': fc.oneof(fc.constantFrom('*', ' * ', '"x"', 'W/"x"', '', ',', '"', 'W/', 'null'), printable, fc.constant('ETAG')),
          origin: fc.constantFrom('http://localhost:8080', 'https://evil.example', 'null', 'not a url'),
          'access-control-request-method': fc.constantFrom('GET', 'POST', 'FOO', ''),
          range: fc.constantFrom('bytes=0-10', 'bytes=-1', 'bytes=99999999999-', 'garbage'),
          accept: fc.constantFrom('application/json', 'image/*', 'text/html', 'x/y;;'),
          'accept-encoding': fc.constantFrom('gzip', 'br', 'identity', '*;q=0', 'x'),
          authorization: fc.constantFrom('Bearer x', 'Basic Zm9vOmJhcg==', 'garbage'),
        },
        { requiredKeys: [] },
      ),
    });

  it('never answer 5xx, always answer errors as JSON, and serve only media of the manifest', async () => {
    // the ETag of each list as served now, for requests that revalidate with the real one
    const etags = new Map<string, string>();
    for (const url of lists) etags.set(url, (await t.app.inject({ method: 'GET', url })).headers.etag as string);

    await fc.assert(
      fc.asyncProperty(contentRequest(), async ({ target, query, method, headers }) => {
        const url = query ? `${target}?${query}` : target;
        const requestHeaders: Record<string, string> = { ...headers };
        if (requestHeaders['if-none-match'] === 'ETAG') requestHeaders['if-none-match'] = etags.get(target) ?? '"unknown"';
        const response = await t.app.inject({ method: method as 'GET', url, headers: requestHeaders });
        const status = response.statusCode;
        const type = String(response.headers['content-type'] ?? '');
        if (status >= 500) throw new Error(`${method} ${url} -> ${status} ${response.body.slice(0, 300)}`);

        if (status >= 400) {
          expect({ url, method, status, type: type.split(';')[0] }).toEqual({ url, method, status, type: 'application/json' });
          if (method !== 'HEAD') expect(typeof response.json().error).toBe('string');
        }
        if (status === 304) expect(response.body).toBe('');

        // inject resolves the URL like a browser would ('/media/./x' → '/media/x'): check what was asked for
        const path = new URL(url, 'http://localhost').pathname;
        if (status === 200 && path.startsWith('/media/')) {
          // a 200 for media is only ever a file the release lists, under its exact name
          const name = path.slice('/media/'.length);
          const entry = catalogue.media[name];
          expect({ url, listed: Boolean(entry) }).toEqual({ url, listed: true });
          expect(response.headers['content-type']).toBe(entry.type);
          expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
          if (method === 'GET') expect(response.rawPayload.length).toBe(entry.bytes);
        } else if (status === 200 && method === 'GET') {
          expect(type).toMatch(/^application\/json/);
          const body = response.json();
          expect(body.data !== undefined || body.meta !== undefined || body.sizes !== undefined || body.status === 'ok').toBe(true);
        }
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 1500) },
    );
  }, 120_000);

  it('refuse traversal and bent media names with a JSON 404, and serve the real name', async () => {
    const name = Object.keys(catalogue.media).find((n) => n.endsWith('.jpg'))!;
    const ok = await t.app.inject({ method: 'GET', url: `/media/${name}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload.length).toBe(catalogue.media[name].bytes);
    for (const url of [`/media/../${name}`, `/media//${name}`, `/media/content//${name.slice('content/'.length)}`, `/media/${name.toUpperCase()}`, `/media/${name}/..`, `/media/${encodeURIComponent(name)}`, '/media/../../package.json', '/media/%2e%2e/%2e%2e/package.json']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode, type: String(response.headers['content-type']).split(';')[0] }).toEqual({ url, status: 404, type: 'application/json' });
      expect(response.json().error).toBe('Nicht gefunden.');
    }
  });

  it('answer unknown and huge inspiration ids with a JSON 4xx', async () => {
    for (const [id, status] of [['999', 404], ['__proto__', 404], ['toString', 404], ['9'.repeat(200), 404], ['9'.repeat(201), 414], ['%E0%A4%A', 400]] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/api/app/inspirations/${id}` });
      expect({ id: id.slice(0, 20), status: response.statusCode }).toEqual({ id: id.slice(0, 20), status });
      expect(typeof response.json().error).toBe('string');
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/app/inspirations/${catalogue.inspirations[0].id}` })).json().data.id).toBe(catalogue.inspirations[0].id);
  });

  it('answer a malformed preflight with a JSON 400, and a proper one with 204', async () => {
    const bad = await t.app.inject({ method: 'OPTIONS', url: '/api/app/fabrics', headers: { origin: 'http://localhost:8080' } });
    expect(bad.statusCode).toBe(400);
    expect(String(bad.headers['content-type'])).toMatch(/^application\/json/);
    expect(typeof bad.json().error).toBe('string');
    const noOrigin = await t.app.inject({ method: 'OPTIONS', url: '/api/app/fabrics' });
    expect(noOrigin.statusCode).toBe(400);
    expect(typeof noOrigin.json().error).toBe('string');
    const good = await t.app.inject({ method: 'OPTIONS', url: '/api/app/fabrics', headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'GET' } });
    expect(good.statusCode).toBe(204);
    expect(good.headers['access-control-allow-origin']).toBe('http://localhost:8080');
  });
});
