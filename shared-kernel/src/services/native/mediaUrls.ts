/**
 * In the app, content images arrive with the provider's relative paths (`/media/…`), which the
 * WebView would look up in the bundle. This points every such `src`/`href` in the page at the
 * provider's site as elements appear or change (img, svg image, source, link), so content shows
 * in the app as on the web. The web never runs it.
 */
import { apiUrl } from './apiOrigin';

const ATTRIBUTES = ['src', 'href', 'xlink:href', 'poster'];

function rewrite(element: Element, apiOrigin: string): void {
  for (const name of ATTRIBUTES) {
    const value = element.getAttribute(name);
    if (!value || !value.startsWith('/media/')) continue;
    const absolute = apiUrl(value, apiOrigin);
    if (absolute) element.setAttribute(name, absolute);
  }
}

function rewriteTree(root: Element, apiOrigin: string): void {
  rewrite(root, apiOrigin);
  for (const element of root.querySelectorAll('[src^="/media/"], [href^="/media/"], [poster^="/media/"]')) rewrite(element, apiOrigin);
  // namespaced xlink:href cannot be matched by a plain attribute selector
  for (const element of root.querySelectorAll('image, use')) rewrite(element, apiOrigin);
}

export function pointMediaAtOrigin(apiOrigin: string, doc: Document = document): () => void {
  rewriteTree(doc.documentElement, apiOrigin);
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'attributes') rewrite(mutation.target as Element, apiOrigin);
      else for (const node of mutation.addedNodes) if (node.nodeType === 1) rewriteTree(node as Element, apiOrigin);
    }
  });
  observer.observe(doc.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ATTRIBUTES });
  return () => observer.disconnect();
}
