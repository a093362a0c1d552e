import { formatMetres } from './format';
import { SEAM_ALLOWANCE_CM, fabricLength, layOutPieces } from './layout';
import type { CutPiece } from './types';

const rect = (name: string, width: number, height: number, more: Partial<CutPiece> = {}): CutPiece => ({
  name,
  outline: [[0, 0], [width, 0], [width, height], [0, height]],
  quantity: 1,
  onFold: false,
  grain: 'lengthwise',
  ...more,
});
const a = SEAM_ALLOWANCE_CM;

describe('layOutPieces: known rectangles', () => {
  it('needs nothing for no pieces', () => {
    expect(layOutPieces([], { fabricWidth: 140 })).toMatchObject({ lengthCm: 0, placements: [], tooWide: [] });
  });

  it('cuts a pair through both layers: one box grown by the allowance on every side', () => {
    const layout = layOutPieces([rect('Ärmel', 20, 30, { quantity: 2 })], { fabricWidth: 140 });
    expect(layout.lengthCm).toBe(30 + 2 * a);
    expect(layout.placements).toEqual([expect.objectContaining({ x: 0, y: 0, width: 20 + 2 * a, height: 30 + 2 * a, yields: 2 })]);
  });

  it('puts pieces side by side while they fit across the folded width, then starts a new shelf', () => {
    // folded width 70: A (46) and B (22) fit beside each other, C (46) goes below; A is too wide for two folds (35)
    const pieces = [rect('A', 44, 40, { quantity: 2 }), rect('B', 20, 20, { quantity: 2 }), rect('C', 44, 10, { quantity: 2 })];
    const layout = layOutPieces(pieces, { fabricWidth: 140 });
    expect(layout).toMatchObject({ fold: 'centre', lengthCm: 40 + 2 * a + 10 + 2 * a });
    expect(layout.placements.map((p) => [p.piece, p.x, p.y])).toEqual([['A', 0, 0], ['B', 44 + 2 * a, 0], ['C', 0, 40 + 2 * a]]);
    // at 240 cm (folded 120) all three fit in one shelf
    expect(fabricLength(pieces, 240)).toBe(40 + 2 * a);
  });

  it('lays pieces on the fold against a fold with no allowance along it: side by side with the selvedges folded to the middle', () => {
    const pieces = [rect('Vorderteil', 20, 40, { onFold: true }), rect('Rückenteil', 20, 40, { onFold: true })];
    const layout = layOutPieces(pieces, { fabricWidth: 140 });
    expect(layout).toMatchObject({ fold: 'selvedges', lengthCm: 40 + 2 * a });
    expect(layout.placements).toEqual([
      expect.objectContaining({ piece: 'Vorderteil', x: 0, width: 20 + a, yields: 1 }),
      expect.objectContaining({ piece: 'Rückenteil', x: 70 - (20 + a), width: 20 + a, yields: 1 }),
    ]);
  });

  it('stacks pieces on the fold along one fold when a quarter of the width is too narrow for them', () => {
    const layout = layOutPieces([rect('Vorderteil', 20, 40, { onFold: true }), rect('Rückenteil', 20, 40, { onFold: true })], { fabricWidth: 80 });
    expect(layout).toMatchObject({ fold: 'centre', lengthCm: 2 * (40 + 2 * a) });
    for (const p of layout.placements) expect(p).toMatchObject({ x: 0, width: 20 + a });
  });

  it('cuts a piece on the fold as often as its quantity', () => {
    const layout = layOutPieces([rect('Rüsche', 40, 10, { onFold: true, quantity: 3 })], { fabricWidth: 140 });
    expect(layout.placements).toHaveLength(3);
    expect(layout.lengthCm).toBe(3 * (10 + 2 * a));
  });

  it('cuts an odd quantity as pairs and one single piece', () => {
    const layout = layOutPieces([rect('Tasche', 10, 10, { quantity: 3 })], { fabricWidth: 140 });
    expect(layout.placements.map((p) => p.yields)).toEqual([2, 1]);
  });

  it('keeps a lengthwise piece upright and turns a piece with grain "any" so its long side runs across', () => {
    const upright = layOutPieces([rect('Beleg', 10, 30)], { fabricWidth: 140 });
    expect(upright.placements[0]).toMatchObject({ turned: false, width: 10 + 2 * a, height: 30 + 2 * a });
    const turned = layOutPieces([rect('Tasche', 10, 30, { grain: 'any' })], { fabricWidth: 140 });
    expect(turned.placements[0]).toMatchObject({ turned: true, width: 30 + 2 * a, height: 10 + 2 * a });
    expect(turned.lengthCm).toBe(10 + 2 * a);
  });

  it('keeps a piece with grain "any" upright when turned it would not fit the folded width', () => {
    const layout = layOutPieces([rect('Tasche', 10, 50, { grain: 'any' })], { fabricWidth: 80 });
    expect(layout.placements[0]).toMatchObject({ turned: false, height: 50 + 2 * a });
  });

  it('reports a piece wider than the folded fabric instead of laying it', () => {
    const layout = layOutPieces([rect('Rock', 60, 30, { quantity: 2 }), rect('Tasche', 10, 10, { quantity: 2 })], { fabricWidth: 100 });
    expect(layout.tooWide).toEqual(['Rock']);
    expect(layout.placements.map((p) => p.piece)).toEqual(['Tasche']);
  });

  it('measures a polygon by its bounding box and takes the allowance it is given', () => {
    const triangle: CutPiece = { name: 'Zwickel', outline: [[0, 0], [12, 0], [6, 18.2]], quantity: 2, onFold: false, grain: 'lengthwise' };
    expect(fabricLength([triangle], 140, 0)).toBe(19);
    expect(fabricLength([triangle], 140, 1.5)).toBe(22);
  });

  it('does not round float noise up by a whole cm', () => {
    expect(fabricLength([rect('A', 10, 0.1 + 0.2)], 140, 0)).toBe(1);
    expect(fabricLength([rect('A', 10, 0.1 + 0.2 + 0.7)], 140, 0)).toBe(1);
  });
});

describe('formatMetres', () => {
  it('writes cm as metres with a decimal comma', () => {
    expect(formatMetres(65)).toBe('0,65 m');
    expect(formatMetres(120)).toBe('1,20 m');
    expect(formatMetres(5)).toBe('0,05 m');
  });
});
