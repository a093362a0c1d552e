const decodedTiles = new Map<string, HTMLImageElement>();
const TILE_KEEP = 48;

/**
 * Fetches and decodes the tiles of the fabrics on offer while the browser is idle (they are ~20 KB
 * each), so the first paint with a newly chosen fabric does not wait for its decode. Decoded images are
 * kept referenced (most recent TILE_KEEP) so the browser keeps their bitmaps. One tile per idle slot:
 * a tile already loaded decodes on the main thread, 24 at once made one long task.
 */
export function preloadTiles(paths: (string | null)[]): void {
  const wanted = paths.filter((path): path is string => Boolean(path) && !decodedTiles.has(path as string));
  if (wanted.length === 0) return;
  const next = () => {
    const path = wanted.shift();
    if (path === undefined) return;
    if (!decodedTiles.has(path)) {
      const image = new Image();
      image.decoding = 'async';
      image.src = path;
      decodedTiles.set(path, image);
      image.decode().catch(() => decodedTiles.delete(path));
      while (decodedTiles.size > TILE_KEEP) decodedTiles.delete(decodedTiles.keys().next().value as string);
    }
    whenIdle(next);
  };
  whenIdle(next);
}

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 500 });
  else setTimeout(run, 50);
}
