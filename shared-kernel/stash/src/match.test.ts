import { planCutting } from '@nahtlos/cutting';
import { matchPattern, matchStash, matchStashStepwise } from './match';
import { PlanCache } from './plans';
import { builtCatalogue } from './test/catalogue';
import { expectValidMatch } from './test/checks';
import { entry, pattern, rect } from './test/fixtures';
import type { MatchStep, StashMatch } from './types';

const WIDTH = 140;
const lengthOf = (pieces: Parameters<typeof planCutting>[0], fabricWidth = WIDTH, oneWay = false) => planCutting(pieces, { fabricWidth, oneWay }).lengthCm;

describe('matchPattern: hand-made pieces', () => {
  const main = [rect('Vorderteil', 40, 50)];
  const sleeves = [rect('Ärmel', 20, 30, { quantity: 2 })];
  const shirt = pattern('shirt', [
    { id: 'hauptstoff', pieces: main },
    { id: 'aermel', pieces: sleeves },
  ]);

  it('finds the assignment that fits: each area on the entry just long enough for it', () => {
    const stash = [entry('kurz', lengthOf(sleeves), WIDTH, 'jersey'), entry('lang', lengthOf(main), WIDTH, 'jersey')];
    const { match, areasWithoutFabric } = matchPattern(shirt, '86/92', stash);
    expect(areasWithoutFabric).toEqual([]);
    expect(match?.assignment).toEqual({ hauptstoff: 'lang', aermel: 'kurz' });
    // both pieces used up whole: the best score two entries can give
    expect(match?.score).toBe(2);
    expect(match?.uses.map((u) => [u.entryId, u.leftoverCm, u.usedShare])).toEqual([
      ['kurz', 0, 1],
      ['lang', 0, 1],
    ]);
    expectValidMatch(match!, [shirt], stash);
  });

  it('prefers the piece it uses up over a long one it only starts', () => {
    const stash = [entry('rolle', 300, WIDTH, 'jersey'), entry('rest', lengthOf(main) + 5, WIDTH, 'jersey'), entry('rest-2', 250, WIDTH, 'jersey')];
    const { match } = matchPattern(shirt, '86/92', stash);
    expect(match?.assignment.hauptstoff).toBe('rest');
    expectValidMatch(match!, [shirt], stash);
  });

  it('respects allowed materials: an area with a list takes only those; without one every material but cuffs', () => {
    const listed = pattern('listed', [
      { id: 'hauptstoff', materials: ['jersey'], pieces: main },
      { id: 'bund', pieces: [rect('Bund', 30, 8)] },
    ]);
    // the ribbing remnant would be used up whole by the waistband, but an area that lists nothing takes no cuffs
    const stash = [entry('sweat', 200, WIDTH, 'sweat'), entry('jersey', 200, WIDTH, 'jersey'), entry('rippe', lengthOf([rect('Bund', 30, 8)]), WIDTH, 'buendchen')];
    const { match } = matchPattern(listed, '86/92', stash);
    expect(match?.assignment.hauptstoff).toBe('jersey');
    expect(match?.assignment.bund).not.toBe('rippe');
    expectValidMatch(match!, [listed], stash);
    // an area listing cuffs takes them
    const withCuffs = pattern('cuffs', [{ id: 'bund', materials: ['buendchen'], pieces: [rect('Bund', 30, 8)] }]);
    expect(matchPattern(withCuffs, '86/92', stash).match?.assignment).toEqual({ bund: 'rippe' });
  });

  it('names the areas no entry can take when a material is missing', () => {
    const listed = pattern('listed', [
      { id: 'hauptstoff', materials: ['musselin'], pieces: main },
      { id: 'aermel', pieces: sleeves },
    ]);
    const outcome = matchPattern(listed, '86/92', [entry('jersey', 300, WIDTH, 'jersey')]);
    expect(outcome).toEqual({ patternId: 'listed', match: null, areasWithoutFabric: ['hauptstoff'] });
  });

  it("lets own fabrics (no material, or the configurator's 'custom') into every area, as the configurator offers 'Eigene'", () => {
    const listed = pattern('listed', [
      { id: 'hauptstoff', materials: ['musselin'], pieces: main },
      { id: 'bund', materials: ['buendchen'], pieces: [rect('Bund', 30, 8)] },
    ]);
    const stash = [entry('foto', 100, WIDTH), entry('eigen', 100, WIDTH, 'custom')];
    const { match } = matchPattern(listed, '86/92', stash);
    expect(new Set(Object.values(match!.assignment))).toEqual(new Set(['foto', 'eigen']));
    expectValidMatch(match!, [listed], stash);
  });

  it('shares an entry between areas when that is what fits', () => {
    const together = lengthOf([...main, ...sleeves]);
    // the only entry either area may use: both planned together on it
    const stash = [entry('jersey', together, WIDTH, 'jersey'), entry('sweat', 300, WIDTH, 'sweat')];
    const listed = pattern('listed', [
      { id: 'hauptstoff', materials: ['jersey'], pieces: main },
      { id: 'aermel', materials: ['jersey'], pieces: sleeves },
    ]);
    const { match } = matchPattern(listed, '86/92', stash);
    expect(match?.uses).toEqual([{ entryId: 'jersey', areaIds: ['hauptstoff', 'aermel'], planLengthCm: together, leftoverCm: 0, usedShare: 1 }]);
    expectValidMatch(match!, [listed], stash);
  });

  it('shares a remnant when that uses it up, rather than starting a long piece', () => {
    // a skirt too wide for the sleeves beside it: together they need the skirt's length and the sleeves' after it
    const skirt = [rect('Rock', 120, 50)];
    const dress = pattern('dress', [
      { id: 'hauptstoff', pieces: skirt },
      { id: 'aermel', pieces: sleeves },
    ]);
    const together = lengthOf([...skirt, ...sleeves]);
    expect(together).toBeGreaterThan(lengthOf(skirt));
    const stash = [entry('rolle', 300, WIDTH, 'jersey'), entry('rest', together, WIDTH, 'jersey')];
    const { match } = matchPattern(dress, '86/92', stash);
    expect(match?.assignment).toEqual({ hauptstoff: 'rest', aermel: 'rest' });
    expect(match?.score).toBe(1);
    expectValidMatch(match!, [dress], stash);
  });

  it('finds nothing on entries too short or too narrow', () => {
    const wide = pattern('wide', [{ id: 'hauptstoff', pieces: [rect('Rock', 130, 40)] }]);
    expect(matchPattern(wide, '86/92', [entry('schmal', 300, 110, 'jersey')]).areasWithoutFabric).toEqual(['hauptstoff']);
    expect(matchPattern(shirt, '86/92', [entry('kurz', lengthOf(main) - 1, WIDTH, 'jersey'), entry('lang', 300, WIDTH, 'jersey')]).match?.assignment).toEqual({
      hauptstoff: 'lang',
      aermel: 'kurz',
    });
    expect(matchPattern(shirt, '86/92', [entry('kurz', 10, WIDTH, 'jersey')]).areasWithoutFabric).toEqual(['hauptstoff', 'aermel']);
  });

  it('plans a one-way print without turning pieces upside down', () => {
    const stash = [entry('richtung', 300, WIDTH, 'jersey', true)];
    const { match } = matchPattern(shirt, '86/92', stash);
    expect(match?.uses[0].planLengthCm).toBe(lengthOf([...main, ...sleeves], WIDTH, true));
  });

  it('leaves out patterns without the size, and entries without a length or width', () => {
    expect(matchPattern(shirt, '98/104', [entry('jersey', 300, WIDTH, 'jersey')])).toEqual({ patternId: 'shirt', match: null, areasWithoutFabric: [] });
    const broken = [entry('null', 0, WIDTH, 'jersey'), entry('nan', Number.NaN, WIDTH, 'jersey'), entry('schmal', 300, -1, 'jersey')];
    expect(matchPattern(shirt, '86/92', broken).match).toBeNull();
  });
});

