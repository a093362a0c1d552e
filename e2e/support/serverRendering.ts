/**
 * The page as the host serves it (issue 37): single-spa-layout's server layout puts each active application's
 * server-rendered markup into `<div id="single-spa-application:NAME">`, and the state of every rendered app's
 * scope into `<script type="application/json" id="nahtlos-state">`. Helpers to read both from the HTML, and to
 * tell when the browser's apps have taken the page over.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** CSS selector of an application's element (single-spa-layout's id has a colon: matched as an attribute). */
export const appSelector = (name: string) => `[id="single-spa-application:${name}"]`;

export const appElement = (page: Page, name: string) => page.locator(appSelector(name));

/** The page's HTML as a browser without JavaScript gets it (status and text). */
export async function servedHtml(request: APIRequestContext, route: string, headers: Record<string, string> = {}) {
  const response = await request.get(route, { headers: { Accept: 'text/html', ...headers }, maxRedirects: 0 });
  return { status: response.status(), html: await response.text(), headers: response.headers() };
}

/**
 * The page's HTML once the host has rendered `app` into it. The host loads a server entry on its first page and
 * leaves a render that misses its time budget to the browser: a page right after a start or a redeploy, or on a busy
 * machine, may come without the app's markup. Asks again (bounded) until the markup is there.
 */
export async function renderedHtml(request: APIRequestContext, route: string, app: string, headers: Record<string, string> = {}) {
  let served = await servedHtml(request, route, headers);
  await expect
    .poll(
      async () => {
        served = await servedHtml(request, route, headers);
        return (appMarkup(served.html, app) ?? '').trim().length;
      },
      { timeout: 20_000, message: `${route}: the host renders ${app}` },
    )
    .toBeGreaterThan(0);
  return served;
}

/** Index just past the `</div>` that closes the `<div` opened at `start` (React's markup is well formed). */
function closingDiv(html: string, start: number): number {
  const tags = /<div\b|<\/div>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return tag.index + tag[0].length;
  }
  throw new Error(`the div at ${start} is never closed`);
}

/** The markup inside an application's element in served HTML; null when the page has no such element. */
export function appMarkup(html: string, name: string): string | null {
  const opening = new RegExp(`<div id="single-spa-application:${name}"[^>]*>`).exec(html);
  if (!opening) return null;
  const end = closingDiv(html, opening.index);
  return html.slice(opening.index + opening[0].length, end - '</div>'.length);
}

/** The text of markup as a reader sees it (tags and React's `<!-- -->` separators gone, entities decoded). */
export function textOf(markup: string): string {
  return markup
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const STATE_SCRIPT = /<script[^>]*\bid="nahtlos-state"[^>]*>([\s\S]*?)<\/script>/;

/** The state the page carries (`#nahtlos-state`), parsed; fails the test when it is missing or no JSON object. */
export function pageState(html: string): Record<string, unknown> {
  const script = STATE_SCRIPT.exec(html);
  expect(script, 'the page carries <script id="nahtlos-state">').not.toBeNull();
  expect(script![0], 'the state is JSON data, not a script').toMatch(/type="application\/json"/);
  const state: unknown = JSON.parse(script![1]!);
  expect(typeof state === 'object' && state !== null && !Array.isArray(state), 'the state is an object').toBe(true);
  return state as Record<string, unknown>;
}

/**
 * Every page of this test's browser as the host sends it when the server entries fail: the apps' elements empty and
 * an empty `#nahtlos-state`, so the browser renders and loads everything itself. Done in the page once the HTML is
 * parsed, before the shell's deferred scripts run (a document fulfilled by the test would lose the page's
 * loopback address space, and Chromium would then refuse the remotes on localhost).
 */
export async function serveClientRendered(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      document.querySelectorAll('[id^="single-spa-application:"]').forEach((app) => app.replaceChildren());
      const state = document.getElementById('nahtlos-state');
      if (state) state.textContent = '{}';
    });
  });
}

/**
 * Waits until every application in the page has been taken over by its app in the browser: React has a root in
 * its element and owns the element's first child (hydrated or rendered afresh). Before that the server's markup
 * is visible but nothing reacts (going offline then would cut the apps' own loading).
 */
export async function appsStarted(page: Page) {
  await page.waitForFunction(
    () => {
      const owns = (node: Element | null, prefix: string) => node !== null && Object.keys(node).some((key) => key.startsWith(prefix));
      const apps = Array.from(document.querySelectorAll('[id^="single-spa-application:"]'));
      return (
        apps.length > 0 &&
        apps.every((app) => {
          const root = [app, ...Array.from(app.querySelectorAll('*'))].find((node) => owns(node, '__reactContainer$'));
          // (stylesheet links React 19 writes beside the markup are hoisted resources, never hydrated as elements)
          const elements = Array.from(root?.children ?? []).filter((child) => !['LINK', 'STYLE', 'SCRIPT'].includes(child.tagName));
          return root !== undefined && (elements.length === 0 || owns(elements[0]!, '__reactFiber$'));
        })
      );
    },
    undefined,
    { timeout: 20_000 },
  );
}

/** The content lists the platform loads (SPEC section 7), by their API path. */
export const CONTENT_LISTS = ['fabrics', 'materials', 'sewing-patterns', 'inspirations'] as const;

/** Whether a request asks for a content list (in full or its `meta=true` update check). */
export function isContentListRequest(url: string): boolean {
  const parsed = new URL(url);
  const list = /^\/api\/app\/([a-z-]+)$/.exec(parsed.pathname)?.[1];
  return list !== undefined && (CONTENT_LISTS as readonly string[]).includes(list);
}
