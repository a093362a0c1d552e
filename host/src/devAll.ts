// `pnpm dev`: development servers for the shell and every remote of the apps manifest (webpack serve, each on its own
// port as in production) plus the provider server on its embedded database. The PORT_* variables and API_PORT move
// them (config.ts).
import { spawn } from 'node:child_process';
import { api, apiTarget, demoAccount, localRemotesFile, remotes, repoRoot, serverEnv, shell, shellPort } from './config.js';

// the dev servers proxy the API to API_URL and the shell's serves REMOTES_JSON (shared webpack config)
const devEnv = { ...process.env, API_URL: apiTarget, REMOTES_JSON: localRemotesFile() };

const processes = [
  // the server's `dev` builds the content release folder first when it is missing or stale (`start` only publishes it)
  ...(process.env.API_URL ? [] : [[api.dir, ['--filter', api.package, 'dev'], serverEnv] as const]),
  ...[shell, ...remotes].map((app) => [app.dir, ['--filter', app.package, 'dev'], devEnv] as const),
].map(([name, args, env]) => {
  const child = spawn('pnpm', args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n');
  child.stdout.on('data', (chunk: Buffer) => console.log(prefix(chunk)));
  child.stderr.on('data', (chunk: Buffer) => console.error(prefix(chunk)));
  return child;
});

const stop = () => {
  for (const child of processes) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
const remotePorts = remotes.map((remote) => `${remote.dir} ${remote.port}`).join(', ');
console.log(`Nahtlos (Entwicklung) auf http://localhost:${shellPort} — Remotes: ${remotePorts}; API: ${apiTarget}`);
if (demoAccount && !process.env.API_URL) console.log(`Demo-Konto: ${demoAccount.email} / ${demoAccount.password}`);
