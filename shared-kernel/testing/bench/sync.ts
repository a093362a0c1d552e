/**
 * Sync bench against the real server in-process (in-memory PGlite, no ports):
 *  1. full first sync of a device holding 500 projects and 100 custom fabrics (all uploads),
 *  2. a second, no-change sync (budget: at most 3 requests, the three lists),
 *  3. a fresh device of the same account downloading everything, then its no-change sync.
 * Run: pnpm --filter @nahtlos/testing bench
 */
import { setLogSinks } from '@nahtlos/platform/internal/services/logging/logger';
import { storageKeys } from '@nahtlos/platform/internal/services/storage/keys';
import { inProcessDevice } from '../src/sim/inProcessDevice';
import { startInProcessServer, type InProcessServer } from '../src/sim/inProcessServer';
import { TINY_JPEG } from '../src/sim/simDevice';

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 500);
const FABRICS = Number(process.env.BENCH_FABRICS ?? 100);

async function device(server: InProcessServer, user: { token: string; username: string }) {
  const counter = { requests: 0, writes: 0 };
  const { disk, services } = inProcessDevice(server, {
    onRequest: (request) => {
      counter.requests++;
      if (request.method !== 'GET') counter.writes++;
    },
  });
  await disk.setItem(storageKeys.token, user.token);
  await disk.setItem(storageKeys.username, user.username);
  await disk.setItem(storageKeys.loginStatus, true);
  await services.session.restore();
  return { services, counter };
}

async function timed<T>(label: string, counter: { requests: number; writes: number }, fn: () => Promise<T>): Promise<T> {
  counter.requests = 0;
  counter.writes = 0;
  const start = performance.now();
  const result = await fn();
  const ms = performance.now() - start;
  console.log(`${label.padEnd(44)} ${ms.toFixed(0).padStart(7)} ms  ${String(counter.requests).padStart(5)} requests  ${String(counter.writes).padStart(5)} writes`);
  return result;
}

async function main() {
  setLogSinks([]);
  const server = await startInProcessServer();
  try {
    const user = await server.createUser({ cameraFeature: true });
    const a = await device(server, user);
    // A realistic drawing: ~6 KB of SVG per project.
    const svg = (i: number) => `<svg xmlns="http://www.w3.org/2000/svg">${`<path d="M0 0 L${i} 10 Z" fill="#a53"/>`.repeat(150)}</svg>`;
    for (let i = 0; i < PROJECTS; i++) {
      await a.services.projects.create({ name: `Projekt ${i}`, sewingPattern: { id: 'shirt-mila', areas: [{ id: 'hauptstoff', fabric: 'jersey-rot' }] }, svg: svg(i) });
    }
    for (let i = 0; i < FABRICS; i++) await a.services.customFabrics.create({ name: `Stoff ${i}`, image: TINY_JPEG, width: 8, height: 6 });

    console.log(`sync bench: ${PROJECTS} projects, ${FABRICS} custom fabrics, real server in-process (PGlite in memory)`);
    const first = await timed('device A: full first sync (uploads)', a.counter, () => a.services.sync.sync());
    if (!first.ok) throw new Error(`first sync failed: ${JSON.stringify(first)}`);
    await timed('device A: second sync, no changes', a.counter, () => a.services.sync.sync());
    const noChange = a.counter.requests;

    const b = await device(server, user);
    await timed('device B: full first sync (downloads)', b.counter, () => b.services.sync.sync());
    await timed('device B: second sync, no changes', b.counter, () => b.services.sync.sync());
    console.log(`no-change sync budget (≤ 3 requests): ${noChange <= 3 && b.counter.requests <= 3 ? 'met' : 'MISSED'}`);
  } finally {
    await server.close();
  }
}

void main();
