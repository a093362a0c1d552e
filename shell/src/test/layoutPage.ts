/**
 * The shell's page (src/index.html) as the browser gets it, for tests of the layout in jsdom: without a host (the
 * offline copy, the native app, the dev server) or as the host serves it (single-spa-layout's server layout: the route's
 * applications rendered into their elements, window.singleSpaLayoutData, the page state).
 */
import fs from 'node:fs';
import path from 'node:path';

const template = fs.readFileSync(path.join(__dirname, '../index.html'), 'utf8');

/** index.html parsed as a browser parses it. */
export const shellPage = (): Document => new DOMParser().parseFromString(template, 'text/html');

/** The page without a host: the layout's template, nothing rendered. */
export function pageWithoutHost(): void {
  document.body.innerHTML = shellPage().body.innerHTML;
  delete (window as { singleSpaLayoutData?: unknown }).singleSpaLayoutData;
}

/**
 * The page as the host serves it: the route's remote (`remote`, its `markup`) and the frame (`frame`) rendered into the
 * layout's elements, the state fragment written.
 */
export function pageFromHost({ remote, markup, frame = '', state }: { remote: string; markup: string; frame?: string; state?: Record<string, unknown> }): void {
  const page = shellPage();
  const stateScript = state ? `<script id="nahtlos-state" type="application/json">${JSON.stringify(state)}</script>` : '';
  const rendered =
    `<div id="page-root"><div id="single-spa-application:${remote}" class="app-container">${markup}</div></div>` +
    `<div id="frame-root"><div id="single-spa-application:frame">${frame}</div></div>`;
  page.querySelector('fragment[name="state"]')?.replaceWith(page.createRange().createContextualFragment(stateScript));
  document.body.innerHTML = rendered + page.body.innerHTML;
  (window as { singleSpaLayoutData?: unknown }).singleSpaLayoutData = { props: {} };
}
