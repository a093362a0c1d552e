/**
 * Must-show 1 (issue 15): one remote is rebuilt and redeployed on its own — with a changed German text
 * and a changed UI kit component — and the browser shows both after a reload while nothing else was
 * rebuilt; a remote built against a newer minor of the platform runs; one built against another
 * platform major is not mounted: its area shows the German notice and the rest of the app keeps working.
 * The builds come from copies of mf-profile (support/remoteVariant.ts), built once each before the tests.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { deployRemote, remoteDirs, remotePorts, repoRoot, servedDist, type RemoteName } from '../support/deployment';
import { buildRemoteVariant, fingerprint, removeVariants } from '../support/remoteVariant';
import { appElement, appMarkup, appSelector, servedHtml, textOf } from '../support/serverRendering';
import { expect, test } from '../support/test';

const REMOTE: RemoteName = 'mf_profile';
const dir = remoteDirs[REMOTE];
const platformVersion: string = JSON.parse(fs.readFileSync(path.join(repoRoot, 'shared-kernel/platform/package.json'), 'utf8')).version;
const [major, minor] = platformVersion.split('.').map(Number);
const run = Date.now().toString(36);

/** The profile teaser's headline, as the remote's own texts say it (and the changed one). */
const teaserPattern = /(\n\s*teaser: ')([^']+)(')/;
const teaser = teaserPattern.exec(fs.readFileSync(path.join(repoRoot, dir, 'src/strings/profile.ts'), 'utf8'))![2];
const changedTeaser = `${teaser} Jetzt neu ausgeliefert.`;

const builds: Record<'changed' | 'newerMinor' | 'otherMajor', string> = { changed: '', newerMinor: '', otherMajor: '' };
let original = '';
let untouched: Record<string, Record<string, string>> = {};

/** The served files of every app except the redeployed remote, and the repository's own dist folders. */
function otherDists(): string[] {
  const others = (Object.keys(remoteDirs) as RemoteName[]).filter((name) => name !== REMOTE).map(servedDist);
  return [path.join(repoRoot, 'shell/dist'), ...others, ...Object.values(remoteDirs).map((remoteDir) => path.join(repoRoot, remoteDir, 'dist'))];
}

const platformEntry = (dist: string) =>
  JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')).shared.find((entry: { name: string }) => entry.name === '@nahtlos/platform');

const teaserSection = (page: Page) => page.locator(`${appSelector('mf_profile')} .pf-teaser`);
/** The build label the profile carries in its markup (data-build, NAHTLOS_BUILD of its build; not shown to users). */
const profileBuild = (page: Page, label: string) => page.locator(`${appSelector('mf_profile')} [data-build="${label}"]`);

test.describe('a remote is deployed on its own, against the platform it was built for', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    original = fs.mkdtempSync(path.join(os.tmpdir(), 'profile-served-'));
    fs.cpSync(servedDist(REMOTE), original, { recursive: true });
    untouched = Object.fromEntries(otherDists().map((folder) => [folder, fingerprint(folder)]));
    try {
      builds.changed = await buildRemoteVariant(dir, 'changed', {
        label: `text-und-kit-${run}`,
        remoteFiles: { 'src/strings/profile.ts': (text) => text.replace(teaserPattern, `$1${changedTeaser}$3`) },
        // the kit's AccentButton (the teaser's 'Einloggen' and 'Profil anlegen') gets an arrow
        kitFiles: { 'src/AccentButton.tsx': (text) => text.replaceAll('{children}', '{children} →') },
      });
      builds.newerMinor = await buildRemoteVariant(dir, 'newer-minor', { label: `minor-${run}`, platformVersion: `${major}.${minor + 1}.0` });
      builds.otherMajor = await buildRemoteVariant(dir, 'other-major', { label: `major-${run}`, platformVersion: `${major + 1}.0.0` });
    } catch (error) {
      removeVariants();
      throw error;
    }
  });

  test.afterEach(() => {
    deployRemote(REMOTE, original);
  });

  test.afterAll(() => {
    removeVariants();
    if (original) fs.rmSync(original, { recursive: true, force: true });
  });

  test('the redeployed remote shows its changed text and kit component; nothing else was rebuilt', async ({ page }) => {
    await page.goto('/profile');
    await expect(teaserSection(page).getByRole('heading', { name: teaser, exact: true })).toBeVisible();
    await expect(teaserSection(page).getByRole('link', { name: 'Einloggen', exact: true })).toBeVisible();

    expect(platformEntry(builds.changed)).toMatchObject({ version: platformVersion, requiredVersion: `^${major}.0.0` });
    deployRemote(REMOTE, builds.changed);
    await page.reload();
    await expect(profileBuild(page, `text-und-kit-${run}`)).toHaveCount(1);
    await expect(teaserSection(page).getByRole('heading', { name: changedTeaser, exact: true })).toBeVisible();
    await expect(teaserSection(page).getByRole('link', { name: 'Einloggen →', exact: true })).toBeVisible();
    await expect(teaserSection(page).getByRole('link', { name: 'Profil anlegen →', exact: true })).toBeVisible();
    // the host renders the page with the redeployed remote's server entry too
    await expect.poll(async () => textOf(appMarkup((await servedHtml(page.request, '/profile')).html, 'mf_profile') ?? ''), { timeout: 30_000 }).toContain(changedTeaser);
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Stoffe', exact: true })).toBeVisible();

    for (const [folder, before] of Object.entries(untouched)) expect(fingerprint(folder), folder).toEqual(before);
    // and the real sources are as they were
    expect(fs.readFileSync(path.join(repoRoot, dir, 'src/strings/profile.ts'), 'utf8')).toContain(`teaser: '${teaser}'`);
    expect(fs.readFileSync(path.join(repoRoot, 'shared-kernel/ui/src/AccentButton.tsx'), 'utf8')).not.toContain('{children} →');
  });

  test('a remote built against a newer minor of the platform runs', async ({ page }) => {
    expect(platformEntry(builds.newerMinor)).toMatchObject({ version: `${major}.${minor + 1}.0`, requiredVersion: `^${major}.0.0` });
    deployRemote(REMOTE, builds.newerMinor);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Dein Profil' })).toBeVisible();
    await expect(profileBuild(page, `minor-${run}`)).toHaveCount(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a remote built against another platform major shows the German notice; the frame and the other remotes keep working', async ({ page, request }) => {
    expect(platformEntry(builds.otherMajor)).toMatchObject({ version: `${major + 1}.0.0`, requiredVersion: `^${major + 1}.0.0` });
    deployRemote(REMOTE, builds.otherMajor);
    // the host does not run the remote's server entry: the page it sends has the German notice in the remote's place
    await expect
      .poll(async () => textOf(appMarkup((await servedHtml(request, '/profile')).html, 'mf_profile') ?? ''), { timeout: 30_000 })
      .toContain('Dieser Bereich braucht eine neuere Version der App.');
    const served = await servedHtml(request, '/profile');
    expect(served.status).toBe(200);
    expect(appMarkup(served.html, 'mf_profile')).not.toContain(`major-${run}`);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const remoteCode: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`http://localhost:${remotePorts[REMOTE]}/`) && request.url().endsWith('.js')) remoteCode.push(request.url());
    });

    await page.goto('/profile');
    const notice = appElement(page, 'mf_profile').getByRole('alert');
    await expect(notice.getByRole('heading', { level: 1, name: 'Dieser Bereich braucht eine neuere Version der App.' })).toBeVisible();
    await expect(notice).toContainText('Lade die Seite neu oder aktualisiere die App.');
    // the notice is in the served page before any script runs: the browser shell's own check is awaited (its logged error)
    await expect
      .poll(() => errors.some((text) => text.includes('mf_profile') && text.includes(`^${major + 1}.0.0`) && text.includes(platformVersion)))
      .toBe(true);
    await expect(profileBuild(page, `major-${run}`)).toHaveCount(0);
    expect(remoteCode, 'none of the incompatible remote\'s code is loaded').toEqual([]);

    // 'Neu laden' reloads the page; the remote is still too new for this shell, so the notice is back
    await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Neu laden' }).click()]);
    await expect(page.getByRole('heading', { level: 1, name: 'Dieser Bereich braucht eine neuere Version der App.' })).toBeVisible();

    // another remote through the frame's tab bar
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Stoffe', exact: true }).click();
    await expect(page).toHaveURL(/\/fabrics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Stoffbibliothek' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // and back: the notice again, not a broken page
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Profil', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dieser Bereich braucht eine neuere Version der App.' })).toBeVisible();
  });
});
