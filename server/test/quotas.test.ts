/**
 * Issue 35: per-account quotas. The write past a quota gets a German 413 JSON and nothing of it is
 * stored; the account can still rename, shrink and delete. The quotas here are the defaults scaled
 * down (the same code path), so the test writes megabytes, not a hundred of them.
 */
import { createTestApp, createUser, json, newId, type TestApp, type TestUser } from './helpers';
import { jpegBase64 } from './images';
import { MAX_STASH_ENTRIES, STASH_FULL_MESSAGE } from '@nahtlos/contract';
import { patternProjects, stashEntries } from '../src/db/schema';
import { authenticate } from '../src/services/accounts';
import { defaultQuotas } from '../src/services/quotaLimits';

const MB = 1024 * 1024;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ quotas: { storedBytes: 3 * MB, projects: 5, customFabrics: 2 } });
});
afterAll(() => t.close());

/** A drawing of about `bytes` bytes. */
const drawing = (bytes: number) => `<svg xmlns="http://www.w3.org/2000/svg"><!--${'x'.repeat(bytes)}--></svg>`;
const saveProject = (user: TestUser, id: string, svg: string, name = 'Hose') =>
  json(t.app, {
    method: 'POST',
    url: '/api/app/pattern-project',
    token: user.token,
    payload: { patternProject: { pattern_project_id: id, name, sewing_pattern: { id: 'kinderhose-emil', areas: [] }, svg } },
  });
const projects = async (user: TestUser) =>
  ((await json(t.app, { method: 'GET', url: '/api/app/pattern-projects', token: user.token })).json().pattern_projects as { pattern_project_id: string; deleted: boolean }[]).filter(
    (project) => !project.deleted,
  );

it('the defaults are 100 MB, 1,000 projects and 500 custom fabrics', () => {
  expect(defaultQuotas).toEqual({ storedBytes: 100 * MB, projects: 1000, customFabrics: 500 });
});

it('the write past the stored bytes gets the German 413 and stores nothing; shrinking and deleting still work', async () => {
  const user = await createUser(t.app);
  const ids = [newId(), newId(), newId()];
  expect((await saveProject(user, ids[0]!, drawing(1.4 * MB))).statusCode).toBe(200);
  expect((await saveProject(user, ids[1]!, drawing(1.4 * MB))).statusCode).toBe(200);

  const refused = await saveProject(user, ids[2]!, drawing(0.5 * MB));
  expect({ status: refused.statusCode, body: refused.json() }).toEqual({
    status: 413,
    body: { error: 'Dein Speicherplatz von 3 MB ist voll. Lösche alte Projekte oder Stoffe, um Platz zu schaffen.', code: 'quota_storage' },
  });
  expect((await projects(user)).map((project) => project.pattern_project_id).sort()).toEqual([ids[0], ids[1]].sort());
  // growing an existing drawing past the quota is refused too, and the stored one stays as it was
  const grown = await saveProject(user, ids[0]!, drawing(1.9 * MB));
  expect(grown.json().code).toBe('quota_storage');
  const kept = (await json(t.app, { method: 'GET', url: `/api/app/pattern-project/${ids[0]}`, token: user.token })).json().pattern_project;
  expect({ revision: kept.revision, length: kept.svg.length }).toEqual({ revision: 1, length: drawing(1.4 * MB).length });

  expect((await saveProject(user, ids[0]!, drawing(0.2 * MB), 'Hose kurz')).statusCode).toBe(200);
  expect((await json(t.app, { method: 'DELETE', url: `/api/app/pattern-project/${ids[1]}`, token: user.token })).statusCode).toBe(200);
  expect((await saveProject(user, ids[2]!, drawing(0.5 * MB))).statusCode).toBe(200);
});

it('the project past the count gets the German 413; deleting one makes room', async () => {
  const user = await createUser(t.app);
  const ids = Array.from({ length: 6 }, () => newId());
  for (const id of ids.slice(0, 5)) expect((await saveProject(user, id, drawing(100))).statusCode).toBe(200);
  const refused = await saveProject(user, ids[5]!, drawing(100));
  expect({ status: refused.statusCode, body: refused.json() }).toEqual({
    status: 413,
    body: { error: 'Du hast schon 5 Projekte gespeichert, mehr geht nicht. Lösche alte Projekte, um neue zu speichern.', code: 'quota_projects' },
  });
  expect(await projects(user)).toHaveLength(5);
  // saving one of the five again (a rename) is no new project
  expect((await saveProject(user, ids[0]!, drawing(100), 'Umbenannt')).statusCode).toBe(200);
  await json(t.app, { method: 'DELETE', url: `/api/app/pattern-project/${ids[0]}`, token: user.token });
  expect((await saveProject(user, ids[5]!, drawing(100))).statusCode).toBe(200);
});

it('the custom fabric past the count gets the German 413 and stores nothing', async () => {
  const user = await createUser(t.app, { cameraFeature: true });
  const photo = await jpegBase64();
  const save = (id: string) =>
    json(t.app, { method: 'POST', url: '/api/app/custom-fabric', token: user.token, payload: { customFabric: { fabric_id: id, name: 'Stoff' }, fabricImage: photo } });
  expect((await save(newId())).statusCode).toBe(200);
  expect((await save(newId())).statusCode).toBe(200);
  const refused = await save(newId());
  expect({ status: refused.statusCode, body: refused.json() }).toEqual({
    status: 413,
    body: { error: 'Du hast schon 2 eigene Stoffe gespeichert, mehr geht nicht. Lösche alte Stoffe, um neue zu speichern.', code: 'quota_custom_fabrics' },
  });
  expect((await json(t.app, { method: 'GET', url: '/api/app/custom-fabrics', token: user.token })).json().custom_fabrics).toHaveLength(2);
});

