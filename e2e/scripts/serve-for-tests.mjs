// Starts the whole app for the e2e run: the built remotes are copied into e2e/.serve so a test
// can redeploy one of them, remotes.json is a copy the tests may edit, and the provider server
// gets a fresh embedded database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remotes } from '../../shared-kernel/build/apps.cjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serveRoot = path.join(repoRoot, 'e2e/.serve');

fs.rmSync(serveRoot, { recursive: true, force: true });
for (const { dir } of remotes) {
  const built = path.join(repoRoot, dir, 'dist');
  if (!fs.existsSync(path.join(built, 'mf-manifest.json'))) {
    console.error(`${dir} is not built: run \`pnpm build\` first`);
    process.exit(1);
  }
  fs.cpSync(built, path.join(serveRoot, dir, 'dist'), { recursive: true });
}
fs.copyFileSync(path.join(repoRoot, 'shell/remotes.json'), path.join(serveRoot, 'remotes.json'));

// what `pnpm serve` runs (the root package.json's `serve` script: `node <script>`)
const serveCommand = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).scripts.serve;
const serveScript = /^node (\S+)$/.exec(serveCommand.trim())?.[1];
if (!serveScript) {
  console.error(`pnpm serve runs "${serveCommand}": expected "node <script>"`);
  process.exit(1);
}
const child = spawn(process.execPath, [path.join(repoRoot, serveScript)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    REMOTES_ROOT: serveRoot,
    REMOTES_JSON: path.join(serveRoot, 'remotes.json'),
    DATA_DIR: path.join(serveRoot, 'data'),
    RATE_LIMIT_FACTOR: process.env.RATE_LIMIT_FACTOR ?? '50',
    // warnings and errors only: a request line each would bury the test report
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
