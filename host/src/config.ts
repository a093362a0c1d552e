// Ports and folders of a local deployment. Names, folders and default ports come from the apps manifest
// (shared-kernel/build/apps.json, read as data); each port variable (PORT_LIBRARY, …) overrides its default.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface AppEntry {
  name: string;
  package: string;
  dir: string;
  portVariable: string;
  defaultPort: number;
  /** false: none of its pages shows the published content (apps.json) */
  showsContent?: boolean;
}
interface AppsManifest {
  shell: AppEntry & { redirects: Record<string, string> };
  remotes: AppEntry[];
  api: Omit<AppEntry, 'name'>;
}

/** The repository (host/dist/config.js and host/src/config.ts both sit two levels below it). */
export const repoRoot = path.resolve(import.meta.dirname, '../..');

const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'shared-kernel/build/apps.json'), 'utf8')) as AppsManifest;
export const { shell, api } = manifest;

/** Whether a remote's pages show the published content (unless the manifest says `showsContent: false`): only those get it, and carry it in the page. */
export const showsContent = (app: string) => !manifest.remotes.some((remote) => remote.name === app && remote.showsContent === false);

/** The provider server's paths, proxied same-origin (shared-kernel/build/webpack.cjs API_PATHS: a test keeps them equal). */
export const apiPaths = ['/api', '/auth', '/logout', '/digital-products', '/media', '/dev'] as const;

/** The port an app listens on locally: its variable when set, else its default. */
export function portOf(app: Pick<AppEntry, 'portVariable' | 'defaultPort'>, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[app.portVariable];
  if (raw === undefined || raw === '') return app.defaultPort;
  const port = Number(raw);
  // a typo must not start a server on a random port (Number('') is 0, Number('80a') NaN)
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) throw new Error(`${app.portVariable}="${raw}" is not a port number (1–65535)`);
  return port;
}

/** Every remote of the manifest with the port it runs on here. */
export const remotes = manifest.remotes.map((remote) => ({ ...remote, port: portOf(remote) }));
export const shellPort = portOf(shell);
export const apiPort = portOf(api);
export const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;

/**
 * The site as the browser sees it: the host on its port here, unless PUBLIC_URL names another address (a proxy,
 * HTTPS). The server builds every address it hands out from it and accepts writes only from its origin.
 */
export const publicUrl = process.env.PUBLIC_URL || `http://localhost:${shellPort}`;

/**
 * The provider server's environment in a local deployment: its port, the site, and DEV_ROUTES (the dev mail outbox at
 * /dev/mail, which the README and the e2e tests use; the server refuses it together with NODE_ENV=production).
 */
export const serverEnv: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(apiPort),
  PUBLIC_URL: publicUrl,
  DEV_ROUTES: process.env.DEV_ROUTES ?? 'true',
  // the host's proxy runs on this machine and names the client in X-Forwarded-For; the server believes no one else
  TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
};

/** The account the server seeds outside production (server/src/seed/demo.ts); null where it seeds none. */
export const demoAccount: { email: string; password: string } | null =
  process.env.NODE_ENV === 'production' ? null : JSON.parse(fs.readFileSync(path.join(repoRoot, 'server/src/seed/demo-account.json'), 'utf8'));

/** Where each remote's built files are served from (e2e serves copies so it can redeploy one). */
export const remoteRoot = (remote: AppEntry) => path.join(process.env.REMOTES_ROOT ?? repoRoot, remote.dir, 'dist');

/** The shell's built folder. */
export const shellDist = path.join(repoRoot, shell.dir, 'dist');

/**
 * The remotes.json the host serves: REMOTES_JSON when set; else the deployer's shell/remotes.json while every remote
 * is on its default port; else one written from the manifest with the configured ports.
 */
export function localRemotesFile(): string {
  if (process.env.REMOTES_JSON) return process.env.REMOTES_JSON;
  if (remotes.every((remote) => remote.port === remote.defaultPort)) return path.join(repoRoot, 'shell/remotes.json');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nahtlos-remotes-')), 'remotes.json');
  const local = Object.fromEntries(remotes.map((remote) => [remote.name, `http://localhost:${remote.port}/mf-manifest.json`]));
  fs.writeFileSync(file, `${JSON.stringify(local, null, 2)}\n`);
  return file;
}
