import { createTestApp, createUser, json, newId, type TestApp, type TestUser } from './helpers';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.app);
});
afterAll(() => t.close());

const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path data-area="hauptstoff" d="M0 0h10v10z"/></svg>';
const project = (id: string, extra: Record<string, unknown> = {}) => ({
  pattern_project_id: id,
  name: 'Emil für Paul',
  sewing_pattern: { id: 'kinderhose-emil', areas: [{ id: 'hauptstoff', fabric: 'jersey-1', materials: ['jersey'] }] },
  svg,
  ...extra,
});
const save = (patternProject: object, token = user.token) =>
  json(t.app, { method: 'POST', url: '/api/app/pattern-project', token, payload: { patternProject } });
const get = (id: string, token = user.token) => json(t.app, { method: 'GET', url: `/api/app/pattern-project/${id}`, token });
const list = (token = user.token) => json(t.app, { method: 'GET', url: '/api/app/pattern-projects', token });
const remove = (id: string, query = '', token = user.token) =>
  json(t.app, { method: 'DELETE', url: `/api/app/pattern-project/${id}${query}`, token });

it('creates, reads and lists a project with the spec keys plus revision', async () => {
  const id = newId();
  const created = await save(project(id));
  expect(created.statusCode).toBe(200);
  const body = created.json().pattern_project;
  expect(body).toEqual(
    expect.objectContaining({ pattern_project_id: id, name: 'Emil für Paul', revision: 1, deleted: false, svg, user_id: expect.any(String) }),
  );
  expect(new Date(body.updated_at).toISOString()).toBe(body.updated_at);
  expect(body.created_at).toEqual(expect.any(String));

  const one = await get(id);
  expect(one.statusCode).toBe(200);
  expect(one.json().pattern_project.sewing_pattern).toEqual(project(id).sewing_pattern);
  expect(one.json().pattern_project.svg).toBe(svg);

  const all = await list();
  expect(all.statusCode).toBe(200);
  const listed = all.json().pattern_projects.find((p: { pattern_project_id: string }) => p.pattern_project_id === id);
  expect(listed).toEqual(expect.objectContaining({ name: 'Emil für Paul', revision: 1, deleted: false }));
  expect(listed.svg).toBeUndefined(); // the list stays small; the drawing comes with the single GET
});

it('updates with bumped revision and updated_at; lists newest first', async () => {
  const id = newId();
  const first = (await save(project(id))).json().pattern_project;
  const second = await save(project(id, { name: 'Neuer Name', base_revision: 1 }));
  expect(second.statusCode).toBe(200);
  expect(second.json().pattern_project).toEqual(expect.objectContaining({ name: 'Neuer Name', revision: 2 }));
  expect(second.json().pattern_project.updated_at >= first.updated_at).toBe(true);
  const ids = (await list()).json().pattern_projects.map((p: { pattern_project_id: string }) => p.pattern_project_id);
  expect(ids[0]).toBe(id);
});

it('repeating a write changes nothing and keeps one row', async () => {
  const id = newId();
  const first = await save(project(id));
  const again = await save(project(id));
  expect(again.statusCode).toBe(200);
  expect(again.json().pattern_project).toEqual(first.json().pattern_project);
  // Even with the (now old) base revision: the write is already applied, so it is not a conflict.
  const withBase = await save(project(id, { base_revision: 0 }));
  expect(withBase.statusCode).toBe(200);
  expect(withBase.json().pattern_project.revision).toBe(1);
  const rows = (await list()).json().pattern_projects.filter((p: { pattern_project_id: string }) => p.pattern_project_id === id);
  expect(rows).toHaveLength(1);
});

it('answers a stale base_revision with 409 and the server copy', async () => {
  const id = newId();
  await save(project(id));
  await save(project(id, { name: 'Gerät A', base_revision: 1 }));
  const stale = await save(project(id, { name: 'Gerät B', base_revision: 1 }));
  expect(stale.statusCode).toBe(409);
  expect(stale.json()).toEqual({
    error: expect.any(String),
    pattern_project: expect.objectContaining({ pattern_project_id: id, name: 'Gerät A', revision: 2, svg }),
  });
});

