// `pnpm mobile:sync` (after the builds): makes the native web bundle, runs `cap sync` (copies it into
// android/ and ios/ and updates the native plugin lists; needs no Android SDK, Xcode or network),
// then checks that both native projects carry the bundle with remotes.json pointing at bundled copies.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const shellDir = path.join(repoRoot, 'shell');
const run = (command, args) => execFileSync(command, args, { cwd: shellDir, stdio: 'inherit' });

run(process.execPath, ['scripts/mobile-bundle.mjs']);
const cap = path.join(shellDir, 'node_modules/.bin/cap');
run(cap, ['sync']);

const checks = [
  ['android', 'android/app/src/main/assets/public'],
  ['ios', 'ios/App/App/public'],
];
let failed = 0;
for (const [platform, dir] of checks) {
  const remotesFile = path.join(shellDir, dir, 'remotes.json');
  const ok =
    fs.existsSync(path.join(shellDir, dir, 'index.html')) &&
    fs.existsSync(remotesFile) &&
    Object.values(JSON.parse(fs.readFileSync(remotesFile, 'utf8'))).every(
      (url) => typeof url === 'string' && url.startsWith('/remotes/') && fs.existsSync(path.join(shellDir, dir, url)),
    );
  if (!ok) failed += 1;
  console.log(`${ok ? 'ok' : 'FAILED'}: ${platform} carries the native web bundle with bundled remotes (${dir})`);
}
console.log(`mobile sync: ${checks.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
