/**
 * @jest-environment node
 *
 * The sync engine's promises one by one, against the real server in-process.
 */
import { setLogSinks } from '@nahtlos/platform/internal/services/logging/logger';
import type { InjectRequest, InProcessServer } from './inProcessServer';
import { startInProcessServer } from './inProcessServer';
import { SimDevice, TINY_JPEG } from './simDevice';

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

const pattern = { id: 'shirt-mila', areas: [{ id: 'hauptstoff', fabric: 'f1' }] };

async function devices(count = 2) {
  const user = await server.createUser({ cameraFeature: true });
  const delivered: InjectRequest[] = [];
  const list = Array.from({ length: count }, (_, i) => new SimDevice(`d${i}`, server, user, 0, delivered));
  for (const device of list) {
    await device.boot();
    await device.login();
  }
  return { list, delivered };
}

async function names(device: SimDevice) {
  return (await device.services.projects.list()).map((p) => p.name).sort();
}

it('uploads, downloads on another device, and a no-change sync sends 3 requests (the lists) and no writes', async () => {
  const { list: [a, b] } = await devices();
  await a.services.projects.create({ name: 'Kleid', sewingPattern: pattern, svg: '<svg>k</svg>' });
  await a.services.customFabrics.create({ name: 'Blümchen', image: TINY_JPEG, width: 8, height: 6 });
  expect(await a.services.sync.sync()).toMatchObject({ ok: true, failed: 0 });
  expect(await b.services.sync.sync()).toMatchObject({ ok: true });
  expect(await names(b)).toEqual(['Kleid']);
  const [project] = await b.services.projects.list();
  expect(await b.services.projects.svg(project.id)).toBe('<svg>k</svg>');
  expect(project.uploaded).toBe(true);
  expect((await b.services.customFabrics.list()).map((f) => f.name)).toEqual(['Blümchen']);
  b.counter = { requests: 0, writes: 0 };
  await b.services.sync.sync();
  expect(b.counter).toEqual({ requests: 3, writes: 0 });
  expect(a.progress.at(-1)).toEqual({ done: 2, total: 2 });
});

it('a change saved while a sync runs is uploaded when that sync ends; a second request adds no list requests', async () => {
  const { list: [a, b] } = await devices();
  await a.services.projects.create({ name: 'Kleid', sewingPattern: pattern, svg: '<svg>k</svg>' });
  const running = a.services.sync.sync();
  await a.services.projects.create({ name: 'Jacke', sewingPattern: pattern, svg: '<svg>j</svg>' });
  const followUp = a.services.sync.flushPendingUploads();
  await running;
  expect(await followUp).toMatchObject({ ok: true, failed: 0 });
  expect(await a.services.sync.pendingCount()).toBe(0);
  await b.services.sync.sync();
  expect(await names(b)).toEqual(['Jacke', 'Kleid']);

  a.counter = { requests: 0, writes: 0 };
  await Promise.all([a.services.sync.sync(), a.services.sync.sync()]);
  expect(a.counter).toEqual({ requests: 3, writes: 0 });
});

it("items saved with an empty name before names were required upload as 'Ohne Namen', on the device too", async () => {
  const { list: [a, b] } = await devices();
  const project = await a.services.projects.create({ name: 'Alt', sewingPattern: pattern, svg: '<svg>k</svg>' });
  const fabric = await a.services.customFabrics.create({ name: 'Alt', image: TINY_JPEG, width: 8, height: 6 });
  // what an older version stored: no name at all
  const unnamed = <T extends { id: string; name: string }>(list: T[], id: string) => list.map((item) => (item.id === id ? { ...item, name: '  ' } : item));
  await a.services.projects.mutate(async (list) => ({ list: unnamed(list, project.id), result: undefined }));
  await a.services.customFabrics.mutate(async (list) => ({ list: unnamed(list, fabric.id), result: undefined }));

  expect(await a.services.sync.sync()).toMatchObject({ ok: true, failed: 0 });
  expect(await names(a)).toEqual(['Ohne Namen']);
  expect((await a.services.customFabrics.list()).map((f) => f.name)).toEqual(['Ohne Namen']);
  await b.services.sync.sync();
  expect(await names(b)).toEqual(['Ohne Namen']);
  expect((await b.services.customFabrics.list()).map((f) => f.name)).toEqual(['Ohne Namen']);
  expect(await a.services.sync.pendingCount()).toBe(0);
});

