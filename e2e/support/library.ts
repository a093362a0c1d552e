/** Helpers of the library journeys (mf-library). */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { repoRoot } from './deployment';

const catalogueFile = path.join(repoRoot, 'server/content/dist/catalogue.json');
const mediaRoot = path.join(repoRoot, 'server/content/media');
const contentPaths = /\/api\/app\/(sewing-patterns|fabrics|materials|inspirations)(\/[^/?]+)?(\?.*)?$/;

/**
 * The journeys need published content. A fresh e2e database may have no release yet: then — and only
 * then — the content endpoints are answered from the built catalogue on disk (the bytes a release
 * would serve). Everything else stays on the real server.
 */
export async function ensureLibraryContent(context: BrowserContext, baseURL: string): Promise<'server' | 'catalogue'> {
  const response = await context.request.get(`${baseURL}/api/app/fabrics`);
  const body = response.ok() ? await response.json() : { data: [] };
  if (Array.isArray(body.data) && body.data.length > 0) return 'server';
  if (!fs.existsSync(catalogueFile)) throw new Error('No published content and no built catalogue: run `pnpm --filter @nahtlos/server content:build`.');
  const catalogue = JSON.parse(fs.readFileSync(catalogueFile, 'utf8'));
  const meta = { publishedAt: '2026-01-01T00:00:00.000Z' };
  const answers: Record<string, unknown> = {
    '/api/app/sewing-patterns': { data: catalogue.sewingPatterns, meta, legacy: catalogue.legacy },
    '/api/app/fabrics': { data: catalogue.fabrics, meta },
    '/api/app/materials': { data: catalogue.materials, meta },
    '/api/app/inspirations': { data: catalogue.inspirations, meta },
  };
  await context.route(contentPaths, (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.get('meta') === 'true') return route.fulfill({ json: { meta } });
    const single = /^\/api\/app\/inspirations\/([^/]+)$/.exec(url.pathname);
    if (single) {
      const found = catalogue.inspirations.find((item: { id: string }) => item.id === single[1]);
      return found ? route.fulfill({ json: { data: found } }) : route.fulfill({ status: 404, json: { error: 'Not found' } });
    }
    const answer = answers[url.pathname];
    return answer ? route.fulfill({ json: answer }) : route.continue();
  });
  await context.route(/\/media\/content\/[a-z0-9.-]+$/, (route) => {
    const rel = new URL(route.request().url()).pathname.replace(/^\/media\//, '');
    const file = path.join(mediaRoot, rel);
    if (!file.startsWith(mediaRoot) || !fs.existsSync(file)) return route.fulfill({ status: 404 });
    const type = file.endsWith('.svg') ? 'image/svg+xml' : file.endsWith('.png') ? 'image/png' : 'image/jpeg';
    return route.fulfill({ body: fs.readFileSync(file), contentType: type, headers: { 'cache-control': 'public, max-age=31536000, immutable' } });
  });
  return 'catalogue';
}

/** External sites are never contacted: the shop and the provider's site answer with a stub page. */
export async function stubExternalSites(context: BrowserContext) {
  await context.route(/^https:\/\/([a-z]+\.)?nahtlos\.de\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>Stub</title><h1>${route.request().url()}</h1>` }),
  );
}

/** axe: no serious or critical violations (WCAG 2.1 A/AA). */
export async function expectNoSeriousA11yViolations(page: Page, label: string) {
  // page transitions fade in: check the settled page, not a half-transparent one
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    bad.map((violation) => `${label}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

export const pageTitle = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
