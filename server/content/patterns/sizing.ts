import { extent } from './centre';
import { MEASUREMENTS, SIZES, type Size } from './sizes';
import type { CutPieces, Garment } from './types';

/** One size of a garment as the catalogue publishes it. */
export interface GarmentSize {
  size: Size;
  /** cm of the garment per unit of the drawing's viewBox */
  scale: number;
  pieces: CutPieces;
}

/** The height of an outline in cm. */
const outlineHeight = (outline: readonly (readonly [number, number])[]) => Math.max(...outline.map(([, y]) => y)) - Math.min(...outline.map(([, y]) => y));

/**
 * Every size of `g`: its cut pieces drafted from the size's measurements, and the drawing's scale — the cm the
 * main area spans (`lengthShown`, default its first piece's height) over the units it spans in the drawing
 * (control points included: the scale errs a little small, so a print is never drawn larger than it is).
 */
export function garmentSizes(g: Garment): GarmentSize[] {
  const [top, bottom] = extent(g.drawing().shapes.hauptstoff);
  return SIZES.map((size) => {
    const m = MEASUREMENTS[size];
    const pieces = g.cut(m);
    const shown = g.lengthShown?.(m) ?? outlineHeight(pieces.hauptstoff[0].outline);
    return { size, scale: Math.round((shown / (bottom - top)) * 10000) / 10000, pieces };
  });
}
