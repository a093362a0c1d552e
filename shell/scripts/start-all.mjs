// `pnpm serve` (and `pnpm start` after building): the whole app on localhost as it would be
// deployed — the provider server, each remote on its own origin, the shell (default :8080) proxying
// the provider's paths same-origin. Apps and ports: the apps manifest (see config.mjs).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startStaticServer } from './static-server.mjs';
import { apiPaths, apiPort, apiTarget, localRemotesFile, remoteRoot, remotes, repoRoot, shellPort } from './config.mjs';

const children = [];

async function main() {
  if (!process.env.API_URL) {
    // without API_URL the provider server runs here too, on its embedded database
    const server = spawn('pnpm', ['--filter', '@nahtlos/server', 'start'], {
      cwd: repoRoot,
      stdio: 'inherit',
      // DEV_ROUTES: the dev mail outbox at /dev/mail, which the README and the e2e tests use (the
      // server refuses it together with NODE_ENV=production)
      env: { ...process.env, PORT: String(apiPort), DEV_ROUTES: process.env.DEV_ROUTES ?? 'true' },
    });
    children.push(server);
    server.on('exit', (code) => {
      console.error(`provider server exited (${code})`);
      shutdown(1);
    });
  }
  for (const remote of remotes) {
    await startStaticServer({ root: remoteRoot(remote), port: remote.port, cors: true });
    console.log(`${remote.name} on http://localhost:${remote.port}`);
  }
  await startStaticServer({
    root: path.join(repoRoot, 'shell/dist'),
    port: shellPort,
    spa: true,
    remotesFile: localRemotesFile(),
    apiTarget,
    apiPaths,
  });
  console.log(`\nNahtlos läuft auf http://localhost:${shellPort}\n`);
}

function shutdown(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

main().catch((error) => {
  console.error(error);
  shutdown(1);
});
