import fs from 'node:fs';
import path from 'node:path';
import { appContentSecurityPolicy, originsOf } from '../src/security';

const repo = path.join(__dirname, '../..');

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
