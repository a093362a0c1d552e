import fs from 'node:fs';
import path from 'node:path';
import { remotes } from '../../shared-kernel/build/apps.cjs';
import type { RemoteName } from '../../shared-kernel/build/apps.cjs';

/** The e2e deployment: copies of the built remotes and a remotes.json the tests may change. */
export const repoRoot = path.resolve(__dirname, '../..');
export const serveRoot = path.join(repoRoot, 'e2e/.serve');
export const remotesFile = path.join(serveRoot, 'remotes.json');

export type { RemoteName };

/** Folders and ports of the remotes, from the apps manifest (the e2e run uses the default ports). */
export const remoteDirs = Object.fromEntries(remotes.map((remote) => [remote.name, remote.dir])) as Record<RemoteName, string>;
export const remotePorts = Object.fromEntries(remotes.map((remote) => [remote.name, remote.defaultPort])) as Record<RemoteName, number>;

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
