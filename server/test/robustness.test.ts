import fc from 'fast-check';
import { createTestApp, createUser, newId, type TestApp, type TestUser } from './helpers';
import { jpegBase64 } from './images';

/** Bad input must never produce a 5xx: random and malformed bodies, headers and ids on every route. */
let t: TestApp;
let user: TestUser;
let jpeg: string;
const knownIds = { project: newId(), fabric: newId() };

beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.app);
  jpeg = await jpegBase64(8, 8);
});
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
  { method: 'GET', path: () => '/api/app/orders' },
  { method: 'GET', path: (id) => `/digital-products/download?asset=${id}` },
  { method: 'GET', path: (id) => `/digital-products/cover/${id}` },
  { method: 'GET', path: (id) => `/dev/mail?to=${id}` },
];

const printable = fc.string({ unit: fc.constantFrom(...'abcXYZ019 -_.:;/+=%?&#"\'<>{}[]\\'.split('')), maxLength: 60 });
const id = fc.oneof(
  fc.constantFrom(knownIds.project, knownIds.fabric, '', '..', '%2e%2e', '%E0%A4%A', 'a'.repeat(300), '0', '-1', 'null', 'undefined', '__proto__', 'constructor'),
  fc.string({ maxLength: 80 }).map(encodeURIComponent),
  printable.map(encodeURIComponent),
);

const jsonValue = fc.jsonValue({ maxDepth: 4 });
const pattern = fc.record(
  { id: fc.oneof(fc.string({ maxLength: 30 }), fc.integer(), jsonValue), areas: fc.oneof(fc.array(jsonValue, { maxLength: 5 }), jsonValue) },
  { requiredKeys: [] },
);
const structured = fc.oneof(
  fc.record(
    {
      patternProject: fc.record(
        {
          pattern_project_id: fc.oneof(id, fc.constant(knownIds.project), jsonValue),
          name: fc.oneof(fc.string({ maxLength: 30 }), jsonValue),
          sewing_pattern: fc.oneof(pattern, jsonValue),
          svg: fc.oneof(fc.string({ maxLength: 200 }), jsonValue),
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
          name: fc.oneof(fc.string({ maxLength: 30 }), jsonValue),
          width: fc.oneof(fc.integer(), fc.double(), jsonValue),
          height: fc.oneof(fc.integer(), jsonValue),
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
      email: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 40 }), jsonValue),
      email_repeat: fc.oneof(fc.emailAddress(), jsonValue),
      emailToVerify: fc.oneof(fc.emailAddress(), jsonValue),
      password: fc.oneof(fc.string({ maxLength: 40 }), jsonValue),
      password_confirmation: fc.oneof(fc.string({ maxLength: 40 }), jsonValue),
      name: fc.oneof(fc.string({ maxLength: 30 }), jsonValue),
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
  fc.tuple(fc.string({ maxLength: 100 }), fc.constantFrom('text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/octet-stream', 'image/png', '', 'application/json; charset=latin1', 'application/vnd.api+json')).map(
    ([payload, contentType]) => ({ payload, contentType }),
  ),
  fc.constant({ payload: undefined as string | undefined, contentType: undefined as string | undefined }),
);

const headers = fc.record(
  {
    authorization: fc.oneof(fc.constant('VALID'), fc.constant('Bearer '), printable.map((s) => `Bearer ${s}`), printable),
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
  query: fc.oneof(fc.constant(''), printable.map((s) => `${encodeURIComponent(s)}=${encodeURIComponent(s)}`), fc.constantFrom('base_revision=abc', 'base_revision=-5', 'base_revision=1e99', 'asset=', 'to[]=a&to[]=b', 'meta=true')),
  body,
  headers,
});

it('never answers 5xx', async () => {
  // Projects and fabrics that exist, so random writes also hit the update paths.
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

  await fc.assert(
    fc.asyncProperty(request, async ({ route, method, id: randomId, query, body: { payload, contentType }, headers: extra }) => {
      const path = route.path(randomId);
      const url = query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
      const requestHeaders: Record<string, string> = { ...extra };
      // Keep the valid token alive: /logout would revoke it for the rest of the run.
      if (requestHeaders.authorization === 'VALID') requestHeaders.authorization = path === '/logout' ? 'Bearer x' : `Bearer ${user.token}`;
      if (contentType !== undefined) requestHeaders['content-type'] = contentType;
      let finalPayload = payload;
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
      if (response.statusCode >= 400 && response.body && String(response.headers['content-type']).startsWith('application/json')) {
        expect(typeof response.json().error).toBe('string');
      }
    }),
    { numRuns: Number(process.env.FC_RUNS ?? 1000) },
  );
}, 60_000);
