import fc from 'fast-check';
import type { CutPiece } from '@nahtlos/contract/yardage';
import { planCutting } from '@nahtlos/cutting';
import { cheapLowerBound } from './bounds';
import { PlanCache } from './plans';
import { builtCatalogue } from './test/catalogue';
import { pattern } from './test/fixtures';

/** Random pieces as the cutting plan's property tests make them: random polygons in a box, some on the fold. */
const point = (maxX: number, maxY: number) => fc.tuple(fc.double({ min: 0, max: maxX, noNaN: true }), fc.double({ min: 0, max: maxY, noNaN: true }));
const piece: fc.Arbitrary<CutPiece> = fc.record({ grain: fc.constantFrom('lengthwise' as const, 'any' as const), onFold: fc.boolean() }).chain(({ grain, onFold }) =>
  fc.record({
    name: fc.constantFrom('Vorderteil', 'Ärmel', 'Tasche'),
    outline: fc
      .array(point(grain === 'any' ? 15 : 30, grain === 'any' ? 15 : 80), { minLength: 3, maxLength: 7 })
      .map((pts) => (onFold ? [[0, pts[0][1]] as const, ...pts.slice(1), [0, pts.at(-1)![1]] as const] : pts))
      .filter((pts) => new Set(pts.map(([x, y]) => `${x},${y}`)).size >= 3),
    quantity: fc.integer({ min: 1, max: 3 }),
    onFold: fc.constant(onFold),
    grain: fc.constant(grain),
  }),
);
const pieces = fc.array(piece, { minLength: 1, maxLength: 6 });
const width = fc.integer({ min: 20, max: 160 });

describe('the bounds the search prunes with', () => {
  it('never puts the lower bound without a plan above the plan: no fitting entry is dropped at a glance', () => {
    fc.assert(
      fc.property(pieces, width, fc.boolean(), (ps, fabricWidth, oneWay) => {
        const plan = planCutting(ps, { fabricWidth, oneWay });
        const bound = cheapLowerBound(ps, fabricWidth);
        if (plan.tooWide.length === 0) expect(bound).toBeLessThanOrEqual(plan.lengthCm + 1e-9);
        // too wide at a glance: the plan cannot lay it either
        if (bound === Infinity) expect(plan.tooWide.length).toBeGreaterThan(0);
      }),
      { numRuns: 60 },
    );
  });

  it("never puts the box layout's ceiling below the plan, with or without a one-way print", () => {
    fc.assert(
      fc.property(pieces, width, fc.boolean(), (ps, fabricWidth, oneWay) => {
        const p = pattern('muster', [{ id: 'bereich', pieces: ps }]);
        const ceiling = new PlanCache().upperBound(p.sizes![0], ['bereich'], fabricWidth, oneWay);
        expect(planCutting(ps, { fabricWidth, oneWay }).lengthCm).toBeLessThanOrEqual(ceiling);
      }),
      { numRuns: 100 },
    );
  });

  it("never puts the box layout's ceiling below the plan of the catalogue's areas (one-way prints included)", () => {
    const cache = new PlanCache();
    for (const p of builtCatalogue().sewingPatterns) {
      const size = p.sizes!.find((s) => s.size === '86/92')!;
      for (const area of p.areas) {
        for (const fabricWidth of [110, 140, 150]) {
          for (const oneWay of [false, true]) {
            const plan = planCutting(size.pieces[area.id], { fabricWidth, oneWay });
            expect([p.id, area.id, fabricWidth, oneWay, plan.lengthCm <= cache.upperBound(size, [area.id], fabricWidth, oneWay)]).toEqual([p.id, area.id, fabricWidth, oneWay, true]);
          }
        }
      }
    }
  }, 120_000);

  it("takes a wider fabric's plan as a lower bound for a narrower one", () => {
    fc.assert(
      fc.property(pieces, width, width, (ps, w1, w2) => {
        const [narrow, wide] = w1 < w2 ? [w1, w2] : [w2, w1];
        const size = pattern('muster', [{ id: 'bereich', pieces: ps }]).sizes![0];
        const cache = new PlanCache();
        cache.plan({ size, areaIds: ['bereich'], width: wide, oneWay: false });
        const request = { size, areaIds: ['bereich'], width: narrow, oneWay: false };
        const bound = cache.knownLowerBound(request);
        const plan = cache.plan(request);
        // a piece too wide for the wider fabric is too wide here; a plan that lays every piece needs at least as much
        if (bound === Infinity) expect(plan.tooWide).toBe(true);
        else if (!plan.tooWide) expect(plan.lengthCm).toBeGreaterThanOrEqual(bound);
      }),
      { numRuns: 60 },
    );
  });
});
