/**
 * @jest-environment node
 *
 * 'Reicht mein Stoff?': a custom fabric's length and width in cm go through the sync like a rename, against the
 * real server in-process.
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

/** Two devices of one new account, with one custom fabric made on the first and synced to both. */
async function fabricOnTwoDevices() {
  const user = await server.createUser({ cameraFeature: true });
  const delivered: InjectRequest[] = [];
  const [a, b] = ['a', 'b'].map((name) => new SimDevice(name, server, user, 0, delivered));
  for (const device of [a, b]) {
    await device.boot();
    await device.login();
  }
  const { id } = await a.services.customFabrics.create({ name: 'Karo', image: TINY_JPEG, width: 8, height: 6 });
  await a.services.sync.sync();
  await b.services.sync.sync();
  const onServer = async () => {
    const answer = await server.inject({ method: 'GET', url: `/api/app/custom-fabric/${id}`, headers: { authorization: `Bearer ${user.token}` } });
    return JSON.parse(answer.body).custom_fabric as { name: string; length_cm: number | null; width_cm: number | null };
  };
  const onDevice = async (device: SimDevice) => (await device.services.customFabrics.all()).find((fabric) => fabric.id === id)!;
  return { a, b, id, delivered, onServer, onDevice };
}

it('a size set on one device reaches the server and the other device; clearing it too', async () => {
  const { a, b, id, onServer, onDevice } = await fabricOnTwoDevices();
  await a.services.customFabrics.setFabricSize(id, { lengthCm: 50, widthCm: 140 });
  expect(await a.services.sync.flushPendingUploads()).toMatchObject({ ok: true, failed: 0 });
  expect(await onServer()).toMatchObject({ length_cm: 50, width_cm: 140 });
  await b.services.sync.sync();
  expect(await onDevice(b)).toMatchObject({ lengthCm: 50, widthCm: 140, dirty: false });

  await b.services.customFabrics.setFabricSize(id, { lengthCm: null, widthCm: null });
  await b.services.sync.sync();
  await a.services.sync.sync();
  expect(await onServer()).toMatchObject({ length_cm: null, width_cm: null });
  expect(await onDevice(a)).toMatchObject({ lengthCm: null, widthCm: null });
});

it('a rename keeps the size, also from a device that does not know it; the answer brings it to that device', async () => {
  const { a, b, id, onServer, onDevice } = await fabricOnTwoDevices();
  await a.services.customFabrics.setFabricSize(id, { lengthCm: 50, widthCm: 140 });
  await a.services.sync.sync();
  await b.services.sync.sync();
  // what a device stored before 2.5 (no size keys), up to date with the server's revision
  await b.services.customFabrics.mutate(async (list) => ({
    list: list.map(({ lengthCm: _length, widthCm: _width, ...fabric }) => fabric),
    result: undefined,
  }));
  await b.services.customFabrics.rename(id, 'Karo neu');
  expect(await b.services.sync.sync()).toMatchObject({ ok: true, failed: 0 });
  expect(await onServer()).toMatchObject({ name: 'Karo neu', length_cm: 50, width_cm: 140 });
  expect(await onDevice(b)).toMatchObject({ name: 'Karo neu', lengthCm: 50, widthCm: 140, dirty: false });
  expect((await b.services.customFabrics.list()).filter((fabric) => fabric.name.endsWith('(Kopie)'))).toEqual([]);
});

it('a lost answer to a size change is retried without a copy; replaying the request changes nothing', async () => {
  const { a, id, delivered, onServer } = await fabricOnTwoDevices();
  await a.services.customFabrics.setFabricSize(id, { lengthCm: 75, widthCm: 110 });
  const first = await a.run((services) => services.sync.flushPendingUploads(), { requests: { 0: 'lost-after' } });
  expect(first.value).toMatchObject({ failed: 1 });
  expect(await a.services.sync.sync()).toMatchObject({ ok: true, failed: 0 });
  expect((await a.services.customFabrics.list()).map((fabric) => fabric.name)).toEqual(['Karo']);
  const before = await onServer();
  for (const request of delivered) await server.inject(request);
  expect(await onServer()).toEqual(before);
  expect(before).toMatchObject({ length_cm: 75, width_cm: 110 });
});

it('two devices changing the size at once: the later one is kept as "<name> (Kopie)" with its size', async () => {
  const { a, b, id, onDevice } = await fabricOnTwoDevices();
  await a.services.customFabrics.setFabricSize(id, { lengthCm: 50, widthCm: 140 });
  await b.services.customFabrics.setFabricSize(id, { lengthCm: 200, widthCm: 150 });
  await a.services.sync.sync();
  await b.services.sync.sync();
  await a.services.sync.sync();
  for (const device of [a, b]) {
    const sizes = (await device.services.customFabrics.list()).map(({ name, lengthCm, widthCm }) => ({ name, lengthCm, widthCm }));
    expect(sizes.sort((x, y) => x.name.localeCompare(y.name))).toEqual([
      { name: 'Karo', lengthCm: 50, widthCm: 140 },
      { name: 'Karo (Kopie)', lengthCm: 200, widthCm: 150 },
    ]);
  }
  expect(await onDevice(b)).toMatchObject({ lengthCm: 50, widthCm: 140 });
});

it('an account without the photo feature: the server refuses the fabric, the device keeps it and says why', async () => {
  const user = await server.createUser();
  const phone = new SimDevice('phone', server, user, 0, []);
  await phone.boot();
  await phone.login();
  const { id } = await phone.services.customFabrics.create({ name: 'Ohne Kauf', image: TINY_JPEG, width: 8, height: 6 });
  const report = await phone.services.sync.sync();
  expect(report).toMatchObject({
    ok: false,
    failed: 1,
    refusal: { status: 403, code: 'feature_not_owned', message: 'Das Foto Feature ist für dieses Konto nicht freigeschaltet.' },
  });
  expect((await phone.services.customFabrics.all()).find((fabric) => fabric.id === id)).toMatchObject({ name: 'Ohne Kauf', dirty: true });
  const listed = await server.inject({ method: 'GET', url: '/api/app/custom-fabrics', headers: { authorization: `Bearer ${user.token}` } });
  expect(JSON.parse(listed.body).custom_fabrics).toEqual([]);
});
