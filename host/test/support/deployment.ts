// A deployment for the page tests: the fixture shell (layout template + the frame's server entry), the fixture remotes
// on a static file host of their own (ETags from size and time, as @fastify/static sends them), a fake provider API,
// and the built host (dist/main.js) as its own process.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fixtures } from './buildFixtures';

const hostDir = path.join(__dirname, '../..');
const fixtureSources = path.join(__dirname, '../fixtures');

/** The content the fake API answers; the fabrics carry markup that must not end the page's state script. */
export const FABRICS = { items: [{ name: '</script><script>alert(1)</script>' }] };

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

export interface Deployment {
  url: string;
  output: () => string;
  /** replaces a remote's server files with another build's (a redeployment) */
  redeploy: (remote: string, built: string) => void;
  stop: () => Promise<void>;
}

export async function deploy({ contentDelayMs = 0 } = {}): Promise<Deployment> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nahtlos-host-test-'));
  const shell = path.join(root, 'shell');
  fs.cpSync(path.join(fixtureSources, 'shell'), shell, { recursive: true });
  fs.cpSync(path.join(fixtures, 'shell/server'), path.join(shell, 'server'), { recursive: true });
  const remotes = ['good', 'throws', 'slow', 'major', 'missing'];
  for (const remote of remotes) {
    fs.mkdirSync(path.join(root, 'remotes', remote), { recursive: true });
    fs.copyFileSync(path.join(fixtureSources, 'manifests', `${remote}.json`), path.join(root, 'remotes', remote, 'mf-manifest.json'));
    const built = path.join(fixtures, 'remotes', remote, 'server');
    if (fs.existsSync(built)) fs.cpSync(built, path.join(root, 'remotes', remote, 'server'), { recursive: true });
  }
  // the good remote's stylesheet of ./spa (its lazy one is not deployed)
  fs.writeFileSync(path.join(root, 'remotes/good/spa.2222bbbb.css'), '.good{color:#b5523b} /* </style> */');
  const files = http.createServer((request, response) => {
    const file = path.join(root, 'remotes', new URL(request.url ?? '/', 'http://x').pathname);
    if (!file.startsWith(path.join(root, 'remotes')) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    const { size, mtimeMs } = fs.statSync(file);
    response.writeHead(200, { etag: `W/"${size}-${mtimeMs}"`, 'content-type': file.endsWith('.json') ? 'application/json' : 'text/javascript' });
    response.end(request.method === 'HEAD' ? undefined : fs.readFileSync(file));
  });
  const filesUrl = `http://127.0.0.1:${await listen(files)}`;
  const api = http.createServer((request, response) => {
    const list = /^\/api\/app\/([a-z-]+)\?preview_mode=true$/.exec(request.url ?? '')?.[1];
    if (!list) return response.writeHead(404).end();
    const answer = () => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list === 'fabrics' ? FABRICS : { items: [], list }));
    if (contentDelayMs > 0) setTimeout(() => !response.socket?.destroyed && answer(), contentDelayMs).unref();
    else answer();
  });
  const apiUrl = `http://127.0.0.1:${await listen(api)}`;
  const remotesFile = path.join(root, 'remotes.json');
  fs.writeFileSync(remotesFile, JSON.stringify(Object.fromEntries(remotes.map((remote) => [`mf_${remote}`, `${filesUrl}/${remote}/mf-manifest.json`]))));
  const probe = http.createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));

  const child: ChildProcess = spawn(process.execPath, [path.join(hostDir, 'dist/main.js')], {
    env: { ...process.env, PORT_SHELL: String(port), SHELL_DIST: shell, REMOTES_JSON: remotesFile, API_URL: apiUrl, ENTRY_CHECK_MS: '200', RENDER_BUDGET_MS: '300' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the host did not start:\n${output}`)), 15_000);
    const check = () => {
      if (!output.includes('Nahtlos läuft auf')) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout?.on('data', check);
    child.on('exit', (code) => reject(new Error(`the host exited (${code}):\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    redeploy: (remote, built) => {
      const target = path.join(root, 'remotes', remote, 'server');
      fs.rmSync(target, { recursive: true, force: true });
      fs.cpSync(path.join(fixtures, built), target, { recursive: true });
    },
    stop: async () => {
      child.kill('SIGTERM');
      await Promise.all([new Promise((resolve) => files.close(resolve)), new Promise((resolve) => api.close(resolve))]);
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
