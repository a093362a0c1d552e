/**
 * One writer per PGlite data folder (issue 14): real server processes (`tsx src/main.ts`) on a temp
 * DATA_DIR. A second server on the folder must refuse to start; after `kill -9` the next start takes
 * the lock over and every write the killed server acknowledged is there.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNT } from '../src/seed/demo';

const serverDir = path.resolve(__dirname, '..');
/** A process start with PGlite takes a few seconds (more on a first open and on a busy machine). */
const START_TIMEOUT_MS = 120_000;
const TEST_TIMEOUT_MS = 300_000;

interface Server {
  child: ChildProcess;
  port: number;
  stderr(): string;
  exited: Promise<number | null>;
}

const started: Server[] = [];
const tempDirs: string[] = [];

afterEach(async () => {
  // even when a test failed: no process and no folder stays behind
  await Promise.all(started.splice(0).map((server) => killGroup(server, 'SIGKILL')));
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nahtlos-lock-'));
  tempDirs.push(dir);
  return dir;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function startServer(dataDir: string): Promise<Server> {
  const port = await freePort();
  // its own process group, so kill -9 reaches tsx and the node process it runs the server in
  const child = spawn(path.join(serverDir, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: serverDir,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    // PGlite on purpose, also when the suite runs against DATABASE_URL
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const server = { child, port, stderr: () => stderr, exited };
  started.push(server);
  return server;
}

/** Resolves once /api/health answers 200; fails if the process exits first. */
async function waitUntilServing(server: Server): Promise<void> {
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited with ${exitCode}: ${server.stderr()}`);
    const healthy = await fetch(`http://127.0.0.1:${server.port}/api/health`).then((r) => r.ok, () => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not start within ${START_TIMEOUT_MS} ms: ${server.stderr()}`);
}

async function killGroup(server: Server, signal: NodeJS.Signals): Promise<void> {
  try {
    process.kill(-server.child.pid!, signal);
  } catch {
    return; // already gone
  }
  await server.exited;
}

/** The node process tsx runs the server in (the PID the lock records). */
function serverPid(server: Server): number {
  const children = spawnSync('pgrep', ['-P', String(server.child.pid)], { encoding: 'utf8' }).stdout.trim().split('\n');
  expect(children).toHaveLength(1);
  return Number(children[0]);
}

async function api(server: Server, method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(`http://127.0.0.1:${server.port}${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function loginDemo(server: Server): Promise<string> {
  const login = await api(server, 'POST', '/api/app/auth/user/login', undefined, { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
  expect(login.status).toBe(200);
  return login.body.token as string;
}

const project = (id: string) => ({
  pattern_project_id: id,
  name: `Lock ${id.slice(-6)}`,
  sewing_pattern: { id: 'kinderhose-emil', areas: [{ id: 'hauptstoff', fabric: 'jersey-1' }] },
  svg: `<svg xmlns="http://www.w3.org/2000/svg"><path data-area="hauptstoff" d="M0 0h10v10z"/><!-- ${id} --></svg>`,
});
const newId = () => `lock${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

async function projectIds(server: Server, token: string): Promise<Map<string, string>> {
  const list = await api(server, 'GET', '/api/app/pattern-projects', token);
  expect(list.status).toBe(200);
  return new Map((list.body.pattern_projects as { pattern_project_id: string; name: string }[]).map((p) => [p.pattern_project_id, p.name]));
}

it(
  'refuses a second server on the same data folder: exit 1, one line naming the folder and the PID, the first keeps serving',
  async () => {
    const dataDir = tempDataDir();
    const first = await startServer(dataDir);
    await waitUntilServing(first);
    const firstPid = serverPid(first);

    const second = await startServer(dataDir);
    expect(await second.exited).toBe(1);
    const lines = second.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`The PGlite data folder ${path.join(dataDir, 'pglite')} is in use by PID ${firstPid} `);
    expect(lines[0]).toContain('Stop that process first, or give this one its own DATA_DIR.');

    // the first server still reads and writes
    const token = await loginDemo(first);
    const id = newId();
    expect((await api(first, 'POST', '/api/app/pattern-project', token, { patternProject: project(id) })).status).toBe(200);
    expect((await projectIds(first, token)).get(id)).toBe(project(id).name);

    // a graceful stop releases the lock: the next server starts without taking anything over
    process.kill(firstPid, 'SIGTERM');
    expect(await first.exited).toBe(0);
    const third = await startServer(dataDir);
    await waitUntilServing(third);
    expect(third.stderr()).not.toContain('Took over');
    expect((await projectIds(third, token)).get(id)).toBe(project(id).name);
  },
  TEST_TIMEOUT_MS,
);

it(
  'after kill -9 the next server takes the lock over at once and has every acknowledged write',
  async () => {
    const dataDir = tempDataDir();
    const first = await startServer(dataDir);
    await waitUntilServing(first);
    const firstPid = serverPid(first);
    const token = await loginDemo(first);

    // 30 writes, 5 at a time; only those answered 200 count as acknowledged
    const acknowledged: string[] = [];
    const ids = Array.from({ length: 30 }, newId);
    for (let i = 0; i < ids.length; i += 5) {
      await Promise.all(
        ids.slice(i, i + 5).map(async (id) => {
          const write = await api(first, 'POST', '/api/app/pattern-project', token, { patternProject: project(id) });
          expect(write.status).toBe(200);
          acknowledged.push(id);
        }),
      );
    }
    await killGroup(first, 'SIGKILL'); // right after the last answer: no shutdown, no close

    const next = await startServer(dataDir);
    await waitUntilServing(next);
    expect(next.stderr()).toContain(
      `Took over the lock of PGlite data folder ${path.join(dataDir, 'pglite')} from PID ${firstPid}, which is no longer running.`,
    );
    const stored = await projectIds(next, token); // the token was a write too
    expect(acknowledged).toHaveLength(30);
    expect(acknowledged.filter((id) => stored.get(id) !== project(id).name)).toEqual([]);
  },
  TEST_TIMEOUT_MS,
);
