// A page: single-spa-layout's server layout of the shell's template (shell/dist/index.html), each active application
// rendered by its own server entry, their state in the `state` fragment, the route remote's assets and remotes.json in
// <assets>. An application whose entry is missing, throws or misses its budget is left to the browser (and logged).
import { stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { PassThrough, type Readable } from 'node:stream';
import type { ServerResponse } from 'node:http';
import { constructServerLayout, sendLayoutHTTPResponse } from 'single-spa-layout/server';
import { contentReader } from './content.js';
import { earlyTapsTag } from './earlyTaps.js';
import type { ContentAnswers, ServerEntry, ServerRenderResult } from '@nahtlos/contract/serverRender';
import { serverContainers } from './containers.js';
import { renderCache } from './renderCache.js';
import { manifestReader, remoteAssetTags, stylesheetReader } from './manifests.js';
import { checkRemotePlatform } from '@nahtlos/contract/platformCompatibility';

export interface PageOptions {
  /** the shell's built folder: index.html (the layout template) and server/remoteEntry.js (the frame's entry) */
  shellDist: string;
  /** the API's origin, for the content lists (none: pages render without content) */
  upstream?: string;
  /** time an application's server entry has for its part of a page, ms (a client-rendered page costs a phone more) */
  budgetMs?: number;
  checkMs?: number;
  /** whether an application's pages show the published content (only those are given it, so only they carry it) */
  showsContent?: (app: string) => boolean;
}

export type PageRequest = { url: string; personalDevice: boolean; nonce: string; remotes: Record<string, string> };

const EMPTY: ServerRenderResult = { html: '', state: {} };
const FRAME = 'frame'; // the shell's own application; its server entry is the container `shell`

const serverEntry = (manifestUrl: string) => new URL('server/remoteEntry.js', manifestUrl).href;

/** Inert JSON for the browser that cannot end its element (`<` as \u003c). */
const jsonTag = (id: string, value: unknown) => `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

export function pageRenderer({ shellDist, upstream, budgetMs = 1000, checkMs, showsContent = () => true }: PageOptions) {
  const layoutFile = `${shellDist}/index.html`;
  const frameEntry = pathToFileURL(`${shellDist}/server/remoteEntry.js`).href;
  const load = serverContainers({ checkMs });
  const manifest = manifestReader();
  const stylesheet = stylesheetReader();
  const readContent = upstream ? contentReader(upstream) : async () => null;
  const kept = renderCache();
  let parsed: { key: string; layout: ReturnType<typeof constructServerLayout> } | undefined;
  const frame = () => load('shell', frameEntry);

  /** The layout of the template as it is now (parsed again when the file changed). */
  async function layout() {
    const key = await stat(layoutFile).then(({ size, mtimeMs }) => `${size}-${mtimeMs}`);
    if (parsed?.key !== key) parsed = { key, layout: constructServerLayout({ filePath: layoutFile }) };
    return parsed.layout;
  }

  /** `render` within the budget, timed; what fails is logged with its reason and left to the browser. */
  async function withinBudget(app: string, render: () => Promise<ServerRenderResult | null>): Promise<ServerRenderResult> {
    const started = performance.now();
    const late = sleep(budgetMs, null, { ref: false }).then(() => Promise.reject(new Error(`no answer within ${budgetMs} ms`)));
    try {
      return (await Promise.race([render(), late])) ?? EMPTY;
    } catch (error) {
      console.warn(`[host] ${app} rendered in the browser (${Math.round(performance.now() - started)} ms): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      return EMPTY;
    }
  }

  /** One application: its assets at once, its markup and state once rendered. */
  function application(app: string, request: PageRequest, lists: Promise<ContentAnswers | null>) {
    const manifestUrl = app === FRAME ? null : (request.remotes[app] ?? null);
    // the platform check (against the shell's platform) before anything of the remote is loaded or preloaded
    const check = manifestUrl
      ? Promise.all([manifest(manifestUrl), frame()]).then(([read, shell]) => (read ? { read, ...checkRemotePlatform(read, shell.platformVersion) } : null))
      : Promise.resolve(null);
    // only an app that shows the published content waits for it (its budget starts then): the others render at once
    const shown = app !== FRAME && showsContent(app) ? lists : Promise.resolve(null);
    const rendered = shown.then((content) => {
      const props = { url: request.url, content, personalDevice: request.personalDevice, api: upstream ?? null };
      const render = (entry: ServerEntry) => kept(`${app} ${request.url} ${request.personalDevice}`, [entry, content], () => entry.serverRender(props));
      return withinBudget(app, async () => {
        if (app === FRAME) return render(await frame());
        if (!manifestUrl) throw new Error('not in remotes.json');
        const platform = await check;
        if (!platform) throw new Error(`${manifestUrl} not readable`);
        if (!platform.compatible) return { html: (await frame()).remoteFallbackHtml?.(platform.needsNewerPlatform ? 'needsNewerApp' : 'updating') ?? '', state: {} };
        return render(await load(app, serverEntry(manifestUrl)));
      });
    });
    const assets =
      app === FRAME
        ? jsonTag('remotes', request.remotes) // remotes.json for the browser shell (shell/src/remotes.ts)
        : check.then((platform) => (platform?.compatible && manifestUrl ? remoteAssetTags(platform.read, manifestUrl, stylesheet) : ''), () => '');
    return { assets, rendered };
  }

  /** Loads every server entry when the host starts (a container's first load, 60–400 ms, exceeds a page's budget). */
  async function prepare(remotes: Record<string, string>): Promise<void> {
    const loads = [frame(), ...Object.entries(remotes).map(([app, manifestUrl]) => load(app, serverEntry(manifestUrl)))];
    for (const result of await Promise.allSettled(loads)) if (result.status === 'rejected') console.warn(`[host] a server entry could not be loaded yet: ${String(result.reason)}`);
  }

  /** The page for `request`: its headers (from the layout) and its body, streamed as the applications answer. */
  async function renderPage(request: PageRequest): Promise<{ headers: Record<string, string>; body: Readable }> {
    const serverLayout = await layout();
    const lists = readContent();
    const states: Promise<ServerRenderResult>[] = [];
    const headers: Record<string, string> = {};
    const body = Object.assign(new PassThrough(), { setHeader: (name: string, value: string) => void (headers[name] = value) });
    await sendLayoutHTTPResponse({
      res: body as unknown as ServerResponse,
      serverLayout,
      urlPath: new URL(request.url, 'http://host').pathname,
      nonce: request.nonce,
      renderApplication: ({ appName }) => {
        const { assets, rendered } = application(appName, request, lists);
        states.push(rendered);
        return { assets, content: rendered.then(({ html }) => html) };
      },
      retrieveApplicationHeaders: () => ({}),
      retrieveProp: () => undefined,
      assembleFinalHeaders: () => ({}),
      // (the applications come first in the document: every one is in `states` when the fragment is written)
      renderFragment: async (name) => {
        if (name === 'early-taps') return earlyTapsTag(request.nonce);
        return name === 'state' ? jsonTag('nahtlos-state', Object.assign({}, ...(await Promise.all(states)).map(({ state }) => state))) : '';
      },
    });
    return { headers, body };
  }
  return { renderPage, prepare };
}
