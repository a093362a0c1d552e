/**
 * The final SVG of a design (self-contained: fabric tiles and shading inlined as data URLs) and its PNG
 * preview (canvas, capped near 1600 px). Built from data — the pattern's parsed drawing and the fills —
 * not from the on-screen DOM, so zoom, focus and highlight never leak into a saved design.
 */
import type { Fabric } from '@nahtlos/platform';
import { canvasToBlob } from './canvasRender';
import { imageDataUrl } from './media';
import { lookOf, type Looks } from '../sizing/looks';
import { plainColorOf } from './fills';
import { extractParts } from './sanitize';
import { tileFor, tilePatternId, tileTransform } from './tiles';
import { PNG_MAX_SIZE } from './pngSize';

export { PNG_MAX_SIZE };

const SVG_NS = 'http://www.w3.org/2000/svg';

export function previewSize(vw: number, vh: number, maxSize = PNG_MAX_SIZE): { width: number; height: number } {
  const scale = maxSize / Math.max(vw, vh);
  return { width: Math.round(vw * scale), height: Math.round(vh * scale) };
}

export interface FinalSvgInput {
  source: SVGSVGElement;
  width: number;
  height: number;
  /** Area id → its fabric (null: left empty). */
  fills: Record<string, Fabric | null>;
  /** Area id → how its print is scaled and turned (absent: as it comes). */
  looks: Looks;
  /** cm on the garment per drawing unit in the chosen size (null: the spec's tiles) */
  cmPerUnit: number | null;
  shadingHref: string | null;
}

export async function buildFinalSvg({ source, width, height, fills, looks, cmPerUnit, shadingHref }: FinalSvgInput): Promise<string> {
  const parts = extractParts(source, width, height);
  const [x, y, w, h] = parts.viewBox;
  const doc = document.implementation.createDocument(SVG_NS, 'svg', null);
  const root = doc.documentElement;
  const el = (name: string, attributes: Record<string, string | number>, parent: Element = root) => {
    const node = doc.createElementNS(SVG_NS, name);
    for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
    parent.appendChild(node);
    return node;
  };
  root.setAttribute('viewBox', `${x} ${y} ${w} ${h}`);
  root.setAttribute('width', String(w));
  root.setAttribute('height', String(h));
  const defs = el('defs', {});

  const tiles = new Map<string, Fabric>();
  for (const fabric of Object.values(fills)) if (fabric?.path) tiles.set(fabric.id, fabric);
  const inlined = await Promise.all(
    [...tiles.values()].map(async (fabric) => [fabric.id, await imageDataUrl(fabric.path as string).catch(() => null)] as const),
  );
  const hrefs = new Map(inlined);
  const patterns = new Set<string>();
  const areas = el('g', { id: 'areas' });
  for (const [areaId, path] of parts.areas) {
    const fabric = fills[areaId] ?? null;
    const node = doc.importNode(path, true);
    let fill = '#ffffff';
    const href = fabric ? hrefs.get(fabric.id) : undefined;
    if (fabric && !fabric.path) fill = plainColorOf(fabric);
    else if (fabric && href) {
      // one pattern per fabric and look: areas that share both run the print on across their seams
      const look = lookOf(looks, areaId);
      const id = tilePatternId(fabric.id, look);
      if (!patterns.has(id)) {
        patterns.add(id);
        const tile = tileFor({ fabric, patternWidth: w, patternHeight: h, cmPerUnit, look });
        const transform = tileTransform(tile);
        const pattern = el(
          'pattern',
          { id, patternUnits: 'userSpaceOnUse', x, y, width: tile.width, height: tile.height, ...(transform ? { patternTransform: transform } : {}) },
          defs,
        );
        el('image', { href, width: tile.width, height: tile.height, preserveAspectRatio: 'xMidYMid slice' }, pattern);
      }
      fill = `url(#${id})`;
    }
    node.setAttribute('fill', fill);
    if (fabric) node.setAttribute('data-fabric', fabric.id);
    areas.appendChild(node);
  }
  if (shadingHref) {
    el('image', { id: 'shading', href: shadingHref, x, y, width: w, height: h, preserveAspectRatio: 'none' }); // darkening overlay = multiply
  }
  if (parts.outlines) root.appendChild(doc.importNode(parts.outlines, true));
  return new XMLSerializer().serializeToString(root);
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The drawing could not be rendered.'));
    image.src = url;
  });
}

