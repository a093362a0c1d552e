/**
 * @jest-environment node
 *
 * Names stored under an older rule (issue 36): the device repairs them before the upload, against the real
 * server in-process, so they upload instead of being refused on every try.
 */
import { setLogSinks } from '@nahtlos/platform/internal/services/logging/logger';
import type { InProcessServer } from './inProcessServer';
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
const renamed = <T extends { id: string; name: string }>(list: T[], id: string, name: string) => list.map((item) => (item.id === id ? { ...item, name } : item));

it('items stored with text-direction controls in the name are repaired on the device and upload', async () => {
  const user = await server.createUser({ cameraFeature: true });
  const [a, b] = ['a', 'b'].map((name) => new SimDevice(name, server, user, 0, []));
  for (const device of [a, b]) {
    await device.boot();
    await device.login();
  }
  const project = await a.services.projects.create({ name: 'Alt', sewingPattern: pattern, svg: '<svg>k</svg>' });
  const fabric = await a.services.customFabrics.create({ name: 'Alt', image: TINY_JPEG, width: 8, height: 6 });
  // what an older version stored: a name shown reversed (the server answers 400), and one of nothing but controls
  await a.services.projects.mutate(async (list) => ({ list: renamed(list, project.id, '\u202Eeidlek\u202C'), result: undefined }));
  await a.services.customFabrics.mutate(async (list) => ({ list: renamed(list, fabric.id, '\u202E\u202C'), result: undefined }));

  expect(await a.services.sync.sync()).toMatchObject({ ok: true, failed: 0 });
  expect((await a.services.projects.list()).map((p) => [p.name, p.uploaded])).toEqual([['eidlek', true]]);
  expect((await a.services.customFabrics.list()).map((f) => f.name)).toEqual(['Ohne Namen']);
  expect(await a.services.sync.pendingCount()).toBe(0);
  await b.services.sync.sync();
  expect((await b.services.projects.list()).map((p) => p.name)).toEqual(['eidlek']);
  expect((await b.services.customFabrics.list()).map((f) => f.name)).toEqual(['Ohne Namen']);
});

it('the device repositories refuse such a name with the German message and store nothing', async () => {
  const user = await server.createUser({ cameraFeature: true });
  const device = new SimDevice('c', server, user, 0, []);
  await device.boot();
  const message = 'Steuerzeichen für die Schreibrichtung sind im Namen nicht erlaubt.';
  await expect(device.services.projects.create({ name: '\u202Eeidlek', sewingPattern: pattern, svg: '<svg/>' })).rejects.toThrow(message);
  await expect(device.services.customFabrics.create({ name: 'Karo\u2066', image: TINY_JPEG, width: 8, height: 6 })).rejects.toThrow(message);
  expect(await device.services.projects.all()).toEqual([]);
  expect(await device.services.customFabrics.all()).toEqual([]);
});
