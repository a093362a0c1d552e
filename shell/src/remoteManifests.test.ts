/**
 * @jest-environment node
 *
 * The shell's host reads a remote's mf-manifest.json from the remote's own host for every page it serves
 * (scripts/remote-manifests.cjs): a redeploy shows in the next page, a slow or failing host only costs
 * the preloads.
 */
import { remoteManifestReader } from '../scripts/remote-manifests.cjs';

/**
 * The remote's host as the network shows it (the shell's tests have no Node HTTP types): a static host
 * with ETags that answers 304 to a matching If-None-Match, after `delayMs`, unless the caller gave up.
 */
const url = 'http://localhost:8082/mf-manifest.json';
let served: { status: number; body: unknown; etag: string; delayMs: number };
const received: { url: string; ifNoneMatch: string | undefined }[] = [];
const remoteHost = async (requested: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
  const ifNoneMatch = (init.headers as Record<string, string> | undefined)?.['If-None-Match'];
  received.push({ url: String(requested), ifNoneMatch });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, served.delayMs);
    init.signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(init.signal?.reason);
    });
  });
  if (String(requested) !== url) throw new TypeError('fetch failed'); // nobody listens there
  if (served.status === 200 && ifNoneMatch === served.etag) return new Response(null, { status: 304, headers: { ETag: served.etag } });
  return new Response(JSON.stringify(served.body), { status: served.status, headers: { 'Content-Type': 'application/json', ETag: served.etag } });
};
const reader = (options: { timeoutMs?: number } = {}) => remoteManifestReader({ ...options, fetchImpl: remoteHost });

beforeEach(() => {
  served = { status: 200, body: { name: 'mf_library', build: 1 }, etag: '"v1"', delayMs: 0 };
  received.length = 0;
});

it('asks the remote every time, with the last ETag, and reads a redeployed manifest at once', async () => {
  const read = reader();
  expect(await read(url)).toEqual({ name: 'mf_library', build: 1 });
  expect(await read(url)).toEqual({ name: 'mf_library', build: 1 }); // 304: nothing deployed meanwhile
  served = { ...served, body: { name: 'mf_library', build: 2 }, etag: '"v2"' };
  expect(await read(url)).toEqual({ name: 'mf_library', build: 2 });
  expect(received.map((request) => request.ifNoneMatch)).toEqual([undefined, '"v1"', '"v1"']);
});

it('waits no longer than its time limit: then the last copy it read, or nothing', async () => {
  const read = reader({ timeoutMs: 100 });
  served.delayMs = 1_000;
  const started = Date.now();
  expect(await read(url)).toBeNull();
  expect(Date.now() - started).toBeLessThan(900);

  served.delayMs = 0;
  expect(await read(url)).toEqual({ name: 'mf_library', build: 1 });
  served = { ...served, body: { name: 'mf_library', build: 2 }, etag: '"v2"', delayMs: 1_000 };
  expect(await read(url)).toEqual({ name: 'mf_library', build: 1 });
});

it('reads nothing from a remote that answers an error, and forgets what it had', async () => {
  const read = reader();
  expect(await read(url)).toEqual({ name: 'mf_library', build: 1 });
  served = { ...served, status: 404, body: { error: 'Nicht gefunden.' } };
  expect(await read(url)).toBeNull();
  expect(await read('http://localhost:9999/mf-manifest.json')).toBeNull(); // nobody listens there
});
