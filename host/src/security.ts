// The security headers of the host: the app's page (CSP with a per-request nonce for single-spa-layout's inline
// layout-data script, its only inline script) and the remotes' file hosts. The provider server sends its own (helmet)
// on everything the host proxies.
import { randomBytes } from 'node:crypto';

/** A fresh nonce for one page (128 bits, base64). */
export const newNonce = (): string => randomBytes(16).toString('base64');

/** The origins of the remotes named in remotes.json (remote name → manifest URL). */
export function originsOf(remotesJson: string): string[] {
  const origins = new Set<string>();
  try {
    for (const url of Object.values(JSON.parse(remotesJson) as Record<string, unknown>)) {
      const origin = new URL(String(url), 'http://localhost').origin;
      if (origin.startsWith('http')) origins.add(origin);
    }
  } catch {
    // a broken remotes.json breaks the app anyway (the shell shows its fallback); the CSP stays 'self' only
  }
  return [...origins];
}

/**
 * The app's page: exactly what it loads — its own files and API (same origin), the remotes' code, styles and images
 * from their origins, `blob:` for the cropper's worker and picked photos, `data:` for the drawing's inlined fabric tiles
 * and the PNG export (read back with fetch, hence in connect-src too). Inline styles: React and svg.js set style
 * attributes. Inline scripts only with this page's `nonce` (single-spa-layout's layout data).
 */
export function appContentSecurityPolicy(remoteOrigins: string[], nonce?: string): string {
  const remotes = remoteOrigins.join(' ');
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': `'self' ${nonce ? `'nonce-${nonce}'` : ''} ${remotes}`,
    'style-src': `'self' 'unsafe-inline' ${remotes}`,
    'img-src': `'self' data: blob: ${remotes}`,
    'font-src': `'self' data: ${remotes}`,
    // the configurator turns its drawing's data:/blob: images into Blobs with fetch (PNG export, share)
    'connect-src': `'self' data: blob: ${remotes}`,
    'media-src': "'self' blob:",
    'worker-src': "'self' blob:",
    'manifest-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value.replace(/\s+/g, ' ').trim()}`)
    .join('; ');
}

/** A host of files only (a remote): nothing it serves may run as a page or be framed. */
export const FILES_ONLY_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Headers every answer of the host carries. */
export const COMMON_SECURITY_HEADERS: Record<string, string> = { 'X-Content-Type-Options': 'nosniff' };

/** Headers that act only on a document or a worker (framing, referrers, features; the CSP beside them). */
export const DOCUMENT_SECURITY_HEADERS: Record<string, string> = {
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // the photo feature takes pictures on this origin; nothing else is asked for
  'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
};

/**
 * Whether the browser fetches an answer as a script, style, image or font (Fetch Metadata's Sec-Fetch-Dest), which
 * never becomes a document or a worker: the document's headers would only cost a phone ~1 KB per file on its slow link.
 * Without the header (another client, an old browser) everything is sent.
 */
export const isSubresource = (secFetchDest: string | string[] | undefined): boolean =>
  typeof secFetchDest === 'string' && ['script', 'style', 'image', 'font'].includes(secFetchDest);
