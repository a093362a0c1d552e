/**
 * In the app the bundle is served by the WebView (https://localhost), so the same-origin paths the
 * web shell proxies (/api, /auth, /logout, /digital-products, /media) must go to the provider's
 * site. Relative requests to those paths are rewritten to `apiOrigin` (XHR, which axios uses, and
 * fetch); with CapacitorHttp enabled they then travel through the native HTTP stack (no CORS).
 */
export const API_PATHS = ['/api', '/auth', '/logout', '/digital-products', '/media'];

/** The absolute URL for a relative API path, or null when `url` is not one. */
export function apiUrl(url: string, apiOrigin: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  const matches = API_PATHS.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));
  return matches ? `${apiOrigin.replace(/\/+$/, '')}${url}` : null;
}

export function routeApiToOrigin(apiOrigin: string, win: Window & typeof globalThis = window): () => void {
  const proto = win.XMLHttpRequest.prototype;
  const originalOpen = proto.open;
  proto.open = function open(this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
    const target = typeof url === 'string' ? (apiUrl(url, apiOrigin) ?? url) : url;
    return (originalOpen as (...args: unknown[]) => void).call(this, method, target, ...rest);
  } as typeof proto.open;
  const originalFetch = win.fetch;
  if (originalFetch) {
    win.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      const target = typeof input === 'string' ? (apiUrl(input, apiOrigin) ?? input) : input;
      return originalFetch.call(win, target, init);
    }) as typeof fetch;
  }
  return () => {
    proto.open = originalOpen;
    if (originalFetch) win.fetch = originalFetch;
  };
}
