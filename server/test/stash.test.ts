/**
 * Issue 40: the stash ('Mein Stoffvorrat') syncs like custom fabrics, without images: client ids,
 * revisions, idempotent writes, tombstones, 409 with the server's copy. Every answer is checked against
 * the contract's `apiResponses` (the test app turns a wrong one into a failing 500, see contractCheck.ts).
 */
import { BOUGHT_ON_MESSAGE, FABRIC_SIZE_MESSAGE, nameTooLongMessage, BIDI_MESSAGE } from '@nahtlos/contract';
import { eq } from 'drizzle-orm';
import { DiskSpace } from '../src/db/diskSpace';
import { stashEntries, users } from '../src/db/schema';
import { authenticate } from '../src/services/accounts';
import { contractViolation } from './contractCheck';
import { createTestApp, createUser, json, newId, type TestApp, type TestUser } from './helpers';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.app);
});
afterAll(() => t.close());

type Answer = Awaited<ReturnType<typeof json>>;

/** The answer as the contract names it for its route: no violation, and the status the test expects. */
function expectAnswer(answer: Answer, method: string, route: string, status: number) {
  expect({ status: answer.statusCode, violation: contractViolation(method, route, answer.statusCode, answer.json()) }).toEqual({ status, violation: undefined });
  return answer.json();
}

const save = async (stashEntry: object, token = user.token) =>
  json(t.app, { method: 'POST', url: '/api/app/stash-entry', token, payload: { stashEntry } });
const saved = async (stashEntry: object, status = 200) => expectAnswer(await save(stashEntry), 'POST', '/api/app/stash-entry', status);
const remove = async (id: string, query = '') =>
  expectAnswer(await json(t.app, { method: 'DELETE', url: `/api/app/stash-entry/${id}${query}`, token: user.token }), 'DELETE', '/api/app/stash-entry/:id', 200);
const list = async (token = user.token) =>
  expectAnswer(await json(t.app, { method: 'GET', url: '/api/app/stash', token }), 'GET', '/api/app/stash', 200).stash as { entry_id: string }[];
const listed = async (id: string) => (await list()).find((entry) => entry.entry_id === id);
const piece = (id: string, extra: Record<string, unknown> = {}) => ({ entry_id: id, fabric_id: 'ringel-ostsee', length_cm: 150, width_cm: 140, ...extra });

