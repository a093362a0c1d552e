// The production deployment the benches and `pnpm size` measure, started by this process on free ports
// like `pnpm start` does: the provider server on a fresh embedded database with the content published, each
// remote on its own origin, the shell proxying the provider's paths and serving its pages with the
// deploy-time remotes.json and preloads. It serves copies of the builds, so a rebuild elsewhere during a run
// changes nothing, and never collides with a running app or an e2e run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remotes } from '../../shared-kernel/build/apps.cjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const appDirs = [...remotes.map((remote) => remote.dir), 'shell'];

/** Throws a readable error unless every app has a production build. */
export function assertBuilt() {
  const missing = appDirs.filter((dir) => !fs.existsSync(path.join(repoRoot, dir, 'dist', dir === 'shell' ? 'index.html' : 'mf-manifest.json')));
  if (!fs.existsSync(path.join(repoRoot, 'host/dist/server.js'))) missing.push('host');
  if (missing.length) throw new Error(`not built: ${missing.join(', ')} — run \`pnpm build\` first`);
}

/** Runs a command without blocking this process (the static servers live in it). */
export function execute(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = options.timeout ? setTimeout(() => child.kill('SIGKILL'), options.timeout) : null;
    child.on('close', (status, signal) => {
      if (timer) clearTimeout(timer);
      resolve({ status, signal, stdout, stderr });
    });
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const running = new Set();

/** Stops every deployment this process started (also on Ctrl-C / SIGTERM, see below). */
export async function stopDeployments() {
  await Promise.all([...running].map((deployment) => deployment.stop()));
}

/**
 * Runs a bench's `main` and exits with its code (0 when it returns none), stopping the deployments it started
 * either way; an error is printed (its stack when `withStack`) and exits 1.
 */
export function runBench(main, { withStack = false } = {}) {
  main()
    .then(async (code) => {
      await stopDeployments();
      process.exit(typeof code === 'number' ? code : 0);
    })
    .catch(async (error) => {
      console.error(error instanceof Error ? (withStack ? error.stack : error.message) : error);
      await stopDeployments();
      process.exit(1);
    });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const deployment of running) deployment.kill();
    process.exit(130);
  });
}

/**
 * Starts the deployment. Resolves once the shell answers a content request through its proxy.
 * @param {{ label?: string }} [options] label: names the work folder in the temp dir
 * @returns {Promise<{ base: string, work: string, remoteOrigins: Record<string, string>, stop: () => Promise<void> }>}
 *   base: the shell's origin; work: a temp folder deleted by stop(); remoteOrigins: each remote's origin by name
 */
export async function startDeployment({ label = 'bench' } = {}) {
  assertBuilt();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `nahtlos-${label}-`));
  for (const dir of appDirs) fs.cpSync(path.join(repoRoot, dir, 'dist'), path.join(work, dir, 'dist'), { recursive: true });
  const env = { ...process.env, DATA_DIR: path.join(work, 'data') };
  const published = await execute('pnpm', ['--filter', '@nahtlos/server', 'content:publish'], { cwd: repoRoot, env });
  if (published.status !== 0) throw new Error(`content:publish failed:\n${published.stdout}\n${published.stderr}`);

  const apiPort = await freePort();
  const shellPort = await freePort();
  const base = `http://localhost:${shellPort}`;
  const server = spawn('pnpm', ['--silent', '--filter', '@nahtlos/server', 'start'], {
    cwd: repoRoot,
    env: { ...env, PORT: String(apiPort), PUBLIC_URL: base, ALLOWED_ORIGINS: base, DEV_ROUTES: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
    // --silent: no script header on stderr (the server's own errors still show); its own process group: the
    // server (pnpm's child) is stopped with it
    detached: true,
  });
  const staticServers = [];
  const deployment = {
    base,
    work,
    remoteOrigins: {},
    /** Stops the provider server and removes the work folder at once (also what Ctrl-C does). */
    kill() {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      fs.rmSync(work, { recursive: true, force: true });
    },
    async stop() {
      running.delete(deployment);
      await Promise.all(staticServers.map((app) => app.close()));
      deployment.kill();
    },
  };
  running.add(deployment);

  // the production host (host/, built by `pnpm build`): each remote's files on an origin of its own, the app's host
  const { createAppHost, createFilesHost } = await import(path.join(repoRoot, 'host/dist/server.js'));
  const { apiPaths, shell, showsContent } = await import(path.join(repoRoot, 'host/dist/config.js'));
  const remotesJson = {};
  for (const remote of remotes) {
    const port = await freePort();
    const files = await createFilesHost({ root: path.join(work, remote.dir, 'dist') });
    await files.listen({ port, host: '127.0.0.1' });
    staticServers.push(files);
    deployment.remoteOrigins[remote.name] = `http://localhost:${port}`;
    remotesJson[remote.name] = `http://localhost:${port}/mf-manifest.json`;
  }
  const remotesFile = path.join(work, 'remotes.json');
  fs.writeFileSync(remotesFile, JSON.stringify(remotesJson, null, 2));
  const host = await createAppHost({
    shellDist: path.join(work, 'shell', 'dist'),
    remotesFile,
    apiTarget: `http://127.0.0.1:${apiPort}`,
    apiPaths,
    redirects: shell.redirects,
    showsContent,
  });
  await host.listen({ port: shellPort, host: '127.0.0.1' });
  staticServers.push(host);
  await waitFor(`${base}/api/app/fabrics?meta=true`);
  return deployment;
}