/** The pixel size of a drawing fitted into maxSize on its longer side. */
export function pngSize(svgText: string, maxSize = PNG_MAX_SIZE): { width: number; height: number; vw: number; vh: number } {
  const match = /viewBox="([^"]+)"/.exec(svgText);
  const box = match ? match[1].split(/[\s,]+/).map(Number) : [0, 0, 500, 600];
  const [vw, vh] = [box[2] || 500, box[3] || 600];
  const scale = maxSize / Math.max(vw, vh);
  return { width: Math.round(vw * scale), height: Math.round(vh * scale), vw, vh };
}

/** Draws a self-contained SVG to a canvas (transparent ground) → PNG Blob. */
export async function renderPng(svgText: string, maxSize = PNG_MAX_SIZE): Promise<Blob> {
  const { width, height } = pngSize(svgText, maxSize);
  const url = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml' }));
  try {
    const image = await loadImage(url);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No canvas available.');
    context.drawImage(image, 0, 0, width, height);
    return await canvasToBlob(canvas, 'image/png');
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * Kernel preview renderer (setPreviewRenderer): SVGs saved by this app are self-contained; older ones
 * may reference images by URL, which are inlined first.
 */
export async function renderPreviewFromSvg(svgText: string): Promise<Blob | null> {
  try {
    let text = svgText;
    const refs = [...new Set([...svgText.matchAll(/href="(\/[^"]+)"/g)].map((m) => m[1]))];
    for (const ref of refs) {
      const data = await imageDataUrl(ref).catch(() => null);
      if (data) text = text.split(`href="${ref}"`).join(`href="${data}"`);
    }
    return await renderPng(text);
  } catch {
    return null;
  }
}

/** The caption's line height and the space above and below it on the share image (px). */
const CAPTION_LINE = 28;
const CAPTION_PADDING = 16;

/**
 * The share image: the preview fitted into 800×800 (780 inner, offset 10) on white. With a caption (issue 19: the
 * size, then each fabric's yardage) the preview fits the space above it and the lines are written under it.
 */
export async function renderShareImage(preview: Blob, type: 'image/png' | 'image/jpeg', caption: readonly string[] = []): Promise<Blob> {
  const url = URL.createObjectURL(preview);
  try {
    const image = await loadImage(url);
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 800;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No canvas available.');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, 800, 800);
    const inner = 780;
    const captionHeight = caption.length > 0 ? caption.length * CAPTION_LINE + 2 * CAPTION_PADDING : 0;
    const innerHeight = inner - captionHeight;
    const scale = Math.min(inner / image.naturalWidth, innerHeight / image.naturalHeight);
    const w = Math.round(image.naturalWidth * scale);
    const h = Math.round(image.naturalHeight * scale);
    context.drawImage(image, 10 + Math.round((inner - w) / 2), 10 + Math.round((innerHeight - h) / 2), w, h);
    context.fillStyle = '#2b2622';
    context.textBaseline = 'middle';
    caption.forEach((line, index) => {
      context.font = `${index === 0 ? 700 : 500} 20px system-ui, sans-serif`;
      // a long fabric name is narrowed to the width rather than cut off
      context.fillText(line, 30, 10 + innerHeight + CAPTION_PADDING + (index + 0.5) * CAPTION_LINE, 740);
    });
    return await canvasToBlob(canvas, type, 0.92);
  } finally {
    URL.revokeObjectURL(url);
  }
}
