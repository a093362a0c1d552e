import { createTestApp, createUser, json, newId, registerUser, uniqueEmail, type TestApp, type TestUser } from './helpers';
import { jpegBase64 } from './images';

/**
 * Input that PostgreSQL or a recursive check cannot take (NUL, lone surrogates, deep nesting) and
 * names that could read differently than they are (bidi controls) get a JSON 400, and nothing changes.
 */
let t: TestApp;
let user: TestUser;
let jpeg: string;
beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.app, { cameraFeature: true });
  jpeg = await jpegBase64(8, 8);
});
afterAll(() => t.close());

const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1v1z"/></svg>';
const project = (id: string, extra: Record<string, unknown> = {}) => ({
  pattern_project_id: id,
  name: 'Emil',
  sewing_pattern: { id: 'kinderhose-emil', areas: [{ id: 'hauptstoff', fabric: 'jersey-1' }] },
  svg,
  ...extra,
});
const fabric = (id: string, extra: Record<string, unknown> = {}) => ({ fabric_id: id, name: 'Omas Karo', width: 8, height: 8, ...extra });
/** Raw JSON text, so escapes like \u0000 and \ud800 reach the server exactly as written. */
const postRaw = (url: string, payload: string, token = user.token) =>
  json(t.app, { method: 'POST', url, token, payload, headers: { 'content-type': 'application/json' } });
const saveProject = (patternProject: object) => postRaw('/api/app/pattern-project', JSON.stringify({ patternProject }));
const getProject = (id: string) => json(t.app, { method: 'GET', url: `/api/app/pattern-project/${id}`, token: user.token });
const getFabric = (id: string) => json(t.app, { method: 'GET', url: `/api/app/custom-fabric/${id}`, token: user.token });

function nested(depth: number): unknown {
  let value: unknown = 'innen';
  for (let i = 0; i < depth; i++) value = { x: value };
  return value;
}

function expectInvalid(response: Awaited<ReturnType<typeof getProject>>, path?: string) {
  expect({ status: response.statusCode, type: String(response.headers['content-type']).split(';')[0] }).toEqual({
    status: 400,
    type: 'application/json',
  });
  const body = response.json();
  expect(body.error).toBe('Ungültige Eingabe.');
  expect(body.details).toEqual(expect.arrayContaining([expect.objectContaining({ message: expect.any(String) })]));
  if (path !== undefined) expect(body.details.map((d: { path: string }) => d.path)).toContain(path);
  return body as { error: string; details: { path: string; message: string }[] };
}

describe('pattern projects', () => {
  let id: string;
  let stored: Record<string, unknown>;
  beforeAll(async () => {
    id = newId();
    const created = await saveProject(project(id));
    expect(created.statusCode).toBe(200);
    stored = (await getProject(id)).json().pattern_project;
  });
  afterEach(async () => {
    // whatever was refused, the stored project is exactly as before
    expect((await getProject(id)).json().pattern_project).toEqual(stored);
  });

  it.each([
    ['NUL in the name', { name: 'Em\u0000il' }, 'patternProject.name', 'Nullzeichen'],
    ['NUL in the svg', { svg: `${svg}\u0000` }, 'patternProject.svg', 'Nullzeichen'],
    ['NUL in a sewing_pattern value', { sewing_pattern: { id: 'kinderhose-emil', areas: [{ id: 'haupt\u0000stoff' }] } }, 'patternProject.sewing_pattern.areas.0.id', 'Nullzeichen'],
    ['NUL in a sewing_pattern key', { sewing_pattern: { id: 'kinderhose-emil', 'no\u0000te': 'x' } }, 'patternProject.sewing_pattern', 'Schlüssel'],
    ['a lone high surrogate in sewing_pattern', { sewing_pattern: { id: 'kinderhose-emil', note: 'a\ud800b' } }, 'patternProject.sewing_pattern.note', 'Surrogat'],
    ['a lone low surrogate in the name', { name: '\udc00' }, 'patternProject.name', 'Surrogat'],
    ['a right-to-left override in the name', { name: 'Emil\u202Efdp.exe' }, 'patternProject.name', 'Schreibrichtung'],
    ['a bidi isolate in the name', { name: '\u2066Emil\u2069' }, 'patternProject.name', 'Schreibrichtung'],
  ])('refuses %s with a JSON 400 and a German reason', async (_label, change, path, reason) => {
    const { details } = expectInvalid(await saveProject(project(id, { ...change, base_revision: 1 })), path);
    expect(details.find((d) => d.path === path)!.message).toContain(reason);
  });

  it('refuses a sewing_pattern nested 4,100 levels deep (10 KB) with a JSON 400, not a stack overflow', async () => {
    const payload = JSON.stringify({ patternProject: project(id, { sewing_pattern: { id: 'x', deep: nested(4100) } }) });
    expect(payload.length).toBeLessThan(40_000);
    const body = expectInvalid(await postRaw('/api/app/pattern-project', payload));
    expect(body.details[0].path.startsWith('patternProject.sewing_pattern.deep.x.x')).toBe(true);
  });

  it('refuses a bare array nested 200,000 levels deep', async () => {
    const payload = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    expectInvalid(await postRaw('/api/app/pattern-project', payload));
  });

  it('accepts nesting up to the limit and keeps ordinary Unicode (umlauts, emoji, right-to-left letters)', async () => {
    const other = newId();
    const name = 'Jörg 🧵 שלום';
    const response = await saveProject(project(other, { name, sewing_pattern: { id: 'x', deep: nested(28) } }));
    expect(response.statusCode).toBe(200);
    expect((await getProject(other)).json().pattern_project).toEqual(expect.objectContaining({ name, revision: 1 }));
  });

  it('refuses NUL in a path parameter and in the query', async () => {
    expectInvalid(await json(t.app, { method: 'GET', url: '/api/app/pattern-project/a%00b', token: user.token }), 'id');
    expectInvalid(await json(t.app, { method: 'DELETE', url: `/api/app/pattern-project/${id}?base_revision=1%00`, token: user.token }), 'base_revision');
    expectInvalid(await json(t.app, { method: 'DELETE', url: `/api/app/pattern-project/${id}?note=a%00`, token: user.token }), 'note');
  });
});

