import sharp from 'sharp';
import { createTestApp, createUser, json, newId, type TestApp, type TestUser } from './helpers';
import { jpegBase64, jpegClaiming, whitePng } from './images';

// Issue 14, item 4: image work is bounded before decoding (header limits), while decoding (a pool of
// its own with a short waiting line, 503 + Retry-After beyond it), and legal images still work.

/** One image at a time, one waiting: small enough to fill by hand. */
const limits = { concurrency: 1, queue: 1, retryAfterSeconds: 7 };

let t: TestApp;
let user: TestUser;
let fabricId: string;
let storedImage: string;
let decompressionBomb: string;
let hugeJpegHeader: string;

const save = (customFabric: object, fabricImage?: string) =>
  json(t.app, { method: 'POST', url: '/api/app/custom-fabric', token: user.token, payload: { customFabric, ...(fabricImage ? { fabricImage } : {}) } });
const get = (path: string) => json(t.app, { method: 'GET', url: `/api/app/${path}`, token: user.token });

/** The fabric saved in beforeAll, exactly as it was: same revision, name and stored JPEG. */
async function expectFabricUnchanged() {
  expect((await get(`custom-fabric/${fabricId}`)).json().custom_fabric).toEqual(expect.objectContaining({ name: 'Omas Karo', revision: 1 }));
  expect((await get(`custom-fabric/image/${fabricId}`)).json().fabric_image).toBe(storedImage);
}

/** Occupies the pool the way running uploads would, until `release` is called. */
function occupyPool(jobs: number) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const running = Array.from({ length: jobs }, () => t.app.ctx.images.run(() => gate));
  return async () => {
    release();
    await Promise.all(running);
  };
}

beforeAll(async () => {
  t = await createTestApp({ imageWork: limits });
  user = await createUser(t.app, { cameraFeature: true });
  fabricId = newId();
  const created = await save({ fabric_id: fabricId, name: 'Omas Karo', width: 64, height: 48 }, await jpegBase64());
  expect(created.statusCode).toBe(200);
  storedImage = (await get(`custom-fabric/image/${fabricId}`)).json().fabric_image;
  decompressionBomb = whitePng(1, 39_000_000).toString('base64');
  hugeJpegHeader = (await jpegClaiming(20_000, 20_000)).toString('base64');
});
afterAll(() => t.close());

describe('refused by the header, before any pixel is decoded', () => {
  it('refuses a 1 × 39,000,000 PNG (75 KB) with 400 and leaves the fabric unchanged', async () => {
    expect(decompressionBomb.length).toBeLessThan(150_000);
    const response = await save({ fabric_id: fabricId, name: 'Bombe', base_revision: 1 }, decompressionBomb);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'fabricImage ist zu groß: höchstens 8000 Pixel je Seite und 40 Megapixel (dieses Bild: 1 × 39000000 Pixel).',
      details: [{ path: 'fabricImage', message: expect.any(String) }],
    });
    await expectFabricUnchanged();
  }, 1000);

  it('refuses a JPEG whose header claims 20000 × 20000 with 400 and leaves the fabric unchanged', async () => {
    const response = await save({ fabric_id: fabricId, name: 'Riesig', base_revision: 1 }, hugeJpegHeader);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      'fabricImage ist zu groß: höchstens 8000 Pixel je Seite und 40 Megapixel (dieses Bild: 20000 × 20000 Pixel).',
    );
    await expectFabricUnchanged();
  }, 1000);

  it('refuses a strip wider than 1:10 and stores no new fabric', async () => {
    const id = newId();
    const strip = (await sharp({ create: { width: 4400, height: 400, channels: 3, background: '#fff' } }).png().toBuffer()).toString('base64');
    const response = await save({ fabric_id: id, name: 'Streifen' }, strip);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('fabricImage ist zu schmal oder zu lang: Seitenverhältnis höchstens 1:10 (dieses Bild: 4400 × 400 Pixel).');
    expect((await get(`custom-fabric/${id}`)).statusCode).toBe(404);
  });

  it('refuses a bad header with 400 even while the pool is full (header checks never queue)', async () => {
    const release = occupyPool(2);
    try {
      const response = await save({ fabric_id: fabricId, name: 'Riesig', base_revision: 1 }, hugeJpegHeader);
      expect(response.statusCode).toBe(400);
    } finally {
      await release();
    }
  });
});

