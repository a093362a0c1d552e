/**
 * Fetching drawing media: pattern SVG text (cached per URL) and images as data URLs (for the final SVG
 * and the PNG: an SVG drawn as an image loads no external images, and inlined images never taint the canvas).
 * In the app the files come through the kernel's file cache, so a drawing seen once also draws offline
 * (on the web the cache hands the URL back unchanged). The shading's bitmap is in shading.ts, the tiles' preload in
 * tilePreload.ts: the first screen runs neither of them (issue 41).
 */
import { fileCache } from '@nahtlos/platform';

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