describe('URLs', () => {
  it('answers an undecodable URL (an encoded lone surrogate, an overlong slash) with the JSON 400 of every error', async () => {
    for (const url of ['/api/app/pattern-project/%ED%A0%80', '/auth/password/reset/%C0%AF']) {
      const response = await json(t.app, { method: 'GET', url, token: user.token });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Ungültige Anfrage.', code: expect.any(String) });
    }
  });
});

describe('custom fabrics', () => {
  let id: string;
  let stored: Record<string, unknown>;
  beforeAll(async () => {
    id = newId();
    const created = await postRaw('/api/app/custom-fabric', JSON.stringify({ customFabric: fabric(id), fabricImage: jpeg }));
    expect(created.statusCode).toBe(200);
    stored = (await getFabric(id)).json().custom_fabric;
  });
  afterEach(async () => {
    expect((await getFabric(id)).json().custom_fabric).toEqual(stored);
  });

  it.each([
    ['NUL in the name', { name: 'Omas\u0000Karo' }],
    ['a lone surrogate in the name', { name: 'Omas\ud83dKaro' }],
    ['a left-to-right override in the name', { name: '\u202DOmas Karo' }],
    ['a pop-directional-formatting in the name', { name: 'Omas\u202C' }],
  ])('refuses %s with a JSON 400', async (_label, change) => {
    expectInvalid(await postRaw('/api/app/custom-fabric', JSON.stringify({ customFabric: fabric(id, { ...change, base_revision: 1 }) })), 'customFabric.name');
  });

  it('refuses a new fabric with a NUL name and stores nothing', async () => {
    const other = newId();
    expectInvalid(await postRaw('/api/app/custom-fabric', JSON.stringify({ customFabric: fabric(other, { name: '\u0000' }), fabricImage: jpeg })));
    expect((await getFabric(other)).statusCode).toBe(404);
  });
});

describe('accounts', () => {
  const register = (fields: Record<string, string>, contentType = 'application/json') => {
    const email = uniqueEmail();
    const values = { name: 'jemand', email, email_repeat: email, password: 'geheim-123', password_confirmation: 'geheim-123', ...fields };
    const payload = contentType === 'application/json' ? JSON.stringify(values) : new URLSearchParams(values).toString();
    return t.app.inject({ method: 'POST', url: '/auth/user/register', payload, headers: { 'content-type': contentType } });
  };

  it.each([
    ['a right-to-left override', 'anna\u202Egnp'],
    ['a first-strong isolate', '\u2068anna'],
  ])('refuses a username with %s (German 400) and creates no account', async (_label, name) => {
    const email = uniqueEmail();
    const response = await register({ name, email, email_repeat: email });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Ungültige Eingabe.');
    expect(response.json().details).toContainEqual({ path: 'name', message: 'Steuerzeichen für die Schreibrichtung sind im Namen nicht erlaubt.' });
    const loginAttempt = await json(t.app, { method: 'POST', url: '/api/app/auth/user/login', payload: { email, password: 'geheim-123' } });
    expect(loginAttempt.statusCode).toBe(401);
  });

  it('refuses NUL in a JSON registration and in a form body', async () => {
    expectInvalid(await register({ name: 'an\u0000na' }), 'name');
    // form posts need the XSRF cookie and field; the guard answers before that check matters either way
    const form = await t.app.inject({
      method: 'POST',
      url: '/auth/password/reset',
      payload: 'token=abc%00def&password=x&password_confirmation=x&_xsrf=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'XSRF-TOKEN=a' },
    });
    expectInvalid(form, 'token');
  });

  it('refuses a deeply nested login body with a 400', async () => {
    // written as text: JSON.stringify itself would overflow the stack at this depth
    const payload = `{"email":"a@b.de","password":${'{"x":'.repeat(5000)}1${'}'.repeat(5000)}}`;
    const body = expectInvalid(await postRaw('/api/app/auth/user/login', payload, ''));
    expect(body.details[0].path).toBe(['password', ...Array(31).fill('x')].join('.'));
  });

  it('allows 32 levels of nesting and refuses the 33rd', async () => {
    // the body is level 1, `password` opens level 2; zod then refuses a password that is no string
    const body = (levels: number) => `{"email":"a@b.de","password":${'['.repeat(levels - 1)}1${']'.repeat(levels - 1)}}`;
    const reasons = async (levels: number) =>
      expectInvalid(await postRaw('/api/app/auth/user/login', body(levels), '')).details.map((d) => d.message).join(' ');
    expect(await reasons(32)).not.toContain('verschachtelt');
    expect(await reasons(33)).toContain('Zu tief verschachtelt (höchstens 32 Ebenen).');
  });

  it('still registers an ordinary name', async () => {
    const registered = await registerUser(t.app, { name: `Zoë ${newId().slice(-6)}` });
    expect(registered.name).toContain('Zoë');
  });
});
