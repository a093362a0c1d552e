/**
 * Issue 37, must show 4: the host renders with each remote's server entry as deployed, read from the remote's
 * files at run time. mf-library alone is rebuilt with a changed German text and only its files are replaced: the
 * host's HTML shows the new text within seconds, nothing else rebuilt or restarted. A server entry that throws,
 * or none at all, still gets the page answered with 200: the remote's element is left empty and the browser
 * renders the page. The builds come from copies of mf-library (support/remoteVariant.ts), built once each.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deployRemote, remoteDirs, repoRoot, servedDist, type RemoteName } from '../support/deployment';
import { publishedContent } from '../support/content';
import { buildRemoteVariant, fingerprint, removeVariants } from '../support/remoteVariant';
import { appMarkup, appsStarted, servedHtml, textOf } from '../support/serverRendering';
import { expect, test } from '../support/test';
import type { APIRequestContext } from '@playwright/test';

const REMOTE: RemoteName = 'mf_library';
const dir = remoteDirs[REMOTE];
const run = Date.now().toString(36);

/** The lead line of /patterns, as the remote's own texts say it (and the changed one). */
const introPattern = /(\n\s*intro: ')([^']+)(')/;
const stringsFile = 'src/strings/library.ts';
const intro = introPattern.exec(fs.readFileSync(path.join(repoRoot, dir, stringsFile), 'utf8'))![2]!;
const changedIntro = `${intro} Frisch ausgeliefert.`;

const builds = { changed: '', throwing: '' };
let original = '';
let untouched: Record<string, Record<string, string>> = {};

/** The served files of every app but mf-library, the host's and the shell's builds, and the repository's dist folders. */
function otherDists(): string[] {
  const others = (Object.keys(remoteDirs) as RemoteName[]).filter((name) => name !== REMOTE).map(servedDist);
  return [path.join(repoRoot, 'shell/dist'), path.join(repoRoot, 'host/dist'), ...others, ...Object.values(remoteDirs).map((remoteDir) => path.join(repoRoot, remoteDir, 'dist'))].filter(
    (folder) => fs.existsSync(folder),
  );
}

/** The text of mf-library's element in the page the host sends for `route` (no JavaScript). */
async function libraryText(request: APIRequestContext, route: string): Promise<string> {
  return textOf(appMarkup((await servedHtml(request, route)).html, 'mf_library') ?? '');
}

test.describe("mf-library's server entry, deployed on its own", () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    original = fs.mkdtempSync(path.join(os.tmpdir(), 'library-served-'));
    fs.cpSync(servedDist(REMOTE), original, { recursive: true });
    untouched = Object.fromEntries(otherDists().map((folder) => [folder, fingerprint(folder)]));
    try {
      builds.changed = await buildRemoteVariant(dir, 'library-text', {
        label: `text-${run}`,
        remoteFiles: { [stringsFile]: (text) => text.replace(introPattern, `$1${changedIntro}$3`) },
      });
      builds.throwing = await buildRemoteVariant(dir, 'library-throws', {
        label: `throws-${run}`,
        remoteFiles: {
          'src/server.tsx': (text) =>
            text.replace(/export const serverRender = [^;]+;/, "export const serverRender = (): never => {\n  throw new Error('e2e: this server entry throws');\n};"),
        },
      });
    } catch (error) {
      removeVariants();
      throw error;
    }
  });

  test.afterEach(async ({ request }) => {
    deployRemote(REMOTE, original);
    // the host has the original back before the next test (it reads the entry anew within seconds)
    await expect.poll(() => libraryText(request, '/patterns'), { timeout: 30_000 }).toContain(intro);
    await expect.poll(() => libraryText(request, '/patterns'), { timeout: 30_000 }).not.toContain(changedIntro);
  });

  test.afterAll(() => {
    removeVariants();
    if (original) fs.rmSync(original, { recursive: true, force: true });
  });

  test('a changed German text is in the HTML once only its files are replaced; nothing else rebuilt or restarted', async ({ page, request }) => {
    await expect.poll(() => libraryText(request, '/patterns'), { timeout: 20_000 }).toContain(intro);
    expect(fs.existsSync(path.join(builds.changed, 'server/remoteEntry.js')), 'the variant has its server entry').toBe(true);

    deployRemote(REMOTE, builds.changed);
    // the host reads the redeployed entry within seconds, without a restart
    await expect.poll(() => libraryText(request, '/patterns'), { timeout: 30_000, intervals: [250, 500, 1_000] }).toContain(changedIntro);
    expect((await servedHtml(request, '/patterns')).status).toBe(200);

    // the browser hydrates it with the same build's code: the new text, no mismatch
    const mismatches: string[] = [];
    page.on('console', (message) => {
      if (/did not match|hydrat/i.test(message.text())) mismatches.push(message.text());
    });
    await page.goto('/patterns');
    await appsStarted(page);
    await expect(page.getByText(changedIntro, { exact: true })).toBeVisible();
    expect(mismatches).toEqual([]);

    for (const [folder, before] of Object.entries(untouched)) expect(fingerprint(folder), folder).toEqual(before);
    expect(fs.readFileSync(path.join(repoRoot, dir, stringsFile), 'utf8')).toContain(`intro: '${intro}'`);
  });

  test('a server entry that throws: the page still answers 200, the element is empty, the browser renders it', async ({ page, request }) => {
    const { sewingPatterns } = await publishedContent(request);
    deployRemote(REMOTE, builds.throwing);
    await expect.poll(async () => (appMarkup((await servedHtml(request, '/patterns')).html, 'mf_library') ?? 'missing').trim(), { timeout: 30_000 }).toBe('');
    for (const route of ['/patterns', '/fabrics', '/']) {
      const { status, html } = await servedHtml(request, route);
      expect(status, route).toBe(200);
      expect(appMarkup(html, 'mf_library')?.trim(), route).toBe('');
      // the rest of the page is the host's as always: the frame's tab bar is rendered
      expect(textOf(appMarkup(html, 'frame') ?? ''), route).toContain('Stoffe');
    }

    await page.goto('/patterns');
    await appsStarted(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Schnittmuster' })).toBeVisible();
    await expect(page.getByText(changedIntro)).toHaveCount(0);
    await expect(page.getByText(intro, { exact: true })).toBeVisible();
    await expect(page.getByText(sewingPatterns[0]!.name).first()).toBeVisible();
  });

  test('no server entry at all: the page still answers 200 and the browser renders it', async ({ page, request }) => {
    fs.rmSync(path.join(servedDist(REMOTE), 'server'), { recursive: true, force: true });
    await expect.poll(async () => (appMarkup((await servedHtml(request, '/fabrics')).html, 'mf_library') ?? 'missing').trim(), { timeout: 30_000 }).toBe('');
    expect((await servedHtml(request, '/fabrics')).status).toBe(200);
    await page.goto('/fabrics');
    await appsStarted(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Stoffbibliothek' })).toBeVisible();
    await expect.poll(() => page.locator('.nt-fabric-card').count()).toBeGreaterThan(6);
  });
});
