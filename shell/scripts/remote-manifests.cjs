// The shell's host reads a remote's mf-manifest.json while it serves a page, to preload the remote's first
// chunks. Every read asks the remote's host again (If-None-Match: a 304 when nothing was deployed), so a
// redeployed remote's new chunk names are in the very next page; a remote host that is slow or down only
// costs those preloads (the page waits at most `timeoutMs`, then uses the last copy it read, if any).

/**
 * @param {object} [options]
 * @param {number} [options.timeoutMs]
 * @param {typeof fetch} [options.fetchImpl]
 * @returns {(url: string) => Promise<unknown | null>} the manifest, or null when none could be read
 */
function remoteManifestReader({ timeoutMs = 300, fetchImpl = fetch } = {}) {
  /** @type {Map<string, { etag: string | null, manifest: unknown }>} */
  const known = new Map();
  return async (url) => {
    const last = known.get(url);
    try {
      const response = await fetchImpl(url, {
        headers: last?.etag ? { 'If-None-Match': last.etag } : {},
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 304 && last) return last.manifest;
      if (!response.ok) {
        known.delete(url); // not deployed (any more): nothing to preload
        return null;
      }
      const manifest = await response.json();
      known.set(url, { etag: response.headers.get('etag'), manifest });
      return manifest;
    } catch {
      return last?.manifest ?? null;
    }
  };
}

module.exports = { remoteManifestReader };
