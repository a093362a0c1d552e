/**
 * @jest-environment node
 *
 * Property-based sync simulation: 2–3 devices of one account and the REAL server (in-process,
 * in-memory PGlite) perform random creates, edits, renames, deletes, syncs and flushes, going offline
 * and back online (which flushes, as the platform does), of projects,
 * custom fabrics and stash entries (issue 40), with
 * app kills at any await and injected faults (request lost before/after the server, 500, 401,
 * quota). Device clocks are skewed by up to ±1 day. After a final fault-free sync of every
 * device (two rounds, so copies made in the first reach everyone):
 * - every device equals the server, with nothing left in any outbox;
 * - every edit that was last (unsynced) on a device is on the server, under its id or as "(Kopie)";
 * - replaying every write request that reached the server changes nothing;
 * - a sync with no changes sends no writes and at most 3 requests (the three lists).
 * SYNC_RUNS raises the number of runs (default 200).
 */
import fc from 'fast-check';
import { copyName } from '@nahtlos/platform/internal/domain/rules/validation';
import { copyNote } from '@nahtlos/platform/internal/domain/rules/stash';
import { stableJson } from '@nahtlos/contract/stableJson';
import type { ServerCustomFabric, ServerPatternProject, ServerStashEntry } from '@nahtlos/platform/internal/domain/types';
import type { DeviceServices } from '@nahtlos/platform/internal/services/device';
import { setLogSinks } from '@nahtlos/platform/internal/services/logging/logger';
import type { InjectRequest, InProcessServer } from './inProcessServer';
import { startInProcessServer } from './inProcessServer';
import { SimDevice, TINY_JPEG, type CommandFaults } from './simDevice';

const RUNS = Number(process.env.SYNC_RUNS ?? 200);
/** Reproduce a reported failure: SYNC_SEED=<seed> (fast-check prints it). */
const SEED = process.env.SYNC_SEED ? { seed: Number(process.env.SYNC_SEED) } : {};
const DAY = 86_400_000;

type Command =
  | { op: 'create'; device: number; name: string; color: number }
  | { op: 'edit'; device: number; pick: number; name: string; color: number }
  | { op: 'delete'; device: number; pick: number }
  | { op: 'createFabric'; device: number; name: string }
  | { op: 'renameFabric'; device: number; pick: number; name: string }
  | { op: 'resizeFabric'; device: number; pick: number; lengthCm: number | null; widthCm: number | null }
  | { op: 'deleteFabric'; device: number; pick: number }
  | { op: 'addStash'; device: number; piece: StashPiece }
  | { op: 'editStash'; device: number; pick: number; piece: StashPiece }
  | { op: 'removeStash'; device: number; pick: number }
  | { op: 'sync'; device: number }
  | { op: 'flush'; device: number }
  | { op: 'offline'; device: number }
  | { op: 'online'; device: number };

