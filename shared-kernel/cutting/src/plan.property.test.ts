import fc from 'fast-check';
import { fabricLength, SEAM_ALLOWANCE_CM, type CutPiece } from '@nahtlos/contract/yardage';
import { partialFoldPlans, planCutting } from './plan';
import { catalogueCases, wholePatternCases, type CatalogueCase } from './test/catalogue';
import { expectValidPlan } from './test/checks';
import type { CuttingOptions } from './types';

/**
 * Random pieces as the yardage engine's property tests make them: pieces that fit the narrowest fabric tested
 * (70 cm) in every allowed turn, outlines random polygons in their box (self-crossing ones too).
 */
const point = (maxX: number, maxY: number) => fc.tuple(fc.double({ min: 0, max: maxX, noNaN: true }), fc.double({ min: 0, max: maxY, noNaN: true }));
const piece: fc.Arbitrary<CutPiece> = fc.record({ grain: fc.constantFrom('lengthwise' as const, 'any' as const), onFold: fc.boolean() }).chain(({ grain, onFold }) => {
  const [maxX, maxY] = grain === 'any' ? [15, 15] : [30, 80];
  return fc.record({
    name: fc.constantFrom('Vorderteil', 'Rückenteil', 'Ärmel', 'Tasche', 'Bündchen'),
    outline: fc
      .array(point(maxX, maxY), { minLength: 3, maxLength: 8 })
      // the fold edge on x = 0 for a piece on the fold, as the catalogue draws it
      .map((pts) => (onFold ? [[0, pts[0][1]] as const, ...pts.slice(1), [0, pts.at(-1)![1]] as const] : pts))
      .filter((pts) => new Set(pts.map(([x, y]) => `${x},${y}`)).size >= 3),
    quantity: fc.integer({ min: 1, max: 4 }),
    onFold: fc.constant(onFold),
    grain: fc.constant(grain),
  });
});
const pieces = fc.array(piece, { minLength: 1, maxLength: 8 });
const width = fc.integer({ min: 70, max: 180 });
const print = fc.record({ oneWay: fc.boolean(), printTurnDeg: fc.constantFrom(0 as const, 45 as const, 90 as const) });

const cases = catalogueCases();
const catalogueCase = fc.integer({ min: 0, max: cases.length - 1 }).map((i) => cases[i]);
const catalogueWidth = fc.oneof(fc.constantFrom(110, 140, 150), fc.integer({ min: 90, max: 160 }));
/**
 * What a case's widest piece needs across, laid as the catalogue draws it with the default seam allowance (a piece on
 * the fold: its half and the allowance twice). Narrower fabric is too wide for it, as plan.test.ts checks (the 122/128
 * ruffle: 93 cm).
 */
const widestPieceCm = (c: CatalogueCase) =>
  Math.max(
    ...c.pieces.map((p) => {
      const xs = p.outline.map(([x]) => x);
      const across = Math.max(...xs) - Math.min(...xs);
      return p.onFold ? 2 * (across + SEAM_ALLOWANCE_CM) : across + 2 * SEAM_ALLOWANCE_CM;
    }),
  );
/** A case with a width its pieces fit: the random width, or the widest piece's where that is wider. */
const catalogueCaseAndWidth = catalogueCase.chain((c) => fc.tuple(fc.constant(c), catalogueWidth.map((w) => Math.max(w, Math.ceil(widestPieceCm(c))))));

describe('planCutting: properties over random pieces', () => {
  it('lays every piece inside the fabric, apart (Clipper2 intersection), on its fold, as grain and print allow, pairs mirrored', () => {
    fc.assert(
      fc.property(pieces, width, print, (ps, fabricWidth, p) => {
        const options: CuttingOptions = { fabricWidth, ...p };
        expectValidPlan(ps, options, planCutting(ps, options));
      }),
      { numRuns: 60 },
    );
  });

  it('lays every partial fold validly: the doubled strip and the single layer apart, pieces on the fold at the fold or whole', () => {
    let laid = 0;
    fc.assert(
      fc.property(pieces, width, print, (ps, fabricWidth, p) => {
        const options: CuttingOptions = { fabricWidth, ...p };
        for (const plan of partialFoldPlans(ps, options)) {
          expect(plan.fold).toBe('partial');
          expectValidPlan(ps, options, plan);
          laid++;
        }
      }),
      { numRuns: 60 },
    );
    expect(laid).toBeGreaterThan(20);
  });

  it('never needs more than the box layout, and never more on a narrower fabric', () => {
    fc.assert(
      fc.property(pieces, width, width, (ps, w1, w2) => {
        const [narrow, wide] = w1 < w2 ? [w1, w2] : [w2, w1];
        const atWide = planCutting(ps, { fabricWidth: wide }).lengthCm;
        expect(planCutting(ps, { fabricWidth: narrow }).lengthCm).toBeGreaterThanOrEqual(atWide);
        expect(atWide).toBeLessThanOrEqual(fabricLength(ps, wide));
      }),
      { numRuns: 60 },
    );
  });
});