describe('the image pool', () => {
  it('answers 503 with Retry-After when the running slot and the waiting line are taken, and stores nothing', async () => {
    const release = occupyPool(2); // one runs, one waits
    const id = newId();
    try {
      const response = await save({ fabric_id: id, name: 'Später' }, await jpegBase64());
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('7');
      expect(response.json()).toEqual({
        error: 'Gerade werden zu viele Bilder verarbeitet. Bitte versuche es in ein paar Sekunden noch einmal.',
        retryAfterSeconds: 7,
      });
      expect((await get(`custom-fabric/${id}`)).statusCode).toBe(404);
    } finally {
      await release();
    }
    expect((await save({ fabric_id: id, name: 'Später' }, await jpegBase64())).statusCode).toBe(200);
  });

  it('refuses a body big enough to carry an image with 503 before reading it while the pool is full', async () => {
    const release = occupyPool(2);
    try {
      // Not even base64: read and validated it would be a 400; unread it is the pool's 503.
      const response = await save({ fabric_id: newId(), name: 'Groß' }, '*'.repeat(200_000));
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('7');
    } finally {
      await release();
    }
  });

  it('lets an upload wait in line while the slot is busy and saves it once the slot frees', async () => {
    const release = occupyPool(1); // the slot runs, the line is free
    const id = newId();
    const waiting = save({ fabric_id: id, name: 'Wartet' }, await jpegBase64());
    await release();
    const response = await waiting;
    expect(response.statusCode).toBe(200);
    expect(response.json().custom_fabric).toEqual(expect.objectContaining({ fabric_id: id, name: 'Wartet', revision: 1 }));
  });

  it('decodes in a separate process and starts a new one when that process died', async () => {
    expect((await save({ fabric_id: newId(), name: 'Vorher' }, await jpegBase64())).statusCode).toBe(200);
    const images = t.app.ctx.images.process;
    const first = images.pid!;
    expect(first).not.toBe(process.pid);
    process.kill(first, 'SIGKILL');
    while (images.pid === first) await new Promise((resolve) => setTimeout(resolve, 20)); // until its exit is noticed
    const id = newId();
    const after = await save({ fabric_id: id, name: 'Nachher' }, await jpegBase64());
    expect(after.statusCode).toBe(200);
    expect((await get(`custom-fabric/image/${id}`)).statusCode).toBe(200);
    expect(images.pid).toEqual(expect.any(Number));
    expect(images.pid).not.toBe(first);
  });

  it('renames without an image while the pool is full (only image work waits for the pool)', async () => {
    const id = newId();
    await save({ fabric_id: id, name: 'Alt' }, await jpegBase64());
    const release = occupyPool(2);
    try {
      const renamed = await save({ fabric_id: id, name: 'Neu', base_revision: 1 });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().custom_fabric).toEqual(expect.objectContaining({ name: 'Neu', revision: 2 }));
    } finally {
      await release();
    }
  });
});

describe('big bodies, parsed off the event loop, follow the same rules as any JSON body', () => {
  const post = (payload: string) =>
    t.app.inject({ method: 'POST', url: '/api/app/custom-fabric', headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' }, payload });
  const padding = 'A'.repeat(100_000);

  it.each([
    ['malformed JSON', `{"customFabric": {"fabric_id": "X1"}, "fabricImage": "${padding}"`],
    ['a __proto__ key', `{"__proto__": {"admin": true}, "customFabric": {"fabric_id": "X2"}, "fabricImage": "${padding}"}`],
    ['a constructor.prototype key', `{"customFabric": {"fabric_id": "X3", "constructor": {"prototype": {}}}, "fabricImage": "${padding}"}`],
  ])('answers %s with a JSON 400', async (_label, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String), code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
  });

  it('answers a big body nested 6000 deep like a small one: the input guard refuses it with 400', async () => {
    const deep = `${'{"a":'.repeat(6000)}"x"${'}'.repeat(6000)}`;
    const response = await post(`{"customFabric": {"fabric_id": "X4", "name": ${deep}}, "fabricImage": "${padding}"}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Ungültige Eingabe.');
  });

  it('reads a big valid body (here: to find its base64 is not an image)', async () => {
    const response = await post(JSON.stringify({ customFabric: { fabric_id: newId(), name: 'Groß' }, fabricImage: padding }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('fabricImage muss JPEG, PNG oder WebP sein.');
  });
});

it('accepts base64 with line breaks (MIME style, 76 characters a line)', async () => {
  const id = newId();
  const wrapped = (await jpegBase64(64, 48)).replace(/.{76}/g, '$&\r\n');
  expect(wrapped).toContain('\r\n');
  const response = await save({ fabric_id: id, name: 'Umbruch' }, wrapped);
  expect(response.statusCode).toBe(200);
  expect(response.json().custom_fabric).toEqual(expect.objectContaining({ fabric_id: id, revision: 1 }));
});

it("saves a legal image at the app's crop size (1600 × 2133) and reads it back as a JPEG of at most 2000 px", async () => {
  const id = newId();
  const crop = await jpegBase64(1600, 2133, '#7a4f9c');
  const response = await save({ fabric_id: id, name: 'Foto', width: 1600, height: 2133 }, crop);
  expect(response.statusCode).toBe(200);
  expect(response.json().custom_fabric).toEqual(expect.objectContaining({ fabric_id: id, name: 'Foto', width: 1600, height: 2133, revision: 1 }));
  const stored = Buffer.from((await get(`custom-fabric/image/${id}`)).json().fabric_image, 'base64');
  const meta = await sharp(stored).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1500, 2000]);
  const { channels } = await sharp(stored).stats();
  const mean = channels.slice(0, 3).map((channel) => Math.round(channel.mean));
  [0x7a, 0x4f, 0x9c].forEach((expected, i) => expect(Math.abs(mean[i]! - expected)).toBeLessThanOrEqual(4));
});
