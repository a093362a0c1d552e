// Ports and folders of a local deployment; every value can be overridden by the environment.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import kernelBuild from '@nahtlos/shared-kernel/webpack';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const remotes = [
  { name: 'mf_configurator', dir: 'mf-configurator', port: Number(process.env.PORT_CONFIGURATOR ?? 8081) },
  { name: 'mf_library', dir: 'mf-library', port: Number(process.env.PORT_LIBRARY ?? 8082) },
  { name: 'mf_profile', dir: 'mf-profile', port: Number(process.env.PORT_PROFILE ?? 8083) },
  { name: 'mf_account', dir: 'mf-account', port: Number(process.env.PORT_ACCOUNT ?? 8084) },
];

export const shellPort = Number(process.env.PORT_SHELL ?? 8080);
export const apiPort = Number(process.env.API_PORT ?? 8787);
export const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;
export const apiPaths = kernelBuild.API_PATHS;
/** Where each remote's built files are served from (e2e serves copies so it can redeploy one). */
export const remoteRoot = (remote) => path.join(process.env.REMOTES_ROOT ?? repoRoot, remote.dir, 'dist');
export const remotesFile = process.env.REMOTES_JSON ?? path.join(repoRoot, 'shell/remotes.json');
