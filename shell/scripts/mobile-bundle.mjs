// Makes the native web bundle (Capacitor's webDir): the shell's build plus a snapshot of every
// remote's build in one folder, with a remotes.json pointing at the bundled copies, so the app
// starts without network. native.json tells the app where the web origin's newer remotes live.
//
//   node shell/scripts/mobile-bundle.mjs [--out <dir>]
//
// Needs the builds (`pnpm build`). Env: NAHTLOS_WEB_ORIGIN (the web app's origin: remotes.json
// and, same host, the API; default https://www.nahtlos.de), NAHTLOS_API_ORIGIN (default: the web
// origin), NAHTLOS_BUILD (release label).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remotes } from '@nahtlos/build/apps';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const args = process.argv.slice(2);
const outArg = args.indexOf('--out');
const outDir = path.resolve(outArg >= 0 ? args[outArg + 1] : path.join(repoRoot, 'shell/dist-native'));

const kernelVersion = JSON.parse(fs.readFileSync(path.join(repoRoot, 'shared-kernel/platform/package.json'), 'utf8')).version;
const webOrigin = (process.env.NAHTLOS_WEB_ORIGIN ?? 'https://www.nahtlos.de').replace(/\/+$/, '');
const apiOrigin = (process.env.NAHTLOS_API_ORIGIN ?? webOrigin).replace(/\/+$/, '');

/**
 * Source maps and the precompressed copies (`.br`, `.gz`, for web hosts) stay out of the app (size), and so
 * do the web's service worker (the app's files are on the device; the shell never registers it there) and the
 * server entries (`server/`: the web's host renders pages with them; the app renders its own); everything else
 * is copied as built. `file` is relative to the build's folder.
 */
const skip = (file) => /\.(map|br|gz)$/.test(file) || file === 'sw.js' || file === 'server' || file.startsWith(`server${path.sep}`);

function copyTree(from, to) {
  if (!fs.existsSync(from)) throw new Error(`${path.relative(repoRoot, from)} is missing: run \`pnpm build\` first.`);
  fs.cpSync(from, to, { recursive: true, filter: (src) => !skip(path.relative(from, src)) });
}

fs.rmSync(outDir, { recursive: true, force: true });
copyTree(path.join(repoRoot, 'shell/dist'), outDir);

const remotesJson = {};
for (const remote of remotes) {
  const target = path.join(outDir, 'remotes', remote.dir);
  copyTree(path.join(repoRoot, remote.dir, 'dist'), target);
  if (!fs.existsSync(path.join(target, 'mf-manifest.json'))) throw new Error(`${remote.dir}/dist has no mf-manifest.json`);
  // the standalone dev page of a remote is no part of the app
  fs.rmSync(path.join(target, 'index.html'), { force: true });
  remotesJson[remote.name] = `/remotes/${remote.dir}/mf-manifest.json`;
}
fs.writeFileSync(path.join(outDir, 'remotes.json'), `${JSON.stringify(remotesJson, null, 2)}\n`);

const nativeJson = {
  kernelMajor: Number(kernelVersion.split('.')[0]),
  webRemotes: `${webOrigin}/remotes.json`,
  apiOrigin,
  build: process.env.NAHTLOS_BUILD ?? 'lokal',
  bundledAt: new Date().toISOString(),
};
fs.writeFileSync(path.join(outDir, 'native.json'), `${JSON.stringify(nativeJson, null, 2)}\n`);

let files = 0;
let bytes = 0;
const walk = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else {
      files += 1;
      bytes += fs.statSync(full).size;
    }
  }
};
walk(outDir);
console.log(`native web bundle: ${path.relative(process.cwd(), outDir) || '.'} (${files} files, ${(bytes / 1024).toFixed(0)} KB; remotes ${Object.keys(remotesJson).join(', ')})`);
