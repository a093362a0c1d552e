// The content a page carries is young: the browser does not check it again on that visit (platform contentCache.ts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { contentReader } from '../src/render/content';

let release = 1;
let answering = true;
const provider = http.createServer((request, response) => {
  if (!answering) return void response.writeHead(503).end();
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: [], meta: { release, path: request.url } }));
});
let upstream: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  upstream = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => provider.close(resolve)));
beforeEach(() => {
  release = 1;
  answering = true;
});
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const releaseOf = (lists: unknown) => (lists as { fabrics: { meta: { release: number } } } | null)?.fabrics.meta.release ?? null;

it('answers the four lists as the provider does, and a copy younger than the fresh time without asking again', async () => {
  const read = contentReader(upstream, { freshMs: 1000, maxAgeMs: 2000 });
  const lists = (await read()) as Record<string, { meta: { path: string } }>;
  expect(Object.fromEntries(Object.entries(lists).map(([name, answer]) => [name, answer.meta.path]))).toEqual({
    fabrics: '/api/app/fabrics?preview_mode=true',
    materials: '/api/app/materials?preview_mode=true',
    sewingPatterns: '/api/app/sewing-patterns?preview_mode=true',
    inspirations: '/api/app/inspirations?preview_mode=true',
  });
  release = 2;
  expect(releaseOf(await read())).toBe(1);
});

it('a copy past the fresh time is answered once more while it is refreshed; the next page has the new release', async () => {
  const read = contentReader(upstream, { freshMs: 50, maxAgeMs: 2000 });
  expect(releaseOf(await read())).toBe(1);
  release = 2;
  await pause(80);
  expect(releaseOf(await read())).toBe(1);
  // (the refresh runs in the background: however long it takes, a later page has it)
  while (releaseOf(await read()) !== 2) await pause(20);
});

it('while the provider does not answer, a young copy is carried; one older than the maximum age is not', async () => {
  const read = contentReader(upstream, { freshMs: 50, maxAgeMs: 2000 });
  expect(releaseOf(await read())).toBe(1);
  answering = false;
  await pause(80);
  expect(releaseOf(await read())).toBe(1);
  await pause(2000);
  expect(await read()).toBeNull();
  // an old copy waits for the refresh: once the provider answers, the page carries the current release at once
  answering = true;
  release = 3;
  expect(releaseOf(await read())).toBe(3);
});

it('the same answers refreshed keep the same lists object, so pages rendered from it stay valid; changed ones give another', async () => {
  const read = contentReader(upstream, { freshMs: 30, maxAgeMs: 2000 });
  const first = await read();
  await pause(50);
  await read(); // starts the refresh
  await pause(50);
  expect(await read()).toBe(first);
  release = 2;
  await pause(50);
  await read();
  while (releaseOf(await read()) !== 2) await pause(20);
  expect(await read()).not.toBe(first);
});
