/**
 * In the app, content images arrive with the provider's relative paths (`/media/…`), which the
 * WebView would look up in the bundle. This points every such `src`/`href` in the page at the
 * provider's site as elements appear or change (img, svg image, source, link), so content shows
 * in the app as on the web. The web never runs it.
 *
 * With a file cache, images (`<img src>`, svg `<image href>`: fabric thumbnails and fills, pattern
 * previews, inspiration and header images) are also kept on the device, so they show offline: an
 * image cached in this session gets its local URL at once; any other gets the site's URL and, once
 * the cache has the file (read from the device, or downloaded in the background), its local URL.
 */
import { apiUrl } from './apiOrigin';

const ATTRIBUTES = ['src', 'href', 'xlink:href', 'poster'];

/** What the page needs of the kernel's file cache (`fileCache`). */
export interface MediaFileCache {
  known(url: string): string | null;
  resolve(url: string): Promise<string>;
}

/** Image elements whose file is cached: `<img src>` and svg `<image href|xlink:href>`. */
function isCachedImage(element: Element, name: string): boolean {
  const tag = element.localName;
  return (tag === 'img' && name === 'src') || (tag === 'image' && name !== 'src' && name !== 'poster');
}

function rewrite(element: Element, apiOrigin: string, cache?: MediaFileCache): void {
  for (const name of ATTRIBUTES) {
    const value = element.getAttribute(name);
    if (!value || !value.startsWith('/media/')) continue;
    const absolute = apiUrl(value, apiOrigin);
    if (!absolute) continue;
    if (!cache || !isCachedImage(element, name)) {
      element.setAttribute(name, absolute);
      continue;
    }
    // cached under the content's own URL, as every other caller of the file cache names the file
    const local = cache.known(value);
    element.setAttribute(name, local ?? absolute);
    if (local) continue;
    void cache.resolve(value).then(
      (resolved) => {
        // only if the element still shows this file (React may have moved on to another one)
        if (resolved !== value && element.getAttribute(name) === absolute) element.setAttribute(name, resolved);
      },
      () => undefined, // the cache logs its failures; the site's URL stays
    );
  }
}

function rewriteTree(root: Element, apiOrigin: string, cache?: MediaFileCache): void {
  rewrite(root, apiOrigin, cache);
  for (const element of root.querySelectorAll('[src^="/media/"], [href^="/media/"], [poster^="/media/"]')) rewrite(element, apiOrigin, cache);
  // namespaced xlink:href cannot be matched by a plain attribute selector
  for (const element of root.querySelectorAll('image, use')) rewrite(element, apiOrigin, cache);
}

export function pointMediaAtOrigin(apiOrigin: string, doc: Document = document, cache?: MediaFileCache): () => void {
  rewriteTree(doc.documentElement, apiOrigin, cache);
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'attributes') rewrite(mutation.target as Element, apiOrigin, cache);
      else for (const node of mutation.addedNodes) if (node.nodeType === 1) rewriteTree(node as Element, apiOrigin, cache);
    }
  });
  observer.observe(doc.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ATTRIBUTES });
  return () => observer.disconnect();
}
