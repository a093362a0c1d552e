import type { CutPiece, Grain, Point } from '@nahtlos/contract/yardage';

/**
 * Drafting blocks for cut pieces, in cm, without seam allowance (the yardage engine adds it). Each returns
 * a closed outline: the y axis is the grain line; a piece on the fold has its fold edge on x = 0.
 */

interface CutOptions {
  quantity?: number;
  onFold?: boolean;
  grain?: Grain;
}

/** A cut piece with defaults: one piece, not on the fold, grain lengthwise. */
export const pieceCut = (name: string, outline: Point[], { quantity = 1, onFold = false, grain = 'lengthwise' }: CutOptions = {}): CutPiece => ({
  name,
  outline: outline.map(([x, y]) => [Math.round(x * 10) / 10, Math.round(y * 10) / 10] as const),
  quantity,
  onFold,
  grain,
});

/** A rectangle: bands, cuffs, waistbands, ruffles, pockets. */
export const bandCut = (name: string, width: number, height: number, options?: CutOptions): CutPiece =>
  pieceCut(name, [[0, 0], [width, 0], [width, height], [0, height]], options);

export interface BodiceBlock {
  /** centre to side seam */
  halfWidth: number;
  /** neck point to hem */
  length: number;
  neckWidth: number;
  neckDepth: number;
  /** centre to shoulder point */
  shoulder: number;
  armholeDepth: number;
  /** centre to side at the hem (narrower for a body's legs, wider for a flared dress) */
  hemHalfWidth?: number;
}

/** Half a front or back on the fold: neckline, shoulder, armhole, side seam, hem. */
export function bodiceCut(name: string, b: BodiceBlock, options: CutOptions = {}): CutPiece {
  const drop = b.armholeDepth * 0.18;
  return pieceCut(
    name,
    [
      [0, b.neckDepth],
      [b.neckWidth * 0.6, b.neckDepth * 0.75],
      [b.neckWidth, 0],
      [b.shoulder, drop],
      [b.halfWidth - 1.5, b.armholeDepth * 0.65],
      [b.halfWidth, b.armholeDepth],
      [b.hemHalfWidth ?? b.halfWidth, b.length],
      [0, b.length],
    ],
    { onFold: true, ...options },
  );
}

export interface SleeveBlock {
  /** across the upper arm */
  width: number;
  length: number;
  capHeight: number;
  /** across the hem */
  hemWidth: number;
}

/** A set-in sleeve, cut as a pair. */
export function sleeveCut(name: string, s: SleeveBlock, options: CutOptions = {}): CutPiece {
  const inset = (s.width - s.hemWidth) / 2;
  return pieceCut(
    name,
    [
      [0, s.capHeight],
      [s.width * 0.25, s.capHeight * 0.3],
      [s.width / 2, 0],
      [s.width * 0.75, s.capHeight * 0.3],
      [s.width, s.capHeight],
      [s.width - inset, s.length],
      [inset, s.length],
    ],
    { quantity: 2, ...options },
  );
}

/** A two-piece hood's side, cut as a pair: head circumference drafted. */
export function hoodSideCut(name: string, head: number, options: CutOptions = {}): CutPiece {
  const height = head * 0.5 + 5;
  const depth = head * 0.42 + 3;
  return pieceCut(
    name,
    [
      [0, 0],
      [depth * 0.7, 0],
      [depth, height * 0.3],
      [depth, height * 0.75],
      [depth * 0.8, height],
      [0, height],
    ],
    { quantity: 2, ...options },
  );
}

export interface LegBlock {
  /** side seam to crotch point at the hip */
  width: number;
  /** waist to hem */
  length: number;
  /** depth of the crotch from the waist */
  rise: number;
  /** extension beyond the hip line for the crotch curve */
  crotch: number;
  hemWidth: number;
}

/** A trouser leg (front or back), cut as a pair: waist, crotch curve, inside leg, hem, side seam. */
export function legCut(name: string, l: LegBlock, options: CutOptions = {}): CutPiece {
  const hipWidth = l.width - l.crotch;
  return pieceCut(
    name,
    [
      [0, 0],
      [hipWidth, 0],
      [hipWidth, l.rise * 0.6],
      [l.width, l.rise],
      [l.width - (l.width - l.hemWidth) / 2, l.length],
      [(l.width - l.hemWidth) / 2, l.length],
    ],
    { quantity: 2, ...options },
  );
}

/** Front and back legs of trousers from the hip: the back's crotch reaches further (hip / 7 against hip / 10). */
export function trouserLegsCut(hip: number, { length, ease, hemWidth }: { length: number; ease: number; hemWidth: number }): CutPiece[] {
  const block = { length, rise: hip * 0.4, hemWidth };
  return [
    legCut('Vorderhose', { ...block, width: hip / 4 + ease + hip / 10, crotch: hip / 10 }),
    legCut('Hinterhose', { ...block, width: hip / 4 + ease + hip / 7, crotch: hip / 7 }),
  ];
}

/** A flared panel on the fold (skirt, ruffle tier): half the waist at the top, half the hem at the bottom. */
export const panelCut = (name: string, topHalf: number, hemHalf: number, length: number, options: CutOptions = {}): CutPiece =>
  pieceCut(name, [[0, 0], [topHalf, 0], [hemHalf, length], [0, length]], { onFold: true, ...options });