describe('writing and listing', () => {
  it('stores a new entry at revision 1 and lists it; note and day default to none', async () => {
    const id = newId();
    const { stash_entry } = await saved(piece(id));
    expect(stash_entry).toEqual({
      entry_id: id,
      fabric_id: 'ringel-ostsee',
      length_cm: 150,
      width_cm: 140,
      note: '',
      bought_on: null,
      created_at: expect.any(String),
      updated_at: stash_entry.created_at,
      deleted: false,
      revision: 1,
    });
    expect(await listed(id)).toEqual(stash_entry);
  });

  it('stores the note trimmed and the day as given', async () => {
    const id = newId();
    const { stash_entry } = await saved(piece(id, { note: '  Rest vom Kleid ', bought_on: '2026-02-28' }));
    expect(stash_entry).toMatchObject({ note: 'Rest vom Kleid', bought_on: '2026-02-28' });
    expect(await listed(id)).toMatchObject({ note: 'Rest vom Kleid', bought_on: '2026-02-28' });
  });

  it('takes any valid id as the fabric: a shipped one, or an own fabric that has not reached the server yet', async () => {
    const ownFabric = newId();
    expect((await saved(piece(newId(), { fabric_id: ownFabric }))).stash_entry.fabric_id).toBe(ownFabric);
  });

  it('keeps several pieces of the same fabric apart, newest first in the list', async () => {
    const first = newId();
    const second = newId();
    await saved(piece(first, { length_cm: 50 }));
    await saved(piece(second, { length_cm: 80 }));
    const ids = (await list()).map((entry) => entry.entry_id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
  });

  it('changes an entry at its revision; the same write again changes nothing (idempotent)', async () => {
    const id = newId();
    await saved(piece(id));
    const changed = await saved(piece(id, { length_cm: 90, note: 'Zugeschnitten', base_revision: 1 }));
    expect(changed.stash_entry).toMatchObject({ length_cm: 90, note: 'Zugeschnitten', revision: 2 });
    const repeated = await saved(piece(id, { length_cm: 90, note: 'Zugeschnitten', base_revision: 1 }));
    expect(repeated.stash_entry).toEqual(changed.stash_entry);
    // without a base revision too: the same content is no new revision
    expect((await saved(piece(id, { length_cm: 90, note: 'Zugeschnitten' }))).stash_entry.revision).toBe(2);
  });

  it('keeps note and day when a write leaves them out, clears them with an empty note and null', async () => {
    const id = newId();
    await saved(piece(id, { note: 'Vom Markt', bought_on: '2026-03-14' }));
    const resized = await saved(piece(id, { width_cm: 120, base_revision: 1 }));
    expect(resized.stash_entry).toMatchObject({ width_cm: 120, note: 'Vom Markt', bought_on: '2026-03-14', revision: 2 });
    const cleared = await saved(piece(id, { width_cm: 120, note: '', bought_on: null, base_revision: 2 }));
    expect(cleared.stash_entry).toMatchObject({ note: '', bought_on: null, revision: 3 });
  });

  it('answers a stale base revision with 409 and the server copy, and stores nothing', async () => {
    const id = newId();
    await saved(piece(id));
    await saved(piece(id, { length_cm: 100, base_revision: 1 }));
    const stale = await saved(piece(id, { length_cm: 40, base_revision: 1 }), 409);
    expect(stale).toEqual({
      error: 'Konflikt: Auf dem Server gibt es eine neuere Version.',
      stash_entry: expect.objectContaining({ entry_id: id, length_cm: 100, revision: 2 }),
    });
    expect(await listed(id)).toMatchObject({ length_cm: 100, revision: 2 });
  });

  it('lets exactly one of two concurrent changes from the same revision win', async () => {
    const id = newId();
    await saved(piece(id));
    const results = await Promise.all([save(piece(id, { length_cm: 10, base_revision: 1 })), save(piece(id, { length_cm: 20, base_revision: 1 }))]);
    expect(results.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await listed(id)).toMatchObject({ revision: 2 });
  });
});

describe('tombstones', () => {
  it('DELETE leaves a listed tombstone that keeps fabric, size and note; deleting again changes nothing', async () => {
    const id = newId();
    await saved(piece(id, { note: 'Karo' }));
    const { stash_entry } = await remove(id);
    expect(stash_entry).toMatchObject({ entry_id: id, deleted: true, revision: 2, fabric_id: 'ringel-ostsee', length_cm: 150, width_cm: 140, note: 'Karo' });
    expect(await listed(id)).toEqual(stash_entry);
    expect((await remove(id)).stash_entry.revision).toBe(2);
    // a tombstone sent again with an old base revision is the same deletion, not a conflict
    expect((await remove(id, '?base_revision=1')).stash_entry.revision).toBe(2);
  });

  it('a tombstone posted with only its id deletes; with a stale base revision it is a 409', async () => {
    const id = newId();
    await saved(piece(id));
    await saved(piece(id, { length_cm: 60, base_revision: 1 }));
    const stale = await saved({ entry_id: id, deleted: true, base_revision: 1 }, 409);
    expect(stale.stash_entry).toMatchObject({ deleted: false, revision: 2 });
    const staleDelete = await json(t.app, { method: 'DELETE', url: `/api/app/stash-entry/${id}?base_revision=1`, token: user.token });
    expect(expectAnswer(staleDelete, 'DELETE', '/api/app/stash-entry/:id', 409).stash_entry).toMatchObject({ deleted: false, revision: 2 });
    expect((await saved({ entry_id: id, deleted: true, base_revision: 2 })).stash_entry).toMatchObject({ deleted: true, revision: 3 });
  });

  it('a tombstone of an unknown id answers 200 with null and stores nothing', async () => {
    const id = newId();
    expect(await remove(id)).toEqual({ success: true, stash_entry: null });
    expect(await saved({ entry_id: id, deleted: true })).toEqual({ success: true, stash_entry: null });
    expect(await listed(id)).toBeUndefined();
  });

  it('a live write brings a deleted entry back at the next revision', async () => {
    const id = newId();
    await saved(piece(id));
    await remove(id);
    expect((await saved(piece(id, { length_cm: 75 }))).stash_entry).toMatchObject({ deleted: false, length_cm: 75, revision: 3 });
  });
});

describe('bad input: a German JSON 400, nothing stored', () => {
  const refused = (path: string, message: string) => ({ error: 'Ungültige Eingabe.', details: [{ path, message }] });

  it.each([
    ['zero', 0],
    ['negative', -5],
    ['fractional', 1.5],
    ['over 10000', 10_001],
    ['a string', '150'],
    ['null', null],
    ['huge', 1e300],
  ])('%s as length or width', async (_label, bad) => {
    for (const field of ['length_cm', 'width_cm']) {
      const id = newId();
      const answer = await save(piece(id, { [field]: bad }));
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(expectAnswer(answer, 'POST', '/api/app/stash-entry', 400)).toEqual(refused(`stashEntry.${field}`, FABRIC_SIZE_MESSAGE));
      expect(await listed(id)).toBeUndefined();
    }
  });

  it.each(['2026-02-30', '1.2.2026', '1899-12-31', '2026-2-3', ''])('the day %p', async (bought_on) => {
    const id = newId();
    expect(expectAnswer(await save(piece(id, { bought_on })), 'POST', '/api/app/stash-entry', 400)).toEqual(refused('stashEntry.bought_on', BOUGHT_ON_MESSAGE));
    expect(await listed(id)).toBeUndefined();
  });

  it('a note over 20 characters or with bidi controls, and a change that carries one leaves the entry as it was', async () => {
    const id = newId();
    expect(expectAnswer(await save(piece(id, { note: 'x'.repeat(21) })), 'POST', '/api/app/stash-entry', 400)).toEqual(refused('stashEntry.note', nameTooLongMessage(20)));
    expect(expectAnswer(await save(piece(id, { note: 'Karo\u202e' })), 'POST', '/api/app/stash-entry', 400)).toEqual(refused('stashEntry.note', BIDI_MESSAGE));
    const { stash_entry } = await saved(piece(id, { note: 'Karo' }));
    expectAnswer(await save(piece(id, { note: 'y'.repeat(30), base_revision: 1 })), 'POST', '/api/app/stash-entry', 400);
    expect(await listed(id)).toEqual(stash_entry);
  });

  it.each([
    ['an entry id with a space', { stashEntry: piece('a b') }, 'stashEntry.entry_id'],
    ['a fabric id with a slash', { stashEntry: piece(newId(), { fabric_id: 'a/b' }) }, 'stashEntry.fabric_id'],
    ['no fabric', { stashEntry: { entry_id: newId(), length_cm: 1, width_cm: 1 } }, 'stashEntry.fabric_id'],
    ['deleted as text', { stashEntry: piece(newId(), { deleted: 'ja' }) }, 'stashEntry.deleted'],
    ['a negative base revision', { stashEntry: piece(newId(), { base_revision: -1 }) }, 'stashEntry.base_revision'],
    ['no stashEntry', { entry: piece(newId()) }, 'stashEntry'],
    ['a list', [piece(newId())], ''],
  ])('%s', async (_label, payload, path) => {
    const answer = await json(t.app, { method: 'POST', url: '/api/app/stash-entry', token: user.token, payload });
    const body = expectAnswer(answer, 'POST', '/api/app/stash-entry', 400);
    expect(body.error).toBe('Ungültige Eingabe.');
    expect(body.details.map((detail: { path: string }) => detail.path)).toContain(path);
  });

  it('a missing body, malformed JSON, a NUL in the note, a bad id or revision in the URL', async () => {
    const post = (payload?: string) =>
      t.app.inject({ method: 'POST', url: '/api/app/stash-entry', headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' }, ...(payload === undefined ? {} : { payload }) });
    for (const answer of [
      await json(t.app, { method: 'POST', url: '/api/app/stash-entry', token: user.token }),
      await post('{"stashEntry": '),
      await post(JSON.stringify({ stashEntry: piece(newId(), { note: 'a\u0000b' }) })),
      await json(t.app, { method: 'DELETE', url: '/api/app/stash-entry/a.b', token: user.token }),
      await json(t.app, { method: 'DELETE', url: `/api/app/stash-entry/${newId()}?base_revision=abc`, token: user.token }),
    ]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.json().error).toMatch(/^Ungültige (Eingabe|Anfrage)\.$/);
    }
  });
});

describe('access', () => {
  it('answers 401 without a login on every stash route, before looking at the input', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/app/stash', undefined],
      ['POST', '/api/app/stash-entry', { stashEntry: piece(newId()) }],
      ['POST', '/api/app/stash-entry', { nonsense: true }],
      ['DELETE', `/api/app/stash-entry/${newId()}`, undefined],
      ['DELETE', '/api/app/stash-entry/a.b', undefined],
    ] as const) {
      const answer = await json(t.app, { method, url, ...(payload ? { payload } : {}) });
      expect([method, url, answer.statusCode, answer.json()]).toEqual([method, url, 401, { error: 'Nicht angemeldet.' }]);
    }
  });

  it('keeps the stash out of shared caches', async () => {
    const answer = await json(t.app, { method: 'GET', url: '/api/app/stash', token: user.token });
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it("goes with the account: deleting a user deletes its entries", async () => {
    const leaving = await createUser(t.app);
    const id = newId();
    expect((await save(piece(id), leaving.token)).statusCode).toBe(200);
    const account = await authenticate(t.app.ctx, leaving.token);
    await t.database.db.delete(users).where(eq(users.id, account!.id));
    expect(await t.database.db.select().from(stashEntries).where(eq(stashEntries.id, id))).toEqual([]);
  });
});

describe('a full disk', () => {
  let clock = 0;
  const disk = new DiskSpace(undefined, 0, () => clock);
  let full: TestApp;
  beforeAll(async () => {
    full = await createTestApp({ diskSpace: disk }, t.database);
  });
  afterAll(() => full.close());

  it('refuses stash writes with 507 and Retry-After while reads go on; takes them again once there is room', async () => {
    const id = newId();
    const write = () => json(full.app, { method: 'POST', url: '/api/app/stash-entry', token: user.token, payload: { stashEntry: piece(id) } });
    disk.reportFull(); // as after the database said the disk is full: writes wait a few seconds
    for (const answer of [await write(), await json(full.app, { method: 'DELETE', url: `/api/app/stash-entry/${id}`, token: user.token })]) {
      expect({ status: answer.statusCode, retryAfter: answer.headers['retry-after'], body: answer.json() }).toEqual({
        status: 507,
        retryAfter: '60',
        body: {
          error: 'Der Speicher des Servers ist gerade voll. Deine Änderungen bleiben auf dem Gerät und werden später hochgeladen.',
          code: 'storage_full',
          retryAfterSeconds: 60,
        },
      });
    }
    expect((await json(full.app, { method: 'GET', url: '/api/app/stash', token: user.token })).statusCode).toBe(200);
    expect(await listed(id)).toBeUndefined();
    clock += 60_000;
    expect(expectAnswer(await write(), 'POST', '/api/app/stash-entry', 200).stash_entry).toMatchObject({ entry_id: id, revision: 1 });
  });
});