it('lets exactly one of two concurrent writes with the same base revision win', async () => {
  const id = newId();
  await save(project(id));
  const results = await Promise.all([
    save(project(id, { name: 'Erster', base_revision: 1 })),
    save(project(id, { name: 'Zweiter', base_revision: 1 })),
  ]);
  const codes = results.map((r) => r.statusCode).sort();
  expect(codes).toEqual([200, 409]);
  const winner = results.find((r) => r.statusCode === 200)!.json().pattern_project;
  const loser = results.find((r) => r.statusCode === 409)!.json().pattern_project;
  expect(loser).toEqual(expect.objectContaining({ name: winner.name, revision: 2 }));
  expect((await get(id)).json().pattern_project.revision).toBe(2);
});

it('deletes to a tombstone that stays in the list; deleting twice or a missing id succeeds', async () => {
  const id = newId();
  await save(project(id));
  const deleted = await remove(id);
  expect(deleted.statusCode).toBe(200);
  expect(deleted.json().pattern_project).toEqual(expect.objectContaining({ deleted: true, revision: 2, sewing_pattern: { id: 'kinderhose-emil' } }));
  const again = await remove(id);
  expect(again.statusCode).toBe(200);
  expect(again.json().pattern_project.revision).toBe(2);
  const listed = (await list()).json().pattern_projects.find((p: { pattern_project_id: string }) => p.pattern_project_id === id);
  expect(listed.deleted).toBe(true);
  expect((await get(id)).json().pattern_project.svg).toBe('');
  const missing = await remove(newId());
  expect(missing.statusCode).toBe(200);
  expect(missing.json()).toEqual({ success: true, pattern_project: null });
});

it('accepts tombstones by POST, honours base_revision on DELETE, and revives a tombstone', async () => {
  const id = newId();
  await save(project(id));
  await save(project(id, { name: 'B', base_revision: 1 }));
  expect((await remove(id, '?base_revision=1')).statusCode).toBe(409);
  const tomb = await save({ pattern_project_id: id, deleted: true, base_revision: 2 });
  expect(tomb.statusCode).toBe(200);
  expect(tomb.json().pattern_project).toEqual(expect.objectContaining({ deleted: true, revision: 3 }));
  const revived = await save(project(id, { name: 'Wieder da' }));
  expect(revived.json().pattern_project).toEqual(expect.objectContaining({ deleted: false, revision: 4, name: 'Wieder da' }));
});

describe('validation', () => {
  it.each([
    ['no body', undefined],
    ['no patternProject', {}],
    ['name over 20', { patternProject: project(newId(), { name: 'x'.repeat(21) }) }],
    ['bad id', { patternProject: project('../etc/passwd') }],
    ['svg over 2 MB', { patternProject: project(newId(), { svg: 'x'.repeat(2 * 1024 * 1024 + 1) }) }],
    ['pattern without id', { patternProject: project(newId(), { sewing_pattern: { areas: [] } }) }],
    ['areas not a list', { patternProject: project(newId(), { sewing_pattern: { id: 'a', areas: 'x' } }) }],
    ['negative base revision', { patternProject: project(newId(), { base_revision: -1 }) }],
    ['text svg', { patternProject: project(newId(), { svg: 42 }) }],
  ])('rejects %s with 400', async (_label, payload) => {
    const response = await json(t.app, { method: 'POST', url: '/api/app/pattern-project', token: user.token, payload: payload as object });
    expect([400, 413]).toContain(response.statusCode);
    expect(response.json().error).toEqual(expect.any(String));
  });

  it('rejects bodies over the limit with 413 and malformed ids with 400', async () => {
    const huge = await save(project(newId(), { svg: 'x'.repeat(3 * 1024 * 1024 + 10) }));
    expect(huge.statusCode).toBe(413);
    expect((await get('bad id!')).statusCode).toBe(400);
    expect((await remove('x'.repeat(65))).statusCode).toBe(400);
    expect((await remove(newId(), '?base_revision=abc')).statusCode).toBe(400);
    expect((await get(newId())).statusCode).toBe(404);
  });

  it('answers 401 without a token on every project route', async () => {
    const id = newId();
    for (const request of [
      { method: 'GET' as const, url: '/api/app/pattern-projects' },
      { method: 'GET' as const, url: `/api/app/pattern-project/${id}` },
      { method: 'POST' as const, url: '/api/app/pattern-project', payload: { patternProject: project(id) } },
      { method: 'DELETE' as const, url: `/api/app/pattern-project/${id}` },
    ]) {
      expect((await t.app.inject(request)).statusCode).toBe(401);
    }
  });
});