it('a concurrent edit is kept as "<name> (Kopie)"', async () => {
  const { list: [a, b] } = await devices();
  const created = await a.services.projects.create({ name: 'Kleid', sewingPattern: pattern, svg: '<svg>0</svg>' });
  await a.services.sync.sync();
  await b.services.sync.sync();
  await a.services.projects.update(created.id, { name: 'Kleid A', sewingPattern: pattern, svg: '<svg>A</svg>' });
  await b.services.projects.update(created.id, { name: 'Kleid B', sewingPattern: pattern, svg: '<svg>B</svg>' });
  await a.services.sync.sync();
  await b.services.sync.sync();
  await a.services.sync.sync();
  expect(await names(a)).toEqual(['Kleid A', 'Kleid B (Kopie)']);
  expect(await names(b)).toEqual(['Kleid A', 'Kleid B (Kopie)']);
});

it('an edit beats a concurrent delete', async () => {
  const { list: [a, b] } = await devices();
  const created = await a.services.projects.create({ name: 'Hose', sewingPattern: pattern, svg: '<svg/>' });
  await a.services.sync.sync();
  await b.services.sync.sync();
  await a.services.projects.update(created.id, { name: 'Hose neu', sewingPattern: pattern, svg: '<svg>n</svg>' });
  await b.services.projects.remove(created.id);
  await a.services.sync.sync();
  await b.services.sync.sync();
  expect(await names(b)).toEqual(['Hose neu']);
});

it('a lost response is retried without duplicates or copies; replaying the request changes nothing', async () => {
  const { list: [a], delivered } = await devices(1);
  await a.services.projects.create({ name: 'Body', sewingPattern: pattern, svg: '<svg/>' });
  const first = await a.run((s) => s.sync.sync(), { requests: { 3: 'lost-after' } });
  expect(first.value).toMatchObject({ failed: 1 });
  expect(await a.services.sync.pendingCount()).toBe(1);
  expect(await a.services.sync.sync()).toMatchObject({ ok: true });
  expect(await a.services.sync.pendingCount()).toBe(0);
  expect(await names(a)).toEqual(['Body']);
  const before = (await a.services.projects.all())[0].revision;
  for (const request of delivered) await server.inject(request);
  await a.services.sync.sync();
  expect((await a.services.projects.all())[0].revision).toBe(before);
});

it('a 401 mid-sync keeps the pending work for after the next login', async () => {
  const { list: [a] } = await devices(1);
  await a.services.projects.create({ name: 'Eins', sewingPattern: pattern, svg: '<svg>1</svg>' });
  await a.services.projects.create({ name: 'Zwei', sewingPattern: pattern, svg: '<svg>2</svg>' });
  let expired = false;
  const outcome = await a.run(async (s) => {
    const report = await s.sync.sync();
    expired = !s.session.current().loggedIn;
    return report;
  }, { requests: { 3: '401' } });
  expect(outcome.value).toMatchObject({ ok: false, aborted: 'unauthorized' });
  expect(expired).toBe(true);
  // SimDevice.run logged in again; everything is still pending and goes up now.
  expect(await a.services.sync.pendingCount()).toBe(2);
  expect(await a.services.sync.sync()).toMatchObject({ ok: true });
  expect(await a.services.sync.pendingCount()).toBe(0);
});

it('one failing item never blocks the others', async () => {
  const { list: [a] } = await devices(1);
  for (const name of ['A', 'B', 'C']) await a.services.projects.create({ name, sewingPattern: pattern, svg: `<svg>${name}</svg>` });
  const outcome = await a.run((s) => s.sync.sync(), { requests: { 4: '500' } });
  expect(outcome.value).toMatchObject({ ok: false, failed: 1, done: 3 });
  expect(await a.services.sync.pendingCount()).toBe(1);
});

it('a full disk during a download fails that item only and keeps the old data', async () => {
  const { list: [a, b] } = await devices();
  await a.services.projects.create({ name: 'Jacke', sewingPattern: pattern, svg: '<svg/>' });
  await a.services.customFabrics.create({ name: 'Cord', image: TINY_JPEG, width: 8, height: 6 });
  await a.services.sync.sync();
  const outcome = await b.run((s) => s.sync.sync(), { quotaAtWrite: 0 });
  expect(outcome.value).toMatchObject({ failed: 1 });
  expect(await b.services.sync.sync()).toMatchObject({ ok: true });
  expect(await names(b)).toEqual(['Jacke']);
});

it('flushPendingUploads sends only the pending writes (no list requests)', async () => {
  const { list: [a] } = await devices(1);
  await a.services.projects.create({ name: 'Neu', sewingPattern: pattern, svg: '<svg/>' });
  a.counter = { requests: 0, writes: 0 };
  expect(await a.services.sync.flushPendingUploads()).toMatchObject({ ok: true });
  expect(a.counter).toEqual({ requests: 1, writes: 1 });
  a.counter = { requests: 0, writes: 0 };
  await a.services.sync.flushPendingUploads();
  expect(a.counter).toEqual({ requests: 0, writes: 0 });
});
