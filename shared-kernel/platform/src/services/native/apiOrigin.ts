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
  const rewrite = (url: string | URL) => (typeof url === 'string' ? (apiUrl(url, apiOrigin) ?? url) : url);
  // XHR (axios): each request's own `open` rewrites the URL. Patching XMLHttpRequest.prototype is not
  // enough in the app: with CapacitorHttp enabled, Capacitor replaces window.XMLHttpRequest with a
  // function that returns a plain XHR and re-patches the real prototype's `open` on every construction.
  const OriginalXhr = win.XMLHttpRequest;
  const RoutedXhr = function XMLHttpRequest(this: unknown) {
    const xhr = new OriginalXhr();
    const open = xhr.open;
    xhr.open = function routedOpen(this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
      return (open as (...args: unknown[]) => void).call(this, method, rewrite(url), ...rest);
    } as typeof xhr.open;
    return xhr;
  } as unknown as typeof XMLHttpRequest;
  RoutedXhr.prototype = OriginalXhr.prototype;
  for (const name of ['UNSENT', 'OPENED', 'HEADERS_RECEIVED', 'LOADING', 'DONE'] as const) {
    if (name in OriginalXhr) Object.defineProperty(RoutedXhr, name, { value: OriginalXhr[name] });
  }
  win.XMLHttpRequest = RoutedXhr;
  const originalFetch = win.fetch;
  if (originalFetch) {
    win.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      const target = typeof input === 'string' ? rewrite(input) : input;
      return originalFetch.call(win, target, init);
    }) as typeof fetch;
  }
  return () => {
    win.XMLHttpRequest = OriginalXhr;
    if (originalFetch) win.fetch = originalFetch;
  };
}
