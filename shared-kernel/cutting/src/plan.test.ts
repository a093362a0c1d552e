import { fabricLength, type CutPiece } from '@nahtlos/contract/yardage';
import { allowanceOutline, area, overlapArea } from './geometry';
import { allowedTurns, planCutting } from './plan';
import { expectValidPlan } from './test/checks';

const rect = (w: number, h: number): CutPiece['outline'] => [
  [0, 0],
  [w, 0],
  [w, h],
  [0, h],
];
const piece = (p: Partial<CutPiece> & Pick<CutPiece, 'outline'>): CutPiece => ({ name: 'Teil', quantity: 1, onFold: false, grain: 'lengthwise', ...p });
/** A sleeve: a cap on top, narrowing to the wrist (the real Ärmel's shape). */
const sleeve = (w: number, h: number): CutPiece['outline'] => [
  [0, h * 0.3],
  [w / 4, h * 0.08],
  [w / 2, 0],
  [(3 * w) / 4, h * 0.08],
  [w, h * 0.3],
  [w * 0.85, h],
  [w * 0.15, h],
];

describe('allowanceOutline', () => {
  it('grows a rectangle by the allowance on every side (mitred corners: its box grown)', () => {
    const [outline] = allowanceOutline(rect(10, 10), 1, false);
    expect(Math.abs(area(outline))).toBeCloseTo(144, 3);
  });

  it('leaves the fold edge of a piece on the fold without allowance', () => {
    const outlines = allowanceOutline(rect(10, 10), 1, true);
    expect(Math.abs(area(outlines[0]))).toBeCloseTo(11 * 12, 3);
    expect(Math.min(...outlines[0].map(([x]) => x))).toBeCloseTo(0, 6);
  });

  it('keeps a sharp corner inside the box grown by the allowance', () => {
    const [outline] = allowanceOutline([[0, 0], [20, 0], [0, 3]], 1, false);
    for (const [x, y] of outline) {
      expect(x).toBeGreaterThanOrEqual(-1 - 1e-6);
      expect(x).toBeLessThanOrEqual(21 + 1e-6);
      expect(y).toBeGreaterThanOrEqual(-1 - 1e-6);
      expect(y).toBeLessThanOrEqual(4 + 1e-6);
    }
  });

  it('cuts a degenerate outline (no area) as its box', () => {
    expect(Math.abs(area(allowanceOutline([[0, 0], [5, 0], [10, 0]], 1, false)[0]))).toBeCloseTo(12 * 2, 6);
  });
});

describe('allowedTurns', () => {
  const lengthwise = piece({ outline: rect(5, 5) });
  const free = piece({ outline: rect(5, 5), grain: 'any' });
  it('turns lengthwise pieces by 180° only, and not at all on a one-way print', () => {
    expect(allowedTurns(lengthwise, false, 0)).toEqual([0, 180]);
    expect(allowedTurns(lengthwise, true, 90)).toEqual([0]);
    expect(allowedTurns({ ...free, onFold: true }, false, 0)).toEqual([0, 180]);
  });
  it("turns grain-free pieces every quarter; on a one-way print only as the print is shown ('Drehen' 90°: a quarter turn)", () => {
    expect(allowedTurns(free, false, 45)).toEqual([0, 90, 180, 270]);
    expect(allowedTurns(free, true, 0)).toEqual([0]);
    expect(allowedTurns(free, true, 45)).toEqual([0]);
    expect(allowedTurns(free, true, 90)).toEqual([0, 270]);
  });
});