describe('matchStash', () => {
  const small = pattern('klein', [{ id: 'hauptstoff', pieces: [rect('Teil', 20, 20)] }], '86/92', 2);
  const large = pattern('gross', [{ id: 'hauptstoff', pieces: [rect('Teil', 50, 90)] }], '86/92', 1);
  const none = pattern('keiner', [{ id: 'hauptstoff', materials: ['cord'], pieces: [rect('Teil', 20, 20)] }], '86/92', 0);
  const patterns = [none, small, large];
  const stash = [entry('a', 100, WIDTH, 'jersey'), entry('b', 30, WIDTH, 'jersey')];

  it('lists the patterns that fit, best score first, and reports progress per pattern', () => {
    const progress: [number, number][] = [];
    const matches = matchStash(stash, patterns, '86/92', { onProgress: (done, total) => progress.push([done, total]) });
    expect(matches.map((m) => m.patternId)).toEqual(['gross', 'klein']);
    expect(matches[0].score).toBeGreaterThan(matches[1].score);
    expect(progress).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
  });

  it('runs stepwise (for a worker): one step per pattern, then the same result', () => {
    const steps: MatchStep[] = [];
    const run = matchStashStepwise(stash, patterns, '86/92');
    let next = run.next();
    while (!next.done) {
      steps.push(next.value);
      next = run.next();
    }
    expect(steps.map((s) => [s.patternId, s.done, s.total, s.match !== null, s.areasWithoutFabric])).toEqual([
      ['keiner', 1, 3, false, ['hauptstoff']],
      ['klein', 2, 3, true, []],
      ['gross', 3, 3, true, []],
    ]);
    expect(next.value).toEqual(matchStash(stash, patterns, '86/92'));
  });

  it('plans nothing twice with a kept cache, and answers the same', () => {
    const cache = new PlanCache();
    const first = matchStash(stash, patterns, '86/92', { cache });
    const made = cache.plansMade;
    expect(made).toBeGreaterThan(0);
    expect(matchStash(stash, patterns, '86/92', { cache })).toEqual(first);
    expect(cache.plansMade).toBe(made);
  });
});

