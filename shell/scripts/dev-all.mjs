// `pnpm dev`: development servers for the shell and every remote (webpack serve, each on its own
// port as in production) plus the provider server on its embedded database.
import { spawn } from 'node:child_process';
import { repoRoot } from './config.mjs';

const processes = [
  ['server', ['--filter', '@nahtlos/server', 'start']],
  ['shell', ['--filter', '@nahtlos/shell', 'dev']],
  ['mf-configurator', ['--filter', '@nahtlos/mf-configurator', 'dev']],
  ['mf-library', ['--filter', '@nahtlos/mf-library', 'dev']],
  ['mf-profile', ['--filter', '@nahtlos/mf-profile', 'dev']],
  ['mf-account', ['--filter', '@nahtlos/mf-account', 'dev']],
].map(([name, args]) => {
  // the server serves the dev mail outbox (/dev/mail) only when asked to
  const env = name === 'server' ? { ...process.env, DEV_ROUTES: process.env.DEV_ROUTES ?? 'true' } : process.env;
  const child = spawn('pnpm', args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) => chunk.toString().split('\n').filter(Boolean).map((line) => `[${name}] ${line}`).join('\n');
  child.stdout.on('data', (chunk) => console.log(prefix(chunk)));
  child.stderr.on('data', (chunk) => console.error(prefix(chunk)));
  return child;
});

const stop = () => {
  for (const child of processes) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log('Nahtlos (Entwicklung) auf http://localhost:8080 — Remotes auf 8081–8084, API auf 8787');
