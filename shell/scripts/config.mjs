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

/**
 * The site as the browser sees it: the shell on its port here, unless PUBLIC_URL names another address (a proxy,
 * HTTPS). The server builds every address it hands out from it (mail links, the checkout's return, e-book covers)
 * and accepts writes only from its origin, so the shell on another port must tell it.
 */
export const publicUrl = process.env.PUBLIC_URL || `http://localhost:${shellPort}`;

/**
 * The provider server's environment in a local deployment: its port, the site, and DEV_ROUTES: the dev mail outbox
 * at /dev/mail, which the README and the e2e tests use (the server refuses it together with NODE_ENV=production).
 */
export const serverEnv = {
  ...process.env,
  PORT: String(apiPort),
  PUBLIC_URL: publicUrl,
  DEV_ROUTES: process.env.DEV_ROUTES ?? 'true',
  // the shell's proxy runs on this host and names the client in X-Forwarded-For; the server believes no one else
  TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
};

/** The account the server seeds outside production (server/src/seed/demo.ts); null where it seeds none. */
export const demoAccount =
  process.env.NODE_ENV === 'production' ? null : JSON.parse(fs.readFileSync(path.join(repoRoot, 'server/src/seed/demo-account.json'), 'utf8'));

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
