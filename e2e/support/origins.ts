import { remotes, shell } from '../../shared-kernel/build/apps.cjs';
import type { RemoteName } from '../../shared-kernel/build/apps.cjs';

// The e2e deployment serves every app on its default port from the apps manifest (serve-for-tests.mjs
// starts `pnpm serve`'s script without port variables), so tests derive the origins from the manifest too.
export const shellOrigin = `http://localhost:${shell.defaultPort}`;

export function remoteOrigin(name: RemoteName): string {
  const remote = remotes.find((app) => app.name === name);
  if (!remote) throw new Error(`no remote ${name} in the apps manifest`);
  return `http://localhost:${remote.defaultPort}`;
}
