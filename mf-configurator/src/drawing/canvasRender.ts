/**
 * The PNG preview drawn straight to a canvas (DESIGN "Drawing and rendering notes"): Path2D per area,
 * `createPattern` for fabric tiles, the shading (multiply, as a darkening overlay), outlines stroked on top. Much
 * faster than rasterising the SVG as an image, and free of Safari's SVG-as-image quirks; the pixels match
 * the SVG (same tiles, same tile size and origin, same shading bitmap).
 */
import type { Fabric } from '@nahtlos/platform';
import { imageDataUrl } from './media';
import { lookOf, type Looks } from '../sizing/looks';
import { plainColorOf } from './fills';
import type { PatternParts } from './sanitize';
import { tileFor } from './tiles';

const bitmaps = new Map<string, Promise<ImageBitmap | HTMLImageElement>>();

async function decode(url: string): Promise<ImageBitmap | HTMLImageElement> {
  const dataUrl = await imageDataUrl(url);
  if (typeof createImageBitmap === 'function') {
    const blob = await (await fetch(dataUrl)).blob();
    return createImageBitmap(blob);
  }
  const image = new Image();
  image.src = dataUrl;
  await image.decode();
  return image;
}

/** Decoded image (cached): fabric tiles and the shading raster. */
export function bitmapOf(url: string): Promise<ImageBitmap | HTMLImageElement> {
  let pending = bitmaps.get(url);
  if (!pending) {
    pending = decode(url);
    pending.catch(() => bitmaps.delete(url));
    bitmaps.set(url, pending);
  }
  return pending;
}

const sizeOf = (image: ImageBitmap | HTMLImageElement) =>
  'naturalWidth' in image ? { w: image.naturalWidth, h: image.naturalHeight } : { w: image.width, h: image.height };

export interface CanvasInput {
  parts: PatternParts;
  fills: Record<string, Fabric | null>;
  looks: Looks;
  cmPerUnit: number | null;
  shadingHref: string | null;
  /** Output size in pixels (the viewBox scaled uniformly). */
  width: number;
  height: number;
}

type AnyCanvas = HTMLCanvasElement | OffscreenCanvas;

function createCanvas(width: number, height: number): AnyCanvas {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

export async function renderCanvas({ parts, fills, looks, cmPerUnit, shadingHref, width, height }: CanvasInput): Promise<AnyCanvas> {
  const [vx, vy, vw, vh] = parts.viewBox;
  const tiles = [...new Set(Object.values(fills).flatMap((fabric) => (fabric?.path ? [fabric.path] : [])))];
  const [decoded, shading] = await Promise.all([
    Promise.all(tiles.map(async (path) => [path, await bitmapOf(path).catch(() => null)] as const)),
    shadingHref ? bitmapOf(shadingHref).catch(() => null) : Promise.resolve(null),
  ]);
  const images = new Map(decoded);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d') as CanvasRenderingContext2D | null;
  if (!context) throw new Error('No canvas available.');
  const scale = Math.min(width / vw, height / vh);
  const base = new DOMMatrix().scale(scale, scale).translate(-vx, -vy);
  context.setTransform(base);

  for (const [areaId, path] of parts.areas) {
    const fabric = fills[areaId] ?? null;
    const shape = new Path2D(path.getAttribute('d') ?? '');
    const rule = path.getAttribute('fill-rule') === 'evenodd' ? 'evenodd' : 'nonzero';
    let style: string | CanvasPattern = '#ffffff';
    if (fabric && !fabric.path) style = plainColorOf(fabric);
    else if (fabric?.path) {
      const image = images.get(fabric.path);
      const pattern = image ? context.createPattern(image, 'repeat') : null;
      if (image && pattern) {
        const tile = tileFor({ fabric, patternWidth: vw, patternHeight: vh, cmPerUnit, look: lookOf(looks, areaId) });
        const { w, h } = sizeOf(image);
        // as the SVG's pattern: turned about the origin, tiled from the viewBox's corner (a tile has its image's shape)
        pattern.setTransform(new DOMMatrix().rotate(tile.rotation).translate(vx, vy).scale(tile.width / w, tile.height / h));
        style = pattern;
      }
    }
    context.fillStyle = style;
    context.fill(shape, rule);
  }

  if (shading) context.drawImage(shading, vx, vy, vw, vh); // darkening overlay = multiply (media.ts)

  if (parts.outlines) {
    const groupStroke = parts.outlines.getAttribute('stroke') ?? '#2b2a28';
    context.lineCap = (parts.outlines.getAttribute('stroke-linecap') as CanvasLineCap) ?? 'round';
    context.lineJoin = (parts.outlines.getAttribute('stroke-linejoin') as CanvasLineJoin) ?? 'round';
    // non-scaling strokes keep their width in drawing units here: in a preview shown at phone size they
    // look like the lines on screen
    for (const path of Array.from(parts.outlines.querySelectorAll('path'))) {
      const d = path.getAttribute('d');
      if (!d) continue;
      const widthAttr = Number(path.getAttribute('stroke-width') ?? parts.outlines.getAttribute('stroke-width') ?? 1);
      context.lineWidth = widthAttr;
      const dash = path.getAttribute('stroke-dasharray');
      context.setLineDash(dash ? dash.split(/[\s,]+/).map(Number) : []);
      context.strokeStyle = path.getAttribute('stroke') ?? groupStroke;
      context.stroke(new Path2D(d));
    }
    context.setLineDash([]);
  }
  return canvas;
}

/**
 * Encodes synchronously (toDataURL): Chrome runs toBlob/convertToBlob as idle tasks, which wait up to 1 s
 * (and longer) while the page animates — exactly when saving navigates. The encode itself takes tens of ms.
 */
export async function canvasToBlob(canvas: AnyCanvas, type = 'image/png', quality?: number): Promise<Blob> {
  if ('toDataURL' in canvas) return dataUrlToBlob(canvas.toDataURL(type, quality));
  return canvas.convertToBlob({ type, quality });
}

export function dataUrlToBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  const type = /^data:([^;,]+)/.exec(dataUrl)?.[1] ?? 'application/octet-stream';
  const binary = atob(dataUrl.slice(comma + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}
