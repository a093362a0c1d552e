// `pnpm serve` (and `pnpm start` after building): the whole app on localhost as it would be
// deployed — the provider server, each remote on its own origin, the shell (default :8080) proxying
// the provider's paths same-origin. Apps and ports: the apps manifest (see config.mjs).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startStaticServer } from './static-server.mjs';
import { apiPaths, apiTarget, demoAccount, localRemotesFile, remoteRoot, remotes, repoRoot, serverEnv, shellPort } from './config.mjs';

const children = [];

// without API_URL the provider server runs here too, on its embedded database
const serverRunsHere = !process.env.API_URL;

async function main() {
  if (serverRunsHere) {
    const server = spawn('pnpm', ['--filter', '@nahtlos/server', 'start'], { cwd: repoRoot, stdio: 'inherit', env: serverEnv });
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
  const site = `http://localhost:${shellPort}`;
  if (!serverRunsHere) {
    console.log(`\nNahtlos läuft auf ${site} (Server: ${apiTarget})\n`);
    return;
  }
  // the address is worth opening only once the server answers (it listens after publishing the content)
  await serverAnswers();
  const lines = [`Nahtlos läuft auf ${site}`];
  if (demoAccount) lines.push(`Demo-Konto: ${demoAccount.email} / ${demoAccount.password}`);
  if (serverEnv.DEV_ROUTES === 'true') lines.push(`Mails (Dev-Postfach): ${site}/dev/mail`);
  console.log(`\n${lines.join('\n')}\n`);
}

async function serverAnswers() {
  for (;;) {
    try {
      if ((await fetch(`${apiTarget}/api/app/sewing-patterns?meta=true`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
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