describe('the real catalogue', () => {
  const { sewingPatterns: patterns } = builtCatalogue();
  const firstMaterial = (area: (typeof patterns)[number]['areas'][number]) => area.materials?.[0]?.id ?? 'jersey';

  it.each(patterns.map((p) => [p.id]))('finds the known fitting assignment of %s in 86/92: one entry per area, each just long enough', (id) => {
    const p = patterns.find((candidate) => candidate.id === id)!;
    const size = p.sizes!.find((s) => s.size === '86/92')!;
    const stash = p.areas.map((area) => entry(`fuer-${area.id}`, lengthOf(size.pieces[area.id] ?? [], 150), 150, firstMaterial(area)));
    const { match } = matchPattern(p, '86/92', stash);
    // every entry used up whole: nothing scores higher
    expect(match?.score).toBeCloseTo(p.areas.length, 9);
    expectValidMatch(match!, patterns, stash);
  });

  it("takes the catalogue's fabric objects as they are (a shipped fabric is a StashFabric)", () => {
    const { fabrics } = builtCatalogue();
    const jersey = fabrics.find((f) => f.material === 'jersey' && !f.oneWay)!;
    const stash = [{ id: 'vorrat', fabric: jersey, lengthCm: 300, widthCm: jersey.usableWidth ?? 150 }];
    const shirt = patterns.find((p) => p.id === 'shirt-mila')!;
    const { match } = matchPattern(shirt, '86/92', stash);
    expect(match?.uses.map((u) => u.entryId)).toEqual(['vorrat']);
    expectValidMatch(match!, patterns, stash);
  });

  it('suggests only valid assignments for a mixed stash over the whole catalogue, best first', () => {
    const stash = [
      entry('jersey-lang', 250, 150, 'jersey'),
      entry('jersey-rest', 70, 150, 'jersey'),
      entry('musselin', 120, 135, 'musselin', true),
      entry('cord', 150, 145, 'cord'),
      entry('sweat', 90, 160, 'sweat'),
      entry('farbe', 100, 140, 'farbe'),
      entry('rippe', 40, 70, 'buendchen'),
      entry('foto', 110, 140),
    ];
    const matches: StashMatch[] = matchStash(stash, patterns, '98/104');
    expect(matches.length).toBeGreaterThan(3);
    for (const m of matches) expectValidMatch(m, patterns, stash);
    for (let i = 1; i < matches.length; i++) expect(matches[i - 1].score).toBeGreaterThanOrEqual(matches[i].score);
  });
});