describe('the stash', () => {
  const saveEntry = (user: TestUser, stashEntry: object) => json(t.app, { method: 'POST', url: '/api/app/stash-entry', token: user.token, payload: { stashEntry } });
  const piece = (id: string, length_cm = 100) => ({ entry_id: id, fabric_id: 'ringel-ostsee', length_cm, width_cm: 140 });

  it(`holds ${MAX_STASH_ENTRIES} live entries (the contract's number); the next one gets the German 413 and is not stored`, async () => {
    const user = await createUser(t.app);
    const account = await authenticate(t.app.ctx, user.token);
    const now = new Date();
    // the setup, straight into the database: all but one live entry, and tombstones, which do not count
    const filled = Array.from({ length: MAX_STASH_ENTRIES - 1 }, () => newId());
    const tombstones = [newId(), newId()];
    const row = (id: string, deleted: boolean) => ({ id, userId: account!.id, fabricId: 'tupfen-puder', lengthCm: 50, widthCm: 140, revision: 1, deleted, updatedAt: now });
    await t.database.db.insert(stashEntries).values([...filled.map((id) => row(id, false)), ...tombstones.map((id) => row(id, true))]);

    const last = newId();
    expect((await saveEntry(user, piece(last))).statusCode).toBe(200);
    const refusedId = newId();
    const refused = await saveEntry(user, piece(refusedId));
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 413, body: { error: STASH_FULL_MESSAGE, code: 'quota_stash' } });
    // bringing a tombstone back adds an entry too
    expect((await saveEntry(user, piece(tombstones[0]!))).json().code).toBe('quota_stash');
    const stash = (await json(t.app, { method: 'GET', url: '/api/app/stash', token: user.token })).json().stash as { entry_id: string; deleted: boolean }[];
    expect({ live: stash.filter((entry) => !entry.deleted).length, refused: stash.some((entry) => entry.entry_id === refusedId) }).toEqual({ live: MAX_STASH_ENTRIES, refused: false });

    // a full stash can still be changed and tidied up; deleting one makes room for one
    expect((await saveEntry(user, piece(last, 60))).statusCode).toBe(200);
    expect((await saveEntry(user, piece(last, 60))).statusCode).toBe(200); // the same write again
    expect((await json(t.app, { method: 'DELETE', url: `/api/app/stash-entry/${filled[0]}`, token: user.token })).statusCode).toBe(200);
    expect((await saveEntry(user, piece(refusedId))).statusCode).toBe(200);
    expect((await saveEntry(user, piece(newId()))).statusCode).toBe(413);
    // the limit is per account
    expect((await saveEntry(await createUser(t.app), piece(newId()))).statusCode).toBe(200);
  }, 60_000);
});

describe('at the default quotas', () => {
  let full: TestApp;
  beforeAll(async () => {
    full = await createTestApp({}, t.database);
  });
  afterAll(() => full.close());

  /** Fills the account with `count` stored projects of `bytes` each, straight into the database (the setup, not the system under test). */
  async function fill(user: TestUser, count: number, bytes: number) {
    const account = await t.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, user.email) });
    const now = new Date();
    for (let start = 0; start < count; start += 100) {
      const rows = Array.from({ length: Math.min(100, count - start) }, () => ({
        id: newId(),
        userId: account!.id,
        name: 'Gefüllt',
        sewingPattern: { id: 'kinderhose-emil' },
        svg: drawing(bytes),
        revision: 1,
        createdAt: now,
        updatedAt: now,
      }));
      await t.database.db.insert(patternProjects).values(rows);
    }
    await full.app.ctx.cache.invalidateUser(account!.id);
  }
  const save = (user: TestUser, id: string, svg: string) =>
    json(full.app, { method: 'POST', url: '/api/app/pattern-project', token: user.token, payload: { patternProject: { pattern_project_id: id, name: 'Neu', sewing_pattern: { id: 'kinderhose-emil' }, svg } } });

  it('the 1,001st project is refused and not stored', async () => {
    const user = await createUser(full.app);
    await fill(user, 1000, 10);
    const id = newId();
    const refused = await save(user, id, drawing(10));
    expect({ status: refused.statusCode, code: refused.json().code, error: refused.json().error }).toEqual({
      status: 413,
      code: 'quota_projects',
      error: 'Du hast schon 1.000 Projekte gespeichert, mehr geht nicht. Lösche alte Projekte, um neue zu speichern.',
    });
    expect((await json(full.app, { method: 'GET', url: `/api/app/pattern-project/${id}`, token: user.token })).statusCode).toBe(404);
  }, 60_000);

  it('the write into the 101st MB is refused and not stored', async () => {
    const user = await createUser(full.app);
    await fill(user, 50, 2 * MB - 200); // 100 MB less a little, in 50 drawings
    expect((await save(user, newId(), drawing(1000))).statusCode).toBe(200);
    const id = newId();
    const refused = await save(user, id, drawing(MB));
    expect({ status: refused.statusCode, code: refused.json().code, error: refused.json().error }).toEqual({
      status: 413,
      code: 'quota_storage',
      error: 'Dein Speicherplatz von 100 MB ist voll. Lösche alte Projekte oder Stoffe, um Platz zu schaffen.',
    });
    expect((await json(full.app, { method: 'GET', url: `/api/app/pattern-project/${id}`, token: user.token })).statusCode).toBe(404);
  }, 120_000);
});
