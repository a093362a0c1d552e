/**
 * Real server processes (`tsx src/main.ts`) for the tests that need one: its own port, its own
 * DATA_DIR, PGlite on purpose (also when the suite runs against DATABASE_URL), killed with its whole
 * process group after each test.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNT } from '../src/seed/demo';

const serverDir = path.resolve(__dirname, '..');
/** A process start with PGlite takes a few seconds (more on a first open and on a busy machine). */
export const START_TIMEOUT_MS = 120_000;
export const TEST_TIMEOUT_MS = 300_000;

export interface Server {
  child: ChildProcess;
  port: number;
  stderr(): string;
  exited: Promise<number | null>;
}

const started: Server[] = [];
const tempDirs: string[] = [];

/** For afterEach: even when a test failed, no process and no folder stays behind. */
export async function stopAllServers(): Promise<void> {
  await Promise.all(started.splice(0).map((server) => killGroup(server, 'SIGKILL')));
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export function tempDataDir(parent = os.tmpdir()): string {
  const dir = mkdtempSync(path.join(parent, 'nahtlos-server-'));
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

export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  // its own process group, so kill -9 reaches tsx and the node process it runs the server in
  const child = spawn(path.join(serverDir, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: serverDir,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    // PGlite on purpose, also when the suite runs against DATABASE_URL
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const server = { child, port, stderr: () => stderr, exited };
  started.push(server);
  return server;
}

/** Resolves once /api/health answers 200; fails if the process exits first. */
export async function waitUntilServing(server: Server): Promise<void> {
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited with ${exitCode}: ${server.stderr()}`);
    // each try bounded: a server that accepts but does not answer yet is asked again, not waited on for minutes
    const healthy = await fetch(`http://127.0.0.1:${server.port}/api/health`, { signal: AbortSignal.timeout(5000) }).then((r) => r.ok, () => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not start within ${START_TIMEOUT_MS} ms: ${server.stderr()}`);
}

export async function killGroup(server: Server, signal: NodeJS.Signals): Promise<void> {
  try {
    process.kill(-server.child.pid!, signal);
  } catch {
    return; // already gone
  }
  await server.exited;
}

/** The node process tsx runs the server in (the PID the lock records). */
export function serverPid(server: Server): number {
  const children = spawnSync('pgrep', ['-P', String(server.child.pid)], { encoding: 'utf8' }).stdout.trim().split('\n');
  expect(children).toHaveLength(1);
  return Number(children[0]);
}

export async function api(server: Server, method: string, url: string, token?: string, body?: unknown) {
  try {
    const response = await fetch(`http://127.0.0.1:${server.port}${url}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      // a server that stops answering fails the test here, with the request that hung, not at the test's timeout
      signal: AbortSignal.timeout(60_000),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  } catch (error) {
    throw new Error(`${method} ${url} got no answer (${(error as Error).message}); the server said: ${server.stderr().slice(-2000)}`);
  }
}

export async function loginDemo(server: Server): Promise<string> {
  const login = await api(server, 'POST', '/api/app/auth/user/login', undefined, { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
  expect(login.status).toBe(200);
  return login.body.token as string;
}

export const project = (id: string) => ({
  pattern_project_id: id,
  name: `Lock ${id.slice(-6)}`,
  sewing_pattern: { id: 'kinderhose-emil', areas: [{ id: 'hauptstoff', fabric: 'jersey-1' }] },
  svg: `<svg xmlns="http://www.w3.org/2000/svg"><path data-area="hauptstoff" d="M0 0h10v10z"/><!-- ${id} --></svg>`,
});
export const newId = () => `lock${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

export async function projectIds(server: Server, token: string): Promise<Map<string, string>> {
  const list = await api(server, 'GET', '/api/app/pattern-projects', token);
  expect(list.status).toBe(200);
  return new Map((list.body.pattern_projects as { pattern_project_id: string; name: string }[]).map((p) => [p.pattern_project_id, p.name]));
}

