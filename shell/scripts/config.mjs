// Ports and folders of a local deployment. Names, folders and default ports come from the apps
// manifest (shared-kernel/build/apps.json); each port variable (PORT_LIBRARY, …) overrides its default.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { api, localRemotesJson, portOf, remotes as manifestRemotes, remotesOnDefaultPorts, shell } from '@nahtlos/build/apps';
import kernelBuild from '@nahtlos/build/webpack';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every remote of the manifest with the port it runs on here. */
export const remotes = manifestRemotes.map((remote) => ({ ...remote, port: portOf(remote) }));

export const shellPort = portOf(shell);
export const apiPort = portOf(api);
export const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;
export const apiPaths = kernelBuild.API_PATHS;
/** Where each remote's built files are served from (e2e serves copies so it can redeploy one). */
export const remoteRoot = (remote) => path.join(process.env.REMOTES_ROOT ?? repoRoot, remote.dir, 'dist');

/**
 * The remotes.json the local shell serves: REMOTES_JSON when set; else the deployer's
 * shell/remotes.json while every remote is on its default port; else one written from the manifest
 * with the configured ports (a PORT_* variable moves a remote for the shell too, not only its server).
 */
export function localRemotesFile() {
  if (process.env.REMOTES_JSON) return process.env.REMOTES_JSON;
  if (remotesOnDefaultPorts()) return path.join(repoRoot, 'shell/remotes.json');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nahtlos-remotes-')), 'remotes.json');
  fs.writeFileSync(file, `${JSON.stringify(localRemotesJson(), null, 2)}\n`);
  return file;
}
