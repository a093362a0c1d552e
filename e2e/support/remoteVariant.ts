/**
 * Builds one remote the way its team would after a change, without touching the real sources: the
 * remote's folder is copied to `.e2e-deploy/<variant>/` in the repository, changes are made in the copy
 * (its texts, a copy of the UI kit, a copy of the platform with another version that the copy's
 * node_modules link to), and the remote's own build script (its browser build and its server entry) runs in the copy;
 * the variant's files end up in `.e2e-deploy/<variant>/dist`, as a deploy would copy them.
 */
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './deployment';

export const variantsRoot = path.join(repoRoot, '.e2e-deploy');

export interface VariantChanges {
  /** build label shown in the remote's "Version" line (NAHTLOS_BUILD) */
  label: string;
  /** edits of the remote's own files, path relative to the remote's folder → text → changed text */
  remoteFiles?: Record<string, (text: string) => string>;
  /** edits of the UI kit (shared-kernel/ui), path relative to its folder */
  kitFiles?: Record<string, (text: string) => string>;
  /** the @nahtlos/platform version the remote is built against */
  platformVersion?: string;
}

/** Copies a folder; relative symlinks (pnpm's node_modules) become absolute, so the copy resolves the same packages. */
function copyFolder(from: string, to: string): void {
  fs.cpSync(from, to, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(from, source).split(path.sep);
      return relative[0] !== 'dist' && !(relative[0] === 'node_modules' && ['.bin', '.federation', '.cache'].includes(relative[1]));
    },
  });
}

function edit(file: string, change: (text: string) => string): void {
  const before = fs.readFileSync(file, 'utf8');
  const after = change(before);
  // the test would prove nothing if the source it relies on has moved on
  if (after === before) throw new Error(`${file}: the change found nothing to change`);
  fs.writeFileSync(file, after);
}

/** Points `<remote copy>/node_modules/<name>` at `target`. */
function relink(remoteCopy: string, name: string, target: string): void {
  const link = path.join(remoteCopy, 'node_modules', name);
  fs.rmSync(link, { recursive: true, force: true });
  fs.symlinkSync(target, link, 'dir');
}

/** Prepares and builds a variant of the remote in folder `remoteDir`; returns its dist folder. */
export async function buildRemoteVariant(remoteDir: string, variant: string, changes: VariantChanges): Promise<string> {
  const root = path.join(variantsRoot, variant);
  const remoteCopy = path.join(root, remoteDir);
  const built = path.join(root, 'dist');
  fs.rmSync(root, { recursive: true, force: true });
  copyFolder(path.join(repoRoot, remoteDir), remoteCopy);
  for (const [file, change] of Object.entries(changes.remoteFiles ?? {})) edit(path.join(remoteCopy, file), change);
  if (changes.kitFiles) {
    const kit = path.join(root, 'ui');
    copyFolder(path.join(repoRoot, 'shared-kernel/ui'), kit);
    for (const [file, change] of Object.entries(changes.kitFiles)) edit(path.join(kit, file), change);
    relink(remoteCopy, '@nahtlos/ui', kit);
  }
  if (changes.platformVersion) {
    const platform = path.join(root, 'platform');
    copyFolder(path.join(repoRoot, 'shared-kernel/platform'), platform);
    edit(path.join(platform, 'package.json'), (text) => text.replace(/"version": "[^"]+"/, `"version": "${changes.platformVersion}"`));
    relink(remoteCopy, '@nahtlos/platform', platform);
  }
  await buildLikeItsTeam(remoteCopy, changes.label);
  // the build's own output folder (its browser files and, in dist/server, its server entry)
  const dist = path.join(remoteCopy, 'dist');
  fs.cpSync(dist, built, { recursive: true });
  return built;
}

/**
 * Runs the remote's own `build` script in its copy, as its team would: each `webpack …` step of it with webpack's
 * own bin (node_modules/.bin holds scripts with relative paths, which do not survive the copy).
 */
async function buildLikeItsTeam(remoteCopy: string, label: string): Promise<void> {
  const script: string = JSON.parse(fs.readFileSync(path.join(remoteCopy, 'package.json'), 'utf8')).scripts.build;
  const webpackBin = require.resolve('webpack/bin/webpack.js', { paths: [remoteCopy] });
  for (const step of script.split('&&').map((part) => part.trim().split(/\s+/))) {
    if (step[0] !== 'webpack') throw new Error(`${remoteCopy}: the build step "${step.join(' ')}" is not webpack; teach remoteVariant.ts to run it`);
    await promisify(execFile)(process.execPath, [webpackBin, ...step.slice(1)], {
      cwd: remoteCopy,
      env: { ...process.env, NAHTLOS_BUILD: label },
      maxBuffer: 16 * 1024 * 1024,
    });
  }
}

export function removeVariants(): void {
  fs.rmSync(variantsRoot, { recursive: true, force: true });
}

/** Every file under `folder` with its size, modification time and content hash (to prove it was not rebuilt). */
export function fingerprint(folder: string): Record<string, string> {
  const prints: Record<string, string> = {};
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const stat = fs.statSync(file);
    const hash = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
    prints[path.relative(folder, file)] = `${stat.size} ${stat.mtimeMs} ${hash}`;
  }
  return prints;
}
