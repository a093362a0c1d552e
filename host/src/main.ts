// The host alone (the remotes and the provider server deployed elsewhere): `node host/dist/main.js`.
// SHELL_DIST (default: the repository's shell/dist), REMOTES_JSON (default: shell/remotes.json), API_URL (default: the
// local provider server), PORT_SHELL; RENDER_BUDGET_MS (1000) and ENTRY_CHECK_MS (3000) tune the rendering.
import path from 'node:path';
import { apiPaths, apiTarget, repoRoot, shell, shellDist, shellPort, showsContent } from './config.js';
import { createAppHost } from './server.js';

const numberFrom = (value: string | undefined) => (value ? Number(value) : undefined);

const host = await createAppHost({
  shellDist: process.env.SHELL_DIST ?? shellDist,
  remotesFile: process.env.REMOTES_JSON ?? path.join(repoRoot, 'shell/remotes.json'),
  apiTarget,
  apiPaths,
  redirects: shell.redirects,
  showsContent,
  budgetMs: numberFrom(process.env.RENDER_BUDGET_MS),
  checkMs: numberFrom(process.env.ENTRY_CHECK_MS),
});
await host.listen({ port: shellPort, host: process.env.HOST ?? '127.0.0.1' });
console.log(`Nahtlos läuft auf http://localhost:${shellPort} (Server: ${apiTarget})`);
