// A remote's browser mf-manifest.json, for the platform check and the page's assets. Asked again at most every `freshMs`
// (If-None-Match), so a redeploy shows within seconds; while a remote does not answer, the last copy read is used.
import { LRUCache } from 'lru-cache';

export function manifestReader({ freshMs = 2000, timeoutMs = 300 } = {}): (url: string) => Promise<unknown> {
  const cache = new LRUCache<string, { etag: string | null; manifest: unknown }>({
    max: 50,
    ttl: freshMs,
    allowStaleOnFetchRejection: true,
    fetchMethod: async (url, stale, { signal }) => {
      const response = await fetch(url, { headers: stale?.etag ? { 'If-None-Match': stale.etag } : {}, signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) });
      if (response.status === 304 && stale) return stale;
      if (!response.ok) return undefined; // not deployed (any more)
      return { etag: response.headers.get('etag'), manifest: await response.json() };
    },
  });
  return async (url) => (await cache.fetch(url).catch(() => undefined))?.manifest ?? null;
}

type Expose = { name?: string; assets?: { js?: { sync?: unknown[] }; css?: { sync?: unknown[]; async?: unknown[] } } };

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const strings = (list: unknown[] | undefined) => (list ?? []).filter((item): item is string => typeof item === 'string');

/** Whether a stylesheet refers to a file by url(): inlined, a relative one would resolve against the page. A data: URI is whole. */
export const hasRelativeUrl = (css: string) => /url\((?!\s*['"]?data:)/.test(css);

/** A stylesheet's text to inline (its request to the remote's origin held the first paint back); hashed names: kept. */
export function stylesheetReader({ timeoutMs = 300 } = {}): (url: string) => Promise<string | null> {
  const cache = new LRUCache<string, { css: string | null }>({
    max: 100,
    fetchMethod: async (url, _stale, { signal }) => {
      const response = await fetch(url, { signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const css = await response.text();
      return { css: hasRelativeUrl(css) ? null : css };
    },
  });
  return async (url) => (await cache.fetch(url).catch(() => undefined))?.css ?? null;
}

// A remote's head tags: preloads of its manifest, entry and chunks (first), its `./spa` stylesheets inline (`data-href`
// and a disabled link, never fetched, tell webpack's and the federation runtime's loaders they are there).
export async function remoteAssetTags(manifest: unknown, manifestUrl: string, stylesheet: (url: string) => Promise<string | null>): Promise<string> {
  try {
    const { metaData, exposes } = manifest as { metaData: { publicPath: string; remoteEntry: { path: string; name: string } }; exposes: Expose[] };
    // 'auto': the files sit beside the manifest (the runtime resolves them the same way)
    const base = metaData.publicPath === 'auto' ? new URL('.', manifestUrl) : new URL(metaData.publicPath, manifestUrl);
    const url = (file: string) => attribute(new URL(file, base).href);
    const spa = exposes.find((expose) => expose.name === 'spa')?.assets;
    const entry = [metaData.remoteEntry.path, metaData.remoteEntry.name].filter(Boolean).join('/');
    const sheets = [...strings(spa?.css?.sync), ...strings(spa?.css?.async)].map(async (file) => {
      const css = await stylesheet(new URL(file, base).href);
      const href = url(file);
      return css === null ? `<link rel="stylesheet" href="${href}">` : `<style data-href="${href}">${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="${href}" disabled>`;
    });
    return [
      `<link rel="preload" href="${attribute(manifestUrl)}" as="fetch" crossorigin="anonymous">`,
      ...[entry, ...strings(spa?.js?.sync)].map((file) => `<link rel="preload" href="${url(file)}" as="script" fetchpriority="low">`),
      ...(await Promise.all(sheets)),
    ].join('');
  } catch {
    return '';
  }
}
