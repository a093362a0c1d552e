/**
 * @jest-environment node
 *
 * The stash ('Mein Stoffvorrat', issue 40) through the sync, by the custom fabrics' rules: to the server and the other
 * device, a lost answer, concurrent changes kept as an entry of their own, a change beating a concurrent removal.
 * Against the real server in-process.
 */
import type { ServerStashEntry } from '@nahtlos/platform/internal/domain/types';
import { setLogSinks } from '@nahtlos/platform/internal/services/logging/logger';
import type { InjectRequest, InProcessServer } from './inProcessServer';
import { startInProcessServer } from './inProcessServer';
import { SimDevice } from './simDevice';

let server: InProcessServer;
let restoreLogs: () => void;
beforeAll(async () => {
  server = await startInProcessServer();
  restoreLogs = setLogSinks([]);
}, 60_000);
afterAll(async () => {
  restoreLogs();
  await server.close();
});

const piece = { fabricId: 'ringel-ostsee', lengthCm: 150, widthCm: 140, note: 'Rest', boughtOn: '2026-02-28' };

/** Two devices of one new account, with one stash entry made on the first and synced to both. */
async function entryOnTwoDevices() {
  const user = await server.createUser();
  const delivered: InjectRequest[] = [];
  const [a, b] = ['a', 'b'].map((name) => new SimDevice(name, server, user, 0, delivered));
  for (const device of [a, b]) {
    await device.boot();
    await device.login();
  }
  const { id } = await a.services.stash.add(piece);
  expect(await a.services.sync.sync()).toMatchObject({ ok: true, failed: 0 });
  expect(await b.services.sync.sync()).toMatchObject({ ok: true, failed: 0 });
  const serverStash = async () => {
    const answer = await server.inject({ method: 'GET', url: '/api/app/stash', headers: { authorization: `Bearer ${user.token}` } });
    return JSON.parse(answer.body).stash as ServerStashEntry[];
  };
  const onServer = async () => (await serverStash()).find((entry) => entry.entry_id === id)!;
  const shown = async (device: SimDevice) =>
    (await device.services.stash.list()).map(({ fabricId, lengthCm, widthCm, note, boughtOn }) => ({ fabricId, lengthCm, widthCm, note, boughtOn })).sort((x, y) => x.note.localeCompare(y.note));
  return { a, b, id, delivered, onServer, serverStash, shown };
}

it('an entry made on one device reaches the server and the other device; a change and a removal too', async () => {
  const { a, b, id, onServer, shown } = await entryOnTwoDevices();
  expect(await onServer()).toMatchObject({ fabric_id: 'ringel-ostsee', length_cm: 150, width_cm: 140, note: 'Rest', bought_on: '2026-02-28', deleted: false, revision: 1 });
  expect(await shown(b)).toEqual([piece]);
  expect((await b.services.stash.all())[0]).toMatchObject({ id, dirty: false, revision: 1 });

  await b.services.stash.update(id, { ...piece, lengthCm: 80, note: '', boughtOn: null });
  expect(await b.services.sync.flushPendingUploads()).toMatchObject({ ok: true, failed: 0 });
  await a.services.sync.sync();
  expect(await shown(a)).toEqual([{ ...piece, lengthCm: 80, note: '', boughtOn: null }]);

  await a.services.stash.remove(id);
  await a.services.sync.sync();
  await b.services.sync.sync();
  expect(await onServer()).toMatchObject({ deleted: true });
  expect(await b.services.stash.list()).toEqual([]);
  expect((await b.services.stash.all())[0]).toMatchObject({ id, deleted: true, dirty: false });
});

it('a lost answer is retried without a copy; replaying every request changes nothing', async () => {
  const { a, delivered, onServer, serverStash } = await entryOnTwoDevices();
  const [entry] = await a.services.stash.list();
  await a.services.stash.update(entry.id, { ...piece, widthCm: 110 });
  const first = await a.run((services) => services.sync.flushPendingUploads(), { requests: { 0: 'lost-after' } });
  expect(first.value).toMatchObject({ failed: 1 });
  expect(await a.services.sync.sync()).toMatchObject({ ok: true, failed: 0 });
  expect(await a.services.stash.list()).toHaveLength(1);
  const before = await serverStash();
  for (const request of delivered) await server.inject(request);
  expect(await serverStash()).toEqual(before);
  expect(await onServer()).toMatchObject({ width_cm: 110, revision: 2 });
});

it('two devices changing one entry at once: the later change is kept as an entry of its own, its note marked "(Kopie)"', async () => {
  const { a, b, id, shown } = await entryOnTwoDevices();
  await a.services.stash.update(id, { ...piece, lengthCm: 100 });
  await b.services.stash.update(id, { ...piece, lengthCm: 40 });
  await a.services.sync.sync();
  await b.services.sync.sync();
  await a.services.sync.sync();
  for (const device of [a, b]) expect(await shown(device)).toEqual([{ ...piece, lengthCm: 100 }, { ...piece, lengthCm: 40, note: 'Rest (Kopie)' }]);
  expect((await b.services.stash.all()).find((entry) => entry.id === id)).toMatchObject({ lengthCm: 100, dirty: false });
});

it('a change beats a concurrent removal, whichever syncs first', async () => {
  for (const removerFirst of [true, false]) {
    const { a, b, shown } = await entryOnTwoDevices();
    const [entry] = await a.services.stash.list();
    await a.services.stash.remove(entry.id);
    await b.services.stash.update(entry.id, { ...piece, note: 'Bleibt' });
    const order = removerFirst ? [a, b, a] : [b, a, b];
    for (const device of order) expect(await device.services.sync.sync()).toMatchObject({ ok: true, failed: 0 });
    for (const device of [a, b]) expect((await shown(device)).map((kept) => kept.note)).toEqual([removerFirst ? 'Bleibt (Kopie)' : 'Bleibt']);
  }
});

it('an entry made offline uploads with the next flush, and the other device gets it', async () => {
  const { a, b, shown } = await entryOnTwoDevices();
  await b.services.stash.add({ ...piece, fabricId: 'musselin-salbei', note: 'Offline' });
  expect(await b.services.sync.pendingCount()).toBe(1);
  expect(await b.services.sync.flushPendingUploads()).toMatchObject({ ok: true, failed: 0 });
  expect(await b.services.sync.pendingCount()).toBe(0);
  await a.services.sync.sync();
  expect((await shown(a)).map((entry) => entry.note)).toEqual(['Offline', 'Rest']);
});