const name = fc.constantFrom('Kleid', 'Hose', 'Body', 'Jacke Winter', 'Shirt für Ella', 'Ein sehr langer Name');
const device = fc.nat(2);
const pick = fc.nat(9);
const color = fc.nat(5);
/** a fabric's length or width in cm ('Reicht mein Stoff?'), or cleared */
const fabricCm = fc.oneof(fc.constantFrom(50, 110, 140), fc.constant(null));
/** a stash entry's fields ('Mein Stoffvorrat'): a note of up to 20 characters, so a "(Kopie)" shortens it */
interface StashPiece {
  fabricId: string;
  lengthCm: number;
  widthCm: number;
  note: string;
  boughtOn: string | null;
}
const piece: fc.Arbitrary<StashPiece> = fc.record({
  fabricId: fc.constantFrom('jersey-rot', 'ringel-ostsee', 'musselin-salbei'),
  lengthCm: fc.constantFrom(50, 110, 150, 300),
  widthCm: fc.constantFrom(140, 150),
  note: fc.constantFrom('', 'Rest', 'Für Ella', 'Rest vom Kleid Sommer'.slice(0, 20)),
  boughtOn: fc.constantFrom(null, '2026-02-28', '2025-11-03'),
});
const command: fc.Arbitrary<Command> = fc.oneof(
  { arbitrary: fc.record({ op: fc.constant('create' as const), device, name, color }), weight: 3 },
  { arbitrary: fc.record({ op: fc.constant('edit' as const), device, pick, name, color }), weight: 3 },
  { arbitrary: fc.record({ op: fc.constant('delete' as const), device, pick }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('createFabric' as const), device, name }), weight: 2 },
  { arbitrary: fc.record({ op: fc.constant('renameFabric' as const), device, pick, name }), weight: 2 },
  { arbitrary: fc.record({ op: fc.constant('resizeFabric' as const), device, pick, lengthCm: fabricCm, widthCm: fabricCm }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('deleteFabric' as const), device, pick }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('addStash' as const), device, piece }), weight: 2 },
  { arbitrary: fc.record({ op: fc.constant('editStash' as const), device, pick, piece }), weight: 2 },
  { arbitrary: fc.record({ op: fc.constant('removeStash' as const), device, pick }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('sync' as const), device }), weight: 4 },
  { arbitrary: fc.record({ op: fc.constant('flush' as const), device }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('offline' as const), device }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('online' as const), device }), weight: 1 },
);
const faults: fc.Arbitrary<CommandFaults> = fc.oneof(
  { arbitrary: fc.constant({}), weight: 4 },
  {
    arbitrary: fc.record(
      {
        requests: fc.dictionary(fc.nat(8).map(String), fc.constantFrom('lost-before', 'lost-after', '500', '401') as fc.Arbitrary<'500'>, { maxKeys: 3 }),
        quotaAtWrite: fc.nat(12),
        killAtOp: fc.nat(40),
      },
      { requiredKeys: [] },
    ),
    weight: 3,
  },
);
const scenario = fc.record({
  devices: fc.integer({ min: 2, max: 3 }),
  skews: fc.array(fc.integer({ min: -DAY, max: DAY }), { minLength: 3, maxLength: 3 }),
  steps: fc.array(fc.tuple(command, faults), { minLength: 12, maxLength: 40 }),
});

const svgOf = (label: string, colorIndex: number) => `<svg xmlns="http://www.w3.org/2000/svg"><!--${label}--><rect fill="#${colorIndex}${colorIndex}0"/></svg>`;

async function sortedProjects(services: DeviceServices) {
  return [...(await services.projects.list())].sort((a, b) => (a.name + a.id < b.name + b.id ? -1 : 1));
}

