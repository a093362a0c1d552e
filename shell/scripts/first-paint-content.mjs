// Routes that show published content (a remote's first-paint.json marks them `withContent`) are rendered by
// the shell's host when it serves them: the remote's own renderer (first-paint-renderer.cjs beside its
// manifest, run in a worker thread, first-paint-worker.mjs) with the content lists the page itself requests
// (read from the provider's API through this host's upstream). So a first visit paints the fabrics, patterns
// and inspirations, not a loading line, before any script has run. Whatever is slow or fails here costs only
// that: the page then carries the prerendered loading state (and the browser loads the content as always).
import { Worker } from 'node:worker_threads';

/** The content the platform loads at its start, by its store name (platform: contentStores), as the page requests it. */
const CONTENT = { fabrics: 'fabrics', materials: 'materials', sewingPatterns: 'sewing-patterns', inspirations: 'inspirations' };
const CONTENT_FRESH_MS = 10_000;
const CHECK_EVERY_MS = 10_000;
const RENDER_TIMEOUT_MS = 400;
const RENDERED_KEPT = 200;

/**
 * @param {object} options
 * @param {string} options.upstream  the provider's API origin (this host's proxy target)
 * @returns {(rendererUrl: string, url: string) => Promise<{ html: string, css: string } | null>}
 */
export function contentRenderer({ upstream }) {
  const renderers = new Map(); // renderer URL → { etag, checkedAt, worker, ready, render }
  const rendered = new Map(); // renderer etag | content stamp | url → page
  let content = null; // { stamp, lists, until }
  let contentLoading = null;

  /**
   * The content lists, fetched at most every CONTENT_FRESH_MS. Once there are some, a page never waits for their
   * refresh (stale while revalidating): a refresh that is slow or fails would otherwise send that page its loading state.
   */
  async function currentContent() {
    if (content && content.until > Date.now()) return content;
    const refresh = refreshContent();
    if (content) {
      refresh.catch(() => undefined); // the lists kept answer until a refresh succeeds
      return content;
    }
    return refresh;
  }

  function refreshContent() {
    contentLoading ??= (async () => {
      const entries = await Promise.all(
        Object.entries(CONTENT).map(async ([name, path]) => {
          const response = await fetch(`${upstream}/api/app/${path}?preview_mode=true`, { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) });
          if (!response.ok) throw new Error(`${path} answered ${response.status}`);
          return [name, await response.json()];
        }),
      );
      const lists = Object.fromEntries(entries);
      const stamp = entries.map(([, answer]) => answer?.meta?.publishedAt ?? JSON.stringify(answer).length).join('|');
      content = { stamp, lists, until: Date.now() + CONTENT_FRESH_MS };
      return content;
    })().finally(() => (contentLoading = null));
    return contentLoading;
  }

  /**
   * The worker of the renderer at `url`, started again when the remote's host has a new one (another ETag;
   * asked again at most every CHECK_EVERY_MS: a redeployed remote's pages follow within seconds).
   */
  async function rendererAt(url) {
    const known = renderers.get(url);
    if (known && Date.now() - known.checkedAt < CHECK_EVERY_MS) return known;
    const response = await fetch(url, { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`renderer answered ${response.status}`);
    const etag = response.headers.get('etag');
    if (known && etag && etag === known.etag) {
      await response.body?.cancel();
      known.checkedAt = Date.now();
      return known;
    }
    const code = await response.text();
    known?.worker.terminate();
    const worker = new Worker(new URL('./first-paint-worker.mjs', import.meta.url), { workerData: { code } });
    worker.unref();
    const calls = new Map();
    let nextId = 0;
    const entry = {
      etag: etag ?? String(code.length),
      checkedAt: Date.now(),
      worker,
      ready: false,
      render: (pageUrl, lists) =>
        new Promise((resolve) => {
          const id = nextId++;
          calls.set(id, resolve);
          worker.postMessage({ id, url: pageUrl, content: lists });
        }),
    };
    worker.on('message', (message) => {
      if (message.ready) entry.ready = true;
      calls.get(message.id)?.(message);
      calls.delete(message.id);
    });
    // a renderer that fails (its code throws): its pages get the loading state until the remote's host has another
    worker.on('error', (error) => console.error(`[nahtlos] first-paint renderer ${url} failed:`, error instanceof Error ? error.message : error));
    worker.once('exit', () => (entry.ready = false));
    renderers.set(url, entry);
    return entry;
  }

  const withTimeout = (promise) =>
    Promise.race([promise, new Promise((resolve) => setTimeout(() => resolve(null), RENDER_TIMEOUT_MS).unref())]);

  return async (rendererUrl, url) => {
    try {
      const [renderer, { stamp, lists }] = await Promise.all([rendererAt(rendererUrl), currentContent()]);
      const key = `${renderer.etag}|${stamp}|${url}`;
      if (rendered.has(key)) return rendered.get(key);
      // a renderer that is still starting (the first pages after a deployment) is not waited for: those get the loading state
      if (!renderer.ready) return null;
      const result = await withTimeout(renderer.render(url, lists));
      if (!result || result.error || typeof result.html !== 'string') return null;
      const page = { html: result.html, css: result.css };
      if (rendered.size >= RENDERED_KEPT) rendered.delete(rendered.keys().next().value);
      rendered.set(key, page);
      return page;
    } catch {
      return null;
    }
  };
}
