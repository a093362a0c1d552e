import fs from 'node:fs';
import path from 'node:path';

/** The e2e deployment: copies of the built remotes and a remotes.json the tests may change. */
export const repoRoot = path.resolve(__dirname, '../..');
export const serveRoot = path.join(repoRoot, 'e2e/.serve');
export const remotesFile = path.join(serveRoot, 'remotes.json');

export const remoteDirs = {
  mf_configurator: 'mf-configurator',
  mf_library: 'mf-library',
  mf_profile: 'mf-profile',
  mf_account: 'mf-account',
} as const;
export type RemoteName = keyof typeof remoteDirs;

export const remotePorts: Record<RemoteName, number> = {
  mf_configurator: 8081,
  mf_library: 8082,
  mf_profile: 8083,
  mf_account: 8084,
};

export function servedDist(remote: RemoteName): string {
  return path.join(serveRoot, remoteDirs[remote], 'dist');
}

/** Replaces the served files of one remote (what a deploy of that remote alone does). */
export function deployRemote(remote: RemoteName, fromDir: string): void {
  const target = servedDist(remote);
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(fromDir, target, { recursive: true });
}

export function readRemotes(): Record<RemoteName, string> {
  return JSON.parse(fs.readFileSync(remotesFile, 'utf8'));
}

export function writeRemotes(remotes: Record<RemoteName, string>): void {
  fs.writeFileSync(remotesFile, JSON.stringify(remotes, null, 2));
}
