import { shellOrigin } from './support/origins';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/browser';

// End-to-end journeys against the real production builds and the real provider server.
// `pnpm test` builds everything first; the web server below serves copies of the builds so a
// test can redeploy one remote without touching the others.
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: shellOrigin,
    launchOptions: chromiumLaunchOptions,
    locale: 'de-DE',
    viewport: { width: 390, height: 844 },
    trace: 'retain-on-failure',
    // the web's service worker would answer requests that tests stub with page.route or replace on disk
    // (redeploys); only the offline-reload tests allow it (test.use({ serviceWorkers: 'allow' }))
    serviceWorkers: 'block',
  },
  webServer: {
    command: 'node scripts/serve-for-tests.mjs',
    // through the shell's proxy to the provider server, which answers only after publishing its content
    url: `${shellOrigin}/api/app/sewing-patterns?meta=true`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
