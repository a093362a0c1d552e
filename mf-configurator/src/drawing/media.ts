/**
 * Fetching drawing media: pattern SVG text (cached per URL) and images as data URLs (for the final SVG
 * and the PNG: an SVG drawn as an image loads no external images, and inlined images never taint the canvas).
 * In the app the files come through the kernel's file cache, so a drawing seen once also draws offline
 * (on the web the cache hands the URL back unchanged).
 */
import { fileCache, logger } from '@nahtlos/platform';
import { parseSvg } from './sanitize';
import { canRasterOffMainThread, rasterOffMainThread, withDarkeningFilter } from './shadingWorker';

async function fetchCached(url: string): Promise<Response> {
  const response = await fetch(await fileCache.resolve(url));
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}.`);
  return response;
}

const texts = new Map<string, Promise<string>>();
const dataUrls = new Map<string, Promise<string>>();

export async function fetchText(url: string): Promise<string> {
  let pending = texts.get(url);
  if (!pending) {
    pending = fetchCached(url).then((response) => response.text());
    pending.catch(() => texts.delete(url));
    texts.set(url, pending);
  }
  return pending;
}

export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the image.'));
    reader.readAsDataURL(blob);
  });
}

/** The image at url as a data URL (cached; data URLs pass through). */
export function imageDataUrl(url: string): Promise<string> {
  if (url.startsWith('data:')) return Promise.resolve(url);
  let pending = dataUrls.get(url);
  if (!pending) {
    pending = fetchCached(url)
      .then((response) => response.blob())
      .then(blobToDataUrl);
    pending.catch(() => dataUrls.delete(url));
    dataUrls.set(url, pending);
  }
  return pending;
}

/** An SVG document (text) as a data URL, UTF-8 safe. */
export function svgDataUrl(svgText: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText)}`;
}

const rasters = new Map<string, Promise<string>>();

/**
 * Multiplying with a grey g (at coverage α) equals laying black at alpha α·(1−g) over it:
 * F·(1−α) + F·g·α = F·(1 − α(1−g)). So the shading becomes a plain darkening overlay — composited with
 * ordinary source-over, it needs no blend group: far cheaper to repaint after every fill change, and it
 * renders the same everywhere (canvas, SVG-as-image, viewers without mix-blend-mode). In place, RGBA.
 */
export function toDarkening(data: Uint8ClampedArray): void {
  for (let i = 0; i < data.length; i += 4) {
    const alpha = data[i + 3] / 255;
    if (alpha === 0) continue;
    const grey = (0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2]) / 255;
    data[i] = 0;
    data[i + 1] = 0;
    data[i + 2] = 0;
    data[i + 3] = Math.round(255 * alpha * (1 - grey));
  }
}

/**
 * The shading drawing, sanitised and rasterised once to a PNG data URL (blurred shapes are expensive to
 * repaint: as a bitmap every fill change and every export only composites it). Used on screen and in exports.
 * Made off the main thread where the browser can (shadingWorker.ts), else here.
 */
export function shadingDataUrl(url: string, width: number, height: number, scale = 2): Promise<string> {
  const key = `${url}@${width}x${height}x${scale}`;
  let pending = rasters.get(key);
  if (!pending) {
    pending = (async () => {
      const svg = parseSvg(await fetchText(url));
      const pixelWidth = Math.round(width * scale);
      const pixelHeight = Math.round(height * scale);
      if (canRasterOffMainThread()) {
        try {
          const darkened = svgDataUrl(new XMLSerializer().serializeToString(withDarkeningFilter(svg)));
          return await rasterOffMainThread(darkened, pixelWidth, pixelHeight);
        } catch (error) {
          logger.warn('The shading is drawn on the main thread: the worker could not make it.', error);
        }
      }
      const vector = svgDataUrl(new XMLSerializer().serializeToString(svg));
      try {
        const image = new Image();
        image.src = vector;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = pixelWidth;
        canvas.height = pixelHeight;
        const context = canvas.getContext('2d');
        if (!context) return vector;
        context.drawImage(image, 0, 0, canvas.width, canvas.height);
        const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
        toDarkening(pixels.data);
        context.putImageData(pixels, 0, 0);
        return canvas.toDataURL('image/png');
      } catch {
        return vector; // no canvas (tests) or decoding failed: the vector still works
      }
    })();
    pending.catch(() => rasters.delete(key));
    rasters.set(key, pending);
  }
  return pending;
}

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
