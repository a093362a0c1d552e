// The first images of a page rendered with the published content (those its app marks fetchpriority="high":
// the first row of fabric thumbnails, the configurator's starting drawing) are written into the page as data
// URLs when they are small. Requested as files, they queue on a phone's slow connection behind the page's
// scripts and content, and the page's largest paint waits for them; inlined, they paint with the page's text.
// The app's render replaces the markup with the same images by URL: a low-priority preload of each has them
// in the browser's memory cache by then, so they show at once instead of flashing empty.
const MEDIA_PATH = /^\/media\/content\/[a-z0-9][a-z0-9.-]*$/;
/** Larger images are left as files: the page's HTML would grow by more than the request costs. */
export const INLINE_MAX_BYTES = 16 * 1024;
const KEPT = 500;
const FETCH_TIMEOUT_MS = 400;
const FIRST_IMAGE = /<img\b[^>]*\bfetchpriority="high"[^>]*>/g;

/**
 * @param {object} options
 * @param {string} options.upstream the provider's origin, which serves /media (this host's proxy target)
 * @returns {(html: string) => Promise<{ html: string, preloads: string[] }>}
 */
export function firstPaintImages({ upstream }) {
  // media paths carry their content's hash: an answer (or its absence) never goes stale
  const dataUrls = new Map();

  async function dataUrlOf(path) {
    if (dataUrls.has(path)) return dataUrls.get(path);
    let dataUrl = null;
    try {
      const response = await fetch(`${upstream}${path}`, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (response.status >= 500) return null; // not remembered: the provider may answer the next page
      const type = response.headers.get('content-type') ?? '';
      const bytes = response.ok && /^image\/(jpeg|png|webp)$/.test(type) ? Buffer.from(await response.arrayBuffer()) : null;
      if (bytes && bytes.length <= INLINE_MAX_BYTES) dataUrl = `data:${type};base64,${bytes.toString('base64')}`;
    } catch {
      return null; // not remembered: the next page tries again
    }
    if (dataUrls.size >= KEPT) dataUrls.delete(dataUrls.keys().next().value);
    dataUrls.set(path, dataUrl);
    return dataUrl;
  }

  return async (html) => {
    const tags = html.match(FIRST_IMAGE) ?? [];
    const paths = [...new Set(tags.map((tag) => /\bsrc="([^"]*)"/.exec(tag)?.[1]).filter((path) => path && MEDIA_PATH.test(path)))];
    const inlined = new Map();
    await Promise.all(
      paths.map(async (path) => {
        const dataUrl = await dataUrlOf(path);
        if (dataUrl) inlined.set(path, dataUrl);
      }),
    );
    if (inlined.size === 0) return { html, preloads: [] };
    const result = html.replace(FIRST_IMAGE, (tag) =>
      tag.replace(/\bsrc="([^"]*)"/, (attribute, path) => (inlined.has(path) ? `src="${inlined.get(path)}"` : attribute)),
    );
    return { html: result, preloads: [...inlined.keys()] };
  };
}

/** Low-priority preloads of the inlined images' files, for the app's render (paths are checked by MEDIA_PATH). */
export function imagePreloadTags(paths) {
  return paths.map((path) => `<link rel="preload" href="${path}" as="image" fetchpriority="low">`).join('');
}
