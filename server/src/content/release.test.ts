import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RELEASE_DIR, releaseFiles } from '../../content/lib/media';
import { BUILD_COMMAND, ContentReleaseError, inspectRelease, readContentRelease } from './release';

// The real release folder is built by the jest globalSetup; the broken ones are temporary copies.
const folders: string[] = [];
const folder = (fill: (files: ReturnType<typeof releaseFiles>) => void = () => undefined) => {
  const dir = mkdtempSync(join(tmpdir(), 'nahtlos-release-'));
  folders.push(dir);
  fill(releaseFiles(dir));
  return dir;
};
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const built = releaseFiles(RELEASE_DIR);

describe('the content release folder the server publishes', () => {
  it('is current after the build: the catalogue and its hash', () => {
    const release = readContentRelease();
    expect(release.catalogue.sewingPatterns.length).toBeGreaterThan(0);
    expect(release.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is missing, stale or incomplete with a reason', () => {
    expect(inspectRelease(folder())).toEqual({ problem: expect.stringContaining('no built content') });
    const stale = folder((f) => {
      copyFileSync(built.catalogue, f.catalogue);
      writeFileSync(f.stamp, 'the hash of older sources');
    });
    expect(inspectRelease(stale)).toEqual({ problem: expect.stringContaining('older than its sources') });
    const withoutMedia = folder((f) => {
      copyFileSync(built.catalogue, f.catalogue);
      copyFileSync(built.stamp, f.stamp);
    });
    expect(inspectRelease(withoutMedia)).toEqual({ problem: expect.stringMatching(/^\d+ media files .* are missing/) });
  });

  it('names the build command when it cannot be published', () => {
    const empty = folder();
    expect(() => readContentRelease(empty)).toThrow(ContentReleaseError);
    expect(() => readContentRelease(empty)).toThrow(BUILD_COMMAND);
  });

  it('stops the server at start, one line naming the command, before it opens its data folder', () => {
    const dataDir = join(folder(), 'data');
    const run = spawnSync(process.execPath, [require.resolve('tsx/cli'), join(__dirname, '..', 'main.ts')], {
      env: { ...process.env, NODE_OPTIONS: '', CONTENT_RELEASE_DIR: folder(), DATA_DIR: dataDir, PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringContaining(`Run \`${BUILD_COMMAND}\``)]);
    expect(existsSync(dataDir)).toBe(false);
  }, 60_000);
});