/** The stash in an order independent of the device's clock (its list is newest first by device time). */
async function sortedStash(services: DeviceServices) {
  return [...(await services.stash.list())].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** What a stash entry holds, comparable between device, server and an accepted write. */
const pieceOf = (entry: StashPiece): string =>
  stableJson({ fabricId: entry.fabricId, lengthCm: entry.lengthCm, widthCm: entry.widthCm, note: entry.note, boughtOn: entry.boughtOn });
const pieceOfServer = (item: ServerStashEntry): StashPiece => ({
  fabricId: item.fabric_id,
  lengthCm: item.length_cm,
  widthCm: item.width_cm,
  note: item.note,
  boughtOn: item.bought_on,
});

async function perform(sim: SimDevice, cmd: Command, seq: number): Promise<void> {
  switch (cmd.op) {
    case 'create':
      await sim.services.projects.create({ name: cmd.name, sewingPattern: { id: 'shirt-mila', areas: [{ id: 'hauptstoff', fabric: `f${cmd.color}` }] }, svg: svgOf(`n${seq}`, cmd.color) });
      return;
    case 'edit': {
      const list = await sortedProjects(sim.services);
      if (list.length === 0) return;
      const target = list[cmd.pick % list.length];
      await sim.services.projects.update(target.id, {
        name: cmd.name,
        sewingPattern: { id: 'shirt-mila', areas: [{ id: 'hauptstoff', fabric: `f${cmd.color}` }] },
        svg: svgOf(`e${seq}`, cmd.color),
      });
      return;
    }
    case 'delete': {
      const list = await sortedProjects(sim.services);
      if (list.length > 0) await sim.services.projects.remove(list[cmd.pick % list.length].id);
      return;
    }
    case 'createFabric':
      await sim.services.customFabrics.create({ name: cmd.name, image: TINY_JPEG, width: 8, height: 6 });
      return;
    case 'renameFabric': {
      const list = await sim.services.customFabrics.list();
      if (list.length > 0) await sim.services.customFabrics.rename(list[cmd.pick % list.length].id, `${cmd.name.slice(0, 12)} ${seq}`);
      return;
    }
    case 'resizeFabric': {
      const list = await sim.services.customFabrics.list();
      if (list.length > 0) await sim.services.customFabrics.setFabricSize(list[cmd.pick % list.length].id, { lengthCm: cmd.lengthCm, widthCm: cmd.widthCm });
      return;
    }
    case 'deleteFabric': {
      const list = await sim.services.customFabrics.list();
      if (list.length > 0) await sim.services.customFabrics.remove(list[cmd.pick % list.length].id);
      return;
    }
    case 'addStash':
      await sim.services.stash.add(cmd.piece);
      return;
    case 'editStash': {
      const list = await sortedStash(sim.services);
      if (list.length > 0) await sim.services.stash.update(list[cmd.pick % list.length].id, cmd.piece);
      return;
    }
    case 'removeStash': {
      const list = await sortedStash(sim.services);
      if (list.length > 0) await sim.services.stash.remove(list[cmd.pick % list.length].id);
      return;
    }
    case 'sync':
      await sim.services.sync.sync();
      return;
    case 'flush':
      await sim.services.sync.flushPendingUploads();
      return;
    case 'offline':
      sim.online = false;
      return;
    case 'online':
      // back online, pending changes upload by themselves (the platform's uploads.ts flushes on $online)
      sim.online = true;
      await sim.services.sync.flushPendingUploads();
      return;
  }
}

interface ServerState {
  projects: Map<string, { name: string; pattern: string; svg: string; revision: number; deleted: boolean }>;
  fabrics: Map<string, { name: string; width: number; height: number; lengthCm: number | null; widthCm: number | null; revision: number; deleted: boolean }>;
  stash: Map<string, { piece: StashPiece; revision: number; deleted: boolean }>;
}

async function serverState(server: InProcessServer, token: string): Promise<ServerState> {
  const auth = { authorization: `Bearer ${token}` };
  const list = JSON.parse((await server.inject({ method: 'GET', url: '/api/app/pattern-projects', headers: auth })).body)
    .pattern_projects as ServerPatternProject[];
  const projects: ServerState['projects'] = new Map();
  for (const item of list) {
    const full = JSON.parse((await server.inject({ method: 'GET', url: `/api/app/pattern-project/${item.pattern_project_id}`, headers: auth })).body)
      .pattern_project as ServerPatternProject;
    projects.set(item.pattern_project_id, {
      name: full.name,
      pattern: stableJson(full.sewing_pattern),
      svg: full.svg ?? '',
      revision: full.revision,
      deleted: full.deleted,
    });
  }
  const fabricList = JSON.parse((await server.inject({ method: 'GET', url: '/api/app/custom-fabrics', headers: auth })).body)
    .custom_fabrics as ServerCustomFabric[];
  const fabrics: ServerState['fabrics'] = new Map(
    fabricList.map((item) => [
      item.fabric_id,
      { name: item.name, width: item.width, height: item.height, lengthCm: item.length_cm ?? null, widthCm: item.width_cm ?? null, revision: item.revision, deleted: item.deleted },
    ]),
  );
  const stashList = JSON.parse((await server.inject({ method: 'GET', url: '/api/app/stash', headers: auth })).body).stash as ServerStashEntry[];
  const stash: ServerState['stash'] = new Map(stashList.map((item) => [item.entry_id, { piece: pieceOfServer(item), revision: item.revision, deleted: item.deleted }]));
  return { projects, fabrics, stash };
}

/** Totals over all runs, printed with SYNC_STATS=1 (shows the simulation is not vacuous). */
const stats = { runs: 0, steps: 0, delivered: 0, kills: 0, copies: 0, liveProjects: 0, liveFabrics: 0, liveStash: 0, stashCopies: 0, lastStashEdits: 0 };
let server: InProcessServer;
let restoreLogs: () => void;
beforeAll(async () => {
  server = await startInProcessServer();
  restoreLogs = setLogSinks([]); // the simulation provokes thousands of expected warnings
}, 60_000);
afterAll(async () => {
  restoreLogs();
  if (process.env.SYNC_STATS) console.log(JSON.stringify(stats));
  await server.close();
});

type Scenario = { devices: number; skews: number[]; steps: [Command, CommandFaults][] };

/** Runs one scenario and checks every invariant; returns the server state after the final sync. */
async function runScenario({ devices: count, skews, steps }: Scenario, idPrefix?: string): Promise<ServerState> {
  const user = await server.createUser({ cameraFeature: true });
  const delivered: InjectRequest[] = [];
  const accepted: SimDevice['accepted'] = [];
  const devices = Array.from(
    { length: count },
    (_, i) => new SimDevice(`d${i}`, server, user, skews[i], delivered, idPrefix && `${idPrefix}d${i}`, accepted),
  );
  for (const sim of devices) {
    await sim.boot();
    await sim.login();
  }

  let seq = 0;
  for (const [cmd, fault] of steps) {
    const sim = devices[cmd.device % count];
    const { error } = await sim.run(() => perform(sim, cmd, ++seq), fault);
    if (error && (error as Error).message === 'app killed') stats.kills++;
  }
  stats.runs++;
  stats.steps += steps.length;

  // Edits still only on a device (the outbox) before the final sync.
  const lastEdits: { id: string; name: string; svg: string }[] = [];
  const lastFabrics: { id: string; name: string }[] = [];
  const lastStash: { id: string; piece: StashPiece }[] = [];
  for (const sim of devices) {
    for (const project of await sim.services.projects.all()) {
      if (project.dirty && !project.deleted) lastEdits.push({ id: project.id, name: project.name, svg: (await sim.services.projects.svg(project.id)) ?? '' });
    }
    for (const fabric of await sim.services.customFabrics.all()) if (fabric.dirty && !fabric.deleted) lastFabrics.push({ id: fabric.id, name: fabric.name });
    for (const entry of await sim.services.stash.all()) if (entry.dirty && !entry.deleted) lastStash.push({ id: entry.id, piece: JSON.parse(pieceOf(entry)) as StashPiece });
  }

  // Final fault-free sync of every device (online again), twice.
  for (const sim of devices) sim.online = true;
  for (let round = 0; round < 2; round++) {
    for (const sim of devices) {
      const { value } = await sim.run((services) => services.sync.sync());
      expect(value).toMatchObject({ ok: true, failed: 0 });
    }
  }

  const state = await serverState(server, user.token);
  const liveProjects = [...state.projects].filter(([, p]) => !p.deleted);
  const liveFabrics = [...state.fabrics].filter(([, f]) => !f.deleted);
  const liveStash = [...state.stash].filter(([, entry]) => !entry.deleted);

  // All devices equal the server; nothing pending.
  for (const sim of devices) {
    const local = await sim.services.projects.all();
    expect(local.filter((p) => p.dirty)).toEqual([]);
    const mine = await Promise.all(
      local.filter((p) => !p.deleted).map(async (p) => [p.id, { name: p.name, pattern: stableJson(p.sewingPattern), svg: (await sim.services.projects.svg(p.id)) ?? '' }] as const),
    );
    expect(new Map(mine)).toEqual(new Map(liveProjects.map(([id, p]) => [id, { name: p.name, pattern: p.pattern, svg: p.svg }])));
    const fabrics = await sim.services.customFabrics.all();
    expect(fabrics.filter((f) => f.dirty)).toEqual([]);
    const liveLocal = fabrics.filter((f) => !f.deleted);
    // the name and the size in cm ('Reicht mein Stoff?'); a size never given is null on the server
    const shown = (f: { name: string; lengthCm?: number | null; widthCm?: number | null }) => ({ name: f.name, lengthCm: f.lengthCm ?? null, widthCm: f.widthCm ?? null });
    expect(new Map(liveLocal.map((f) => [f.id, shown(f)]))).toEqual(new Map(liveFabrics.map(([id, f]) => [id, shown(f)])));
    for (const fabric of liveLocal) expect(await sim.services.customFabrics.image(fabric.id)).not.toBeNull();
    const stash = await sim.services.stash.all();
    expect(stash.filter((entry) => entry.dirty)).toEqual([]);
    expect(new Map(stash.filter((entry) => !entry.deleted).map((entry) => [entry.id, pieceOf(entry)]))).toEqual(
      new Map(liveStash.map(([id, entry]) => [id, pieceOf(entry.piece)])),
    );
  }

  // No last edit lost: it is on the server (under its id or kept as "(Kopie)"), or the server
  // accepted it before and every later write was based on it (conditional writes guarantee that).
  for (const edit of lastEdits) {
    const kept =
      liveProjects.some(([, p]) => p.svg === edit.svg && (p.name === edit.name || p.name === copyName(edit.name))) ||
      accepted.some((write) => write.id === edit.id && write.name === edit.name && write.svg === edit.svg);
    expect({ edit, kept }).toEqual({ edit, kept: true });
  }
  for (const fabric of lastFabrics) {
    const kept =
      liveFabrics.some(([, f]) => f.name === fabric.name || f.name === copyName(fabric.name)) ||
      accepted.some((write) => write.id === fabric.id && write.name === fabric.name);
    expect({ fabric, kept }).toEqual({ fabric, kept: true });
  }

  // No stash edit lost: under its id or as an entry of its own with the note marked "(Kopie)", or accepted before.
  for (const edit of lastStash) {
    const asCopy = { ...edit.piece, note: copyNote(edit.piece.note) };
    const kept =
      liveStash.some(([, entry]) => pieceOf(entry.piece) === pieceOf(edit.piece) || pieceOf(entry.piece) === pieceOf(asCopy)) ||
      accepted.some((write) => write.id === edit.id && write.stash === pieceOf(edit.piece));
    expect({ edit, kept }).toEqual({ edit, kept: true });
  }

  stats.delivered += delivered.length;
  stats.liveStash += liveStash.length;
  stats.lastStashEdits += lastStash.length;
  stats.stashCopies += liveStash.filter(([, entry]) => entry.piece.note.endsWith('(Kopie)')).length;
  stats.liveProjects += liveProjects.length;
  stats.liveFabrics += liveFabrics.length;
  stats.copies += liveProjects.filter(([, p]) => p.name.endsWith('(Kopie)')).length + liveFabrics.filter(([, f]) => f.name.endsWith('(Kopie)')).length;

  // Replaying every delivered write changes nothing.
  for (const request of delivered) await server.inject(request);
  expect(await serverState(server, user.token)).toEqual(state);

  // A sync with nothing to do: no writes, at most the two list requests.
  for (const sim of devices) {
    sim.counter = { requests: 0, writes: 0 };
    await sim.run((services) => services.sync.sync());
    expect(sim.counter.writes).toBe(0);
    expect(sim.counter.requests).toBeLessThanOrEqual(3);
  }
  return state;
}

it(`keeps every device equal to the server and loses no edit (${RUNS} runs)`, async () => {
  await fc.assert(
    fc.asyncProperty(scenario, async (input) => {
      await runScenario(input);
    }),
    { numRuns: RUNS, ...SEED },
  );
}, 1_200_000);

/** Ids without the run prefix, so two runs of one scenario can be compared (content, tombstones and revisions). */
function normalise(state: ServerState, prefix: string) {
  const strip = <T,>(map: Map<string, T>) => new Map([...map].map(([id, value]) => [id.replace(prefix, ''), value]));
  return { projects: strip(state.projects), fabrics: strip(state.fabrics), stash: strip(state.stash) };
}

let runSeq = 0;
it(`gives the same result whatever the device clocks (±1 day) (${Math.max(25, Math.round(RUNS / 8))} runs)`, async () => {
  await fc.assert(
    fc.asyncProperty(scenario, async (input) => {
      const straight = `r${++runSeq}x`;
      const skewed = `r${++runSeq}x`;
      const a = await runScenario({ ...input, skews: [0, 0, 0] }, straight);
      const b = await runScenario(input, skewed);
      expect(normalise(b, skewed)).toEqual(normalise(a, straight));
    }),
    { numRuns: Math.max(25, Math.round(RUNS / 8)), ...SEED },
  );
}, 1_200_000);
