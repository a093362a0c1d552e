import fs from 'node:fs';
import path from 'node:path';
import { noticeHtml, noticeTexts } from '../src/render/notice';
import { checkRemotePlatform } from '../src/render/platform';
import { appContentSecurityPolicy, originsOf } from '../src/security';

const repo = path.join(__dirname, '../..');
const manifest = (version: string | null, requiredVersion?: string) => ({
  shared: version === null ? [] : [{ name: '@nahtlos/platform', version, ...(requiredVersion === undefined ? {} : { requiredVersion }) }],
});

describe('the platform check (semver)', () => {
  const cases: Array<[string | null, string | undefined, string, boolean, boolean]> = [
    ['2.9.0', '^2.0.0', '2.9.0', true, false],
    ['2.10.0', '^2.0.0', '2.9.0', true, false], // a newer minor runs (minors are additive)
    ['2.1.0', '^2.0.0', '2.9.0', true, false],
    ['3.0.0', '^3.0.0', '2.9.0', false, true], // needs a newer app
    ['1.4.0', '^1.0.0', '2.9.0', false, false], // being updated
    ['2.9.0', '^2.10.0', '2.9.0', false, true],
    ['2.9.0', '2.9.0', '2.9.0', true, false],
    ['2.9.0', '2.9.1', '2.9.0', false, true],
    ['2.9.0', 'kaputt', '2.9.0', false, false],
    [null, undefined, '2.9.0', false, false],
    ['2.9.0', undefined, '2.9.0', true, false],
  ];
  it.each(cases)('built against %s requiring %s on %s', (built, required, loaded, compatible, needsNewer) => {
    const check = checkRemotePlatform(manifest(built, required), loaded);
    expect([check.compatible, check.needsNewerPlatform]).toEqual([compatible, needsNewer]);
  });

  it("decides like the browser shell's platformCompatibility.ts", async () => {
    const browser = await import('../../shell/src/platformCompatibility');
    for (const [built, required, loaded] of cases) {
      const { compatible, needsNewerPlatform } = browser.checkRemotePlatform(manifest(built, required), loaded);
      expect(checkRemotePlatform(manifest(built, required), loaded)).toMatchObject({ compatible, needsNewerPlatform });
    }
  });
});

describe('the German notice', () => {
  it("has @nahtlos/ui's texts", async () => {
    const { uiStrings } = await import('../../shared-kernel/ui/src/strings');
    expect(noticeTexts.needsNewerApp).toEqual({ title: uiStrings.frame.remoteNeedsNewerAppTitle, text: uiStrings.frame.remoteNeedsNewerAppText, button: uiStrings.frame.reload });
    expect(noticeTexts.updating).toEqual({ title: uiStrings.frame.remoteUpdatingTitle, text: uiStrings.frame.remoteUpdatingText, button: uiStrings.frame.retry });
    expect(noticeHtml('updating')).toContain('<main class="nt-page remote-fallback" data-notice="updating" role="alert">');
  });
});

describe('the configuration', () => {
  it("proxies the webpack config's API paths", () => {
    const webpackConfig = fs.readFileSync(path.join(repo, 'shared-kernel/build/webpack.cjs'), 'utf8');
    const config = fs.readFileSync(path.join(__dirname, '../src/config.ts'), 'utf8');
    const list = (source: string, pattern: RegExp) => pattern.exec(source)?.[1].replace(/\s/g, '');
    expect(list(config, /apiPaths = \[([^\]]*)\]/)).toBe(list(webpackConfig, /const API_PATHS = \[([^\]]*)\]/));
  });
});

describe('the CSP', () => {
  it('allows the remotes and the one nonce', () => {
    const origins = originsOf(JSON.stringify({ a: 'http://localhost:8081/mf-manifest.json', b: 'https://cdn.example/x/mf-manifest.json'}));
    expect(origins).toEqual(['http://localhost:8081', 'https://cdn.example']);
    const csp = appContentSecurityPolicy(origins, 'abc');
    expect(csp).toContain("script-src 'self' 'nonce-abc' http://localhost:8081 https://cdn.example;");
    expect(appContentSecurityPolicy([], undefined)).toContain("script-src 'self';");
    expect(originsOf('kaputt')).toEqual([]);
  });
});
