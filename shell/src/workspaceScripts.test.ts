import fs from 'node:fs';
import path from 'node:path';

// `pnpm bench` (and start, size, dev) run every workspace package's script of that name, and one that names a
// missing file stops the whole run before the benches after it: after the kernel split, the platform's bench
// still named the sync bench that had moved to @nahtlos/testing, so `pnpm bench` never reached Lighthouse.
const repoRoot = path.resolve(__dirname, '../..');
const packageDirs = ['.', ...[...fs.readFileSync(path.join(repoRoot, 'pnpm-workspace.yaml'), 'utf8').matchAll(/^ {2}- (\S+)$/gm)].map((match) => match[1])];

/** Files a script runs with node or tsx: `node a.mjs && tsx b.ts` → ['a.mjs', 'b.ts']. */
function filesRunBy(script: string): string[] {
  return [...script.matchAll(/\b(?:node|tsx)\s+(?:--\S+\s+)*([\w./-]+\.(?:m?js|cjs|ts))\b/g)].map((match) => match[1]);
}

/** A compiled file (`host/dist/startAll.js`) is checked by its source (`host/src/startAll.ts`): the tests run before the build. */
const sourceOf = (file: string) => file.replace(/(^|\/)dist\/(.+)\.js$/, '$1src/$2.ts');

describe('workspace scripts', () => {
  it('finds the workspace packages', () => {
    expect(packageDirs).toEqual(expect.arrayContaining(['shell', 'server', 'e2e', 'shared-kernel/platform', 'shared-kernel/testing']));
  });

  it('reads the files a script runs', () => {
    expect(filesRunBy('node ../e2e/bench/lighthouse.mjs && node ../e2e/bench/photo.mjs')).toEqual(['../e2e/bench/lighthouse.mjs', '../e2e/bench/photo.mjs']);
    expect(filesRunBy('tsx content/scripts/build.ts && tsx src/main.ts')).toEqual(['content/scripts/build.ts', 'src/main.ts']);
    expect(filesRunBy('webpack serve --mode development')).toEqual([]);
    expect(sourceOf('host/dist/startAll.js')).toBe('host/src/startAll.ts');
  });

  it.each(packageDirs)('%s: every file its scripts run exists', (dir) => {
    const { scripts = {} } = JSON.parse(fs.readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
    const missing = Object.entries(scripts).flatMap(([name, script]) =>
      filesRunBy(script)
        .map(sourceOf)
        .filter((file) => !fs.existsSync(path.join(repoRoot, dir, file)))
        .map((file) => `${name}: ${file}`),
    );
    expect(missing).toEqual([]);
  });
});
