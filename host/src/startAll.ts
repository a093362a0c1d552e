// `pnpm serve` (and `pnpm start` after building): the whole app on localhost as it would be deployed — the provider
// server, each remote on its own origin, the host (default :8080) rendering the pages and proxying the provider's
// paths same-origin. Apps and ports: the apps manifest (config.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { apiPaths, apiTarget, showsContent, demoAccount, localRemotesFile, remoteRoot, remotes, repoRoot, serverEnv, shell, shellDist, shellPort } from './config.js';
import { createAppHost, createFilesHost } from './server.js';

const children: ChildProcess[] = [];

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
    const files = await createFilesHost({ root: remoteRoot(remote) });
    await files.listen({ port: remote.port, host: '127.0.0.1' });
    console.log(`${remote.name} on http://localhost:${remote.port}`);
  }
  const host = await createAppHost({ shellDist, remotesFile: localRemotesFile(), apiTarget, apiPaths, redirects: shell.redirects, showsContent });
  await host.listen({ port: shellPort, host: '127.0.0.1' });
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

main().catch((error: unknown) => {
  console.error(error);
  shutdown(1);
});