describe('planCutting: properties over the real catalogue', () => {
  it(`has the catalogue's areas (${cases.length})`, () => {
    expect(cases.length).toBeGreaterThan(100);
  });

  it('lays every area of every size validly, at any width, print and matching', () => {
    fc.assert(
      fc.property(catalogueCaseAndWidth, print, fc.constantFrom(0, 8, 12), ([c, fabricWidth], p, matchRepeatCm) => {
        const options: CuttingOptions = { fabricWidth, ...p, matchRepeatCm };
        const plan = planCutting(c.pieces, options);
        expect([c.name, plan.tooWide]).toEqual([c.name, []]);
        expectValidPlan(c.pieces, options, plan);
      }),
      { numRuns: 80 },
    );
  });

  it('lays every partial fold of every area validly', () => {
    fc.assert(
      fc.property(catalogueCase, catalogueWidth, print, (c, fabricWidth, p) => {
        const options: CuttingOptions = { fabricWidth, ...p };
        for (const plan of partialFoldPlans(c.pieces, options)) expectValidPlan(c.pieces, options, plan);
      }),
      { numRuns: 60 },
    );
  });

  it("folds one selvedge in only as far as a piece needs where that is shortest (Jacke Paul's lining, 74/80, 140 cm)", () => {
    const c = cases.find((k) => k.name === 'jacke-paul 74/80 futter')!;
    const options: CuttingOptions = { fabricWidth: 140 };
    const plan = planCutting(c.pieces, options);
    expect(plan.fold).toBe('partial');
    // every other way of laying it needs 59 cm
    expect(plan.lengthCm).toBeLessThan(59);
    expect(plan.folds).toEqual([0]);
    expect(plan.selvedges).toEqual([plan.doubleWidth, 140 - plan.doubleWidth!]);
    // the doubled strip: one piece's copies through both layers; the rest from the single layer beside it
    expect(plan.placements.some((p) => p.layers === 2)).toBe(true);
    expect(plan.placements.some((p) => p.layers === 1)).toBe(true);
    expectValidPlan(c.pieces, options, plan);
  });

  it('never needs more than the box layout, and never more on a narrower fabric (where every piece fits it)', () => {
    fc.assert(
      fc.property(catalogueCase, catalogueWidth, catalogueWidth, (c, w1, w2) => {
        const [narrow, wide] = w1 < w2 ? [w1, w2] : [w2, w1];
        const atWide = planCutting(c.pieces, { fabricWidth: wide }).lengthCm;
        const atNarrow = planCutting(c.pieces, { fabricWidth: narrow });
        // a fabric too narrow for a piece leaves it out (and says so): its length is not comparable
        if (atNarrow.tooWide.length === 0) expect([c.name, narrow, wide, atNarrow.lengthCm >= atWide]).toEqual([c.name, narrow, wide, true]);
        expect([c.name, wide, atWide <= fabricLength(c.pieces, wide)]).toEqual([c.name, wide, true]);
      }),
      { numRuns: 80 },
    );
  });

  it('lays a whole pattern cut from one fabric validly, never longer than the box layout, never longer on a narrower fabric', () => {
    const wholes = wholePatternCases();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: wholes.length - 1 }), fc.constantFrom(110, 140, 150), (i, wide) => {
        const c = wholes[i];
        const plan = planCutting(c.pieces, { fabricWidth: wide });
        expectValidPlan(c.pieces, { fabricWidth: wide }, plan);
        expect([c.name, wide, plan.lengthCm <= fabricLength(c.pieces, wide)]).toEqual([c.name, wide, true]);
        const narrower = planCutting(c.pieces, { fabricWidth: wide - 10 });
        if (narrower.tooWide.length === 0) expect([c.name, wide, narrower.lengthCm >= plan.lengthCm]).toEqual([c.name, wide, true]);
      }),
      { numRuns: 24 },
    );
  });
});
