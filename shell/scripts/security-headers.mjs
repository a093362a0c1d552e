// The security headers of the static hosts (the shell's page and the remotes' files). The provider
// server sends its own (helmet) on everything the shell proxies.
import fs from 'node:fs';
import { LOADER_SCRIPT_SOURCE } from './code-after-paint.cjs';

/** Origins of the remotes named in remotes.json (remote name → manifest URL); cached until the file changes. */
export function remoteOriginsReader(remotesFile) {
  let cached = { mtimeMs: -1, origins: [] };
  return () => {
    if (!remotesFile) return [];
    let mtimeMs;
    try {
      mtimeMs = fs.statSync(remotesFile).mtimeMs;
    } catch {
      return [];
    }
    if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, origins: originsOf(fs.readFileSync(remotesFile, 'utf8')) };
    return cached.origins;
  };
}

function originsOf(remotesJson) {
  const origins = new Set();
  try {
    for (const url of Object.values(JSON.parse(remotesJson))) {
      const origin = new URL(String(url), 'http://localhost').origin;
      if (origin.startsWith('http')) origins.add(origin);
    }
  } catch {
    // a broken remotes.json breaks the app anyway (the shell shows its fallback); the CSP stays 'self' only
  }
  return [...origins];
}

/**
 * The app's page: exactly what it loads — its own files and API (same origin), the remotes' code, styles
 * and images from their origins, `blob:` for the cropper's worker and picked photos, `data:` for the
 * drawing's inlined fabric tiles and the PNG export (read back with fetch, hence in connect-src too). Inline styles: React and svg.js set style attributes.
 * One inline script, by its hash: the loader of the code after the first paint (code-after-paint.cjs).
 */
export function appContentSecurityPolicy(remoteOrigins) {
  const remotes = remoteOrigins.join(' ');
  const directives = {
    'default-src': "'self'",
    'script-src': `'self' ${LOADER_SCRIPT_SOURCE} ${remotes}`,
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
    .map(([name, value]) => `${name} ${value}`.trim())
    .join('; ');
}

/** A host of files only (a remote): nothing it serves may run as a page or be framed. */
export const FILES_ONLY_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Headers every answer of a static host carries. */
export const COMMON_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // the photo feature takes pictures on this origin; nothing else is asked for
  'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
};
