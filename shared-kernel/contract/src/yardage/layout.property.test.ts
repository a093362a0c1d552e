import fc from 'fast-check';
import { fabricLength, layOutPieces } from './layout';
import type { CutPiece, Placement } from './types';

/**
 * Pieces that fit the narrowest fabric tested (70 cm: folded 35, a quarter 17.5) in every allowed turn, so every
 * piece is laid the same way round at every width (see layout.ts on pieces with grain 'any'). Outlines are random
 * polygons inside their box.
 */
const point = (maxX: number, maxY: number) => fc.tuple(fc.double({ min: 0, max: maxX, noNaN: true }), fc.double({ min: 0, max: maxY, noNaN: true }));
const piece: fc.Arbitrary<CutPiece> = fc.record({ grain: fc.constantFrom('lengthwise' as const, 'any' as const), onFold: fc.boolean() }).chain(({ grain, onFold }) => {
  const [maxX, maxY] = grain === 'any' ? [15, 15] : [30, 80];
  return fc.record({
    name: fc.constantFrom('Vorderteil', 'Rückenteil', 'Ärmel', 'Tasche', 'Bündchen'),
    outline: fc.array(point(maxX, maxY), { minLength: 3, maxLength: 8 }).filter((pts) => new Set(pts.map(([x, y]) => `${x},${y}`)).size >= 3),
    quantity: fc.integer({ min: 1, max: 4 }),
    onFold: fc.constant(onFold),
    grain: fc.constant(grain),
  });
});
const pieces = fc.array(piece, { minLength: 1, maxLength: 14 });
const width = fc.integer({ min: 70, max: 180 });

const overlap = (p: Placement, q: Placement) => p.x < q.x + q.width - 1e-9 && q.x < p.x + p.width - 1e-9 && p.y < q.y + q.height - 1e-9 && q.y < p.y + p.height - 1e-9;

describe('layOutPieces: properties', () => {
  it('never needs less length on a narrower fabric', () => {
    fc.assert(
      fc.property(pieces, width, width, (ps, w1, w2) => {
        const [narrow, wide] = w1 < w2 ? [w1, w2] : [w2, w1];
        expect(fabricLength(ps, narrow)).toBeGreaterThanOrEqual(fabricLength(ps, wide));
      }),
    );
  });

  it('keeps pieces apart, within the folded width and the measured length, and pieces on the fold at a fold', () => {
    fc.assert(
      fc.property(pieces, width, (ps, w) => {
        const layout = layOutPieces(ps, { fabricWidth: w });
        expect(layout.tooWide).toEqual([]);
        layout.placements.forEach((p, i) => {
          expect(p.x).toBeGreaterThanOrEqual(0);
          expect(p.x + p.width).toBeLessThanOrEqual(w / 2 + 1e-9);
          expect(p.y + p.height).toBeLessThanOrEqual(layout.lengthCm + 1e-9);
          const atRightFold = layout.fold === 'selvedges' && Math.abs(p.x + p.width - w / 2) < 1e-9;
          if (p.onFold) expect(p.x === 0 || atRightFold).toBe(true);
          // with the selvedges folded to the middle no piece crosses them
          if (layout.fold === 'selvedges') expect(p.x + p.width <= w / 4 + 1e-9 || p.x >= w / 4 - 1e-9).toBe(true);
          for (const q of layout.placements.slice(i + 1)) expect(overlap(p, q)).toBe(false);
        });
      }),
    );
  });

  it('cuts every piece exactly as often as its quantity, turning only pieces whose grain allows it', () => {
    fc.assert(
      fc.property(pieces, width, (ps, w) => {
        const layout = layOutPieces(ps, { fabricWidth: w });
        ps.forEach((p, i) => {
          const cuts = layout.placements.filter((c) => c.pieceIndex === i);
          expect(cuts.reduce((sum, c) => sum + c.yields, 0)).toBe(p.quantity);
          if (p.grain === 'lengthwise' || p.onFold) expect(cuts.every((c) => !c.turned)).toBe(true);
        });
      }),
    );
  });

  it('needs at least the area of the allowance-grown boxes and is a whole number of cm', () => {
    fc.assert(
      fc.property(pieces, width, (ps, w) => {
        const layout = layOutPieces(ps, { fabricWidth: w });
        const area = layout.placements.reduce((sum, p) => sum + p.width * p.height, 0);
        expect(Number.isInteger(layout.lengthCm)).toBe(true);
        expect(layout.lengthCm * (w / 2)).toBeGreaterThanOrEqual(area - 1e-6);
      }),
    );
  });
});
