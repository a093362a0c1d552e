/**
 * The saved design's final SVG and PNG preview, built from the drawing on screen (prints inlined, looks and real scale
 * applied). Measured as 'cfg:build' (the configurator bench reads it).
 */
import type { Fabric } from '@nahtlos/platform';
import type { Looks } from '../sizing/looks';
import { loadExporting } from './loadExporting';

/** The drawing on screen, as the save builds from it. */
export interface DrawingAssets {
  source: SVGSVGElement;
  shadingHref: string | null;
}

export interface DrawingRequest {
  drawing: DrawingAssets;
  /** the pattern's areas and its drawing size */
  areas: { id: string }[];
  width: number;
  height: number;
  /** each area's fabric id (null: empty) and look; the drawing scale of the chosen size */
  fills: Record<string, string | null>;
  looks: Looks;
  cmPerUnit: number | null;
  index: Map<string, Fabric>;
}

export async function designFromDrawing({ drawing, areas, width, height, fills, looks, cmPerUnit, index }: DrawingRequest): Promise<{ svg: string; png: Blob }> {
  const fabrics: Record<string, Fabric | null> = {};
  for (const area of areas) fabrics[area.id] = fills[area.id] ? index.get(fills[area.id] as string) ?? null : null;
  const tiles = { looks, cmPerUnit };
  performance.mark('cfg:build-start');
  const { buildFinalSvg, canvasToBlob, extractParts, previewSize, renderCanvas } = await loadExporting();
  const parts = extractParts(drawing.source, width, height);
  const size = previewSize(parts.viewBox[2], parts.viewBox[3]);
  const [svg, canvas] = await Promise.all([
    buildFinalSvg({ source: drawing.source, width, height, fills: fabrics, ...tiles, shadingHref: drawing.shadingHref }),
    renderCanvas({ parts, fills: fabrics, ...tiles, shadingHref: drawing.shadingHref, ...size }),
  ]);
  performance.mark('cfg:build-svg');
  const png = await canvasToBlob(canvas);
  performance.measure('cfg:build-png', 'cfg:build-svg');
  performance.measure('cfg:build', 'cfg:build-start');
  return { svg, png };
}