describe('planCutting', () => {
  it('needs no fabric for no pieces', () => {
    expect(planCutting([], { fabricWidth: 140 })).toMatchObject({ lengthCm: 0, buyLengthCm: 0, placements: [], tooWide: [], matchExtraCm: 0 });
  });

  it('lays a piece on the fold against the fold, its length rounded up and what to buy to the next 10 cm', () => {
    const pieces = [piece({ name: 'Vorderteil', outline: rect(20, 35), onFold: true })];
    const plan = planCutting(pieces, { fabricWidth: 140 });
    expect(plan.lengthCm).toBe(37);
    expect(plan.buyLengthCm).toBe(40);
    expect(plan.fold).toBe('centre');
    expect(plan.placements).toEqual([expect.objectContaining({ name: 'Vorderteil', x: 0, y: 0, onFold: true, yields: 1, rotation: 0, mirrored: false })]);
    expect(plan.pieces).toEqual([{ name: 'Vorderteil', count: 1, widthCm: 42, heightCm: 37, onFold: true }]);
    expectValidPlan(pieces, { fabricWidth: 140 }, plan);
  });

  it('cuts a pair through both layers of folded fabric, and the grainline runs along the piece', () => {
    const pieces = [piece({ name: 'Ärmel', outline: sleeve(22, 30), quantity: 2 })];
    const plan = planCutting(pieces, { fabricWidth: 140 });
    expect(plan.placements).toHaveLength(1);
    expect(plan.placements[0]).toMatchObject({ yields: 2 });
    const [[x1, y1], [x2, y2]] = plan.placements[0].grain;
    expect(Math.abs(x2 - x1)).toBeLessThan(1e-9);
    expect(Math.abs(y2 - y1)).toBeGreaterThan(10);
  });

  it('nests sleeves by their outline: cap into the gap beside the next one, shorter than the boxes', () => {
    const pieces = [piece({ name: 'Ärmel', outline: sleeve(30, 40), quantity: 6 })];
    const boxes = fabricLength(pieces, 100);
    const plan = planCutting(pieces, { fabricWidth: 100 });
    expect(plan.lengthCm).toBeLessThan(boxes);
    expectValidPlan(pieces, { fabricWidth: 100 }, plan);
  });

  it('lays pieces open when they do not fit folded, pairs as a piece and its mirror image', () => {
    // 60 cm wide: half of a 110 cm fabric is too narrow, the open fabric is not
    const pieces = [piece({ name: 'Rückenteil', outline: rect(58, 30), quantity: 2 })];
    const plan = planCutting(pieces, { fabricWidth: 110 });
    expect(plan.fold).toBe('open');
    expect(plan.tooWide).toEqual([]);
    expect(plan.placements.map((p) => p.mirrored).sort()).toEqual([false, true]);
    const [a, b] = plan.placements;
    expect(Math.sign(area(a.cutLine))).toBe(-Math.sign(area(b.cutLine)));
    expectValidPlan(pieces, { fabricWidth: 110 }, plan);
  });

  it("names a piece too wide for every layout, and lays the rest", () => {
    const pieces = [piece({ name: 'Rock', outline: rect(60, 40), onFold: true }), piece({ name: 'Tasche', outline: rect(10, 10) })];
    const plan = planCutting(pieces, { fabricWidth: 110 });
    expect(plan.tooWide).toEqual(['Rock']);
    expect(plan.placements.map((p) => p.name)).toEqual(['Tasche']);
  });

  it('a piece on the fold needs its half and the allowance twice across: too wide just below that, laid at it', () => {
    // the catalogue's ruffle of the Rüschenkleid Ella, size 122/128: 45.5 cm from its fold edge, with 1 cm allowance
    // 2 × 46.5 = 93 cm across, cut whole or folded
    const pieces = [piece({ name: 'Volant', outline: rect(45.5, 18.8), quantity: 2, onFold: true })];
    expect(planCutting(pieces, { fabricWidth: 90 }).tooWide).toEqual(['Volant']);
    expect(planCutting(pieces, { fabricWidth: 92.9 }).tooWide).toEqual(['Volant']);
    const plan = planCutting(pieces, { fabricWidth: 93 });
    expect(plan.tooWide).toEqual([]);
    expectValidPlan(pieces, { fabricWidth: 93 }, plan);
  });

  it("lays two flared skirts open, waist to waist: the first with its waist down, the next one's waist up beside it", () => {
    // a skirt half on the fold (Rüschenkleid 98/104): whole 45.6 cm at the waist and 59 cm at the hem with allowance.
    // Head to toe they need 111.3 cm across, and on folds they follow each other (91 cm); turned so that the waists
    // meet, the second rises 36 cm beside the first.
    const skirt = piece({ name: 'Rock', outline: [[0, 0], [21.8, 0], [28.5, 43.2], [0, 43.2]], onFold: true, quantity: 2 });
    const plan = planCutting([skirt], { fabricWidth: 110 });
    expect(plan.fold).toBe('open');
    expect(plan.lengthCm).toBeLessThanOrEqual(56);
    expect(plan.placements.map((p) => p.rotation).sort()).toEqual([0, 180]);
    expectValidPlan([skirt], { fabricWidth: 110 }, plan);
  });

  it('lays two pieces on the fold side by side with the selvedges folded to the middle', () => {
    const pieces = [piece({ name: 'Vorderteil', outline: rect(15, 40), onFold: true }), piece({ name: 'Rückenteil', outline: rect(15, 40), onFold: true })];
    const plan = planCutting(pieces, { fabricWidth: 110 });
    expect(plan.lengthCm).toBe(42);
    expect(plan.fold).toBe('selvedges');
    expect(plan.folds).toEqual([0, 55]);
    expect(plan.placements.find((p) => p.x > 0)).toMatchObject({ mirrored: true });
    expectValidPlan(pieces, { fabricWidth: 110 }, plan);
  });

  it('turns no piece on a one-way print', () => {
    const pieces = [piece({ outline: sleeve(25, 30), quantity: 4 }), piece({ name: 'Tasche', outline: rect(14, 10), grain: 'any', quantity: 2 })];
    const free = planCutting(pieces, { fabricWidth: 110 });
    const oneWay = planCutting(pieces, { fabricWidth: 110, oneWay: true });
    expect(oneWay.placements.every((p) => p.rotation === 0)).toBe(true);
    expect(oneWay.lengthCm).toBeGreaterThanOrEqual(free.lengthCm);
    expectValidPlan(pieces, { fabricWidth: 110, oneWay: true }, oneWay);
  });

  it('lays matched pieces with their hems on one motif line and says what matching adds', () => {
    // 60 cm one-way: both on the one fold, one above the other; the second's hem waits for the next motif line
    const pieces = [piece({ name: 'Vorderteil', outline: rect(20, 33), onFold: true }), piece({ name: 'Rückenteil', outline: rect(20, 31), onFold: true })];
    const free = planCutting(pieces, { fabricWidth: 60, oneWay: true });
    const matched = planCutting(pieces, { fabricWidth: 60, oneWay: true, matchRepeatCm: 10 });
    expect(free.lengthCm).toBe(68);
    expect(matched.lengthCm).toBe(73);
    const hems = matched.placements.map((p) => (p.rotation === 0 ? p.y + p.height : p.y));
    for (const hem of hems) expect((((hem - hems[0]) % 10) + 10) % 10).toBeCloseTo(0, 6);
    expect(matched.matchExtraCm).toBe(matched.lengthCm - free.lengthCm);
    expect(matched.matchExtraCm).toBeGreaterThan(0);
    expectValidPlan(pieces, { fabricWidth: 60, oneWay: true, matchRepeatCm: 10 }, matched);
  });

  it('lays nothing on a fabric of no width, and names every piece too wide', () => {
    const pieces = [piece({ name: 'Tasche', outline: rect(10, 10) })];
    for (const fabricWidth of [0, -5, Number.NaN]) expect(planCutting(pieces, { fabricWidth })).toMatchObject({ lengthCm: 0, placements: [], tooWide: ['Tasche'] });
  });

  it('lays pieces on a very wide fabric in one row', () => {
    const pieces = [piece({ outline: sleeve(25, 30), quantity: 4 }), piece({ name: 'Vorderteil', outline: rect(18, 40), onFold: true, quantity: 2 })];
    const plan = planCutting(pieces, { fabricWidth: 2000 });
    expect(plan.lengthCm).toBe(42);
    expectValidPlan(pieces, { fabricWidth: 2000 }, plan);
  });

  it('is deterministic', () => {
    const pieces = [piece({ outline: sleeve(25, 30), quantity: 4 }), piece({ name: 'Vorderteil', outline: rect(18, 40), onFold: true, quantity: 2 })];
    expect(planCutting(pieces, { fabricWidth: 140 })).toEqual(planCutting(pieces, { fabricWidth: 140 }));
  });

  it('keeps the pieces of a plan apart by their outlines', () => {
    const pieces = [piece({ outline: sleeve(25, 30), quantity: 6 }), piece({ name: 'Vorderteil', outline: rect(18, 40), onFold: true, quantity: 2 })];
    const plan = planCutting(pieces, { fabricWidth: 140 });
    for (const [i, p] of plan.placements.entries()) for (const q of plan.placements.slice(i + 1)) expect(overlapArea(p.allowance, q.allowance)).toBeLessThan(1e-3);
  });
});
