import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, remotes, shell } from '../../shared-kernel/build/apps.cjs';
import { repoRoot } from './deployment';

/** Variables of the surrounding run that would move the deployment or point it elsewhere. */
const INHERITED = ['PUBLIC_URL', 'API_URL', 'ALLOWED_ORIGINS', 'REMOTES_JSON', 'REMOTES_ROOT', 'DEV_ROUTES', 'NODE_ENV', 'DATA_DIR'];

export interface Served {
  /** Everything the script printed so far (stdout and stderr). */
  output: () => string;
  stop: () => Promise<void>;
}

/** What `pnpm serve` runs (the root package.json's `serve` script, `node <script>`): the script's path. */
export function serveScript(): string {
  const command: string = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).scripts.serve;
  const script = /^node (\S+)$/.exec(command.trim())?.[1];
  if (!script) throw new Error(`pnpm serve runs "${command}": expected "node <script>"`);
  return path.join(repoRoot, script);
}

/**
 * `pnpm serve` (what `pnpm start` runs after building) as a user starts it, with
 * `variables` (the README's port variables) on a fresh data folder. Resolves once it prints `readyLine`, which it
 * does once the provider server answers.
 */
export async function serveWith(variables: Record<string, string>, readyLine: string, timeoutMs = 150_000): Promise<Served> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [...INHERITED, ...[shell, ...remotes, api].map((app) => app.portVariable)]) delete env[name];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nahtlos-serve-'));
  const child = spawn(process.execPath, [serveScript()], {
    cwd: repoRoot,
    // as the e2e deployment: many accounts from one address, warnings only in the log
    env: { ...env, ...variables, DATA_DIR: dataDir, RATE_LIMIT_FACTOR: '50', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // its own process group: stop() ends the provider server (pnpm's child) with it
    detached: true,
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const served: Served = {
    output: () => output,
    async stop() {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  await new Promise<void>((resolve, reject) => {
    let waiting = true;
    const timer = setTimeout(() => fail(`did not print "${readyLine}" within ${timeoutMs} ms`), timeoutMs);
    const fail = (why: string) => {
      if (!waiting) return;
      waiting = false;
      clearTimeout(timer);
      void served.stop().then(() => reject(new Error(`pnpm serve ${why}:\n${output}`)));
    };
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (waiting && output.includes(readyLine)) {
        waiting = false;
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => fail(`exited (${code})`));
  });
  return served;
}
