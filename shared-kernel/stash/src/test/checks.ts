import type { SewingPattern } from '@nahtlos/contract/content';
import { planCutting } from '@nahtlos/cutting';
import { areaAllows } from '../materials';
import type { StashEntry, StashMatch } from '../types';

/**
 * Everything a suggestion must keep, checked without the matcher's cache: every area has exactly one entry, whose
 * material it allows; per used entry, the areas on it re-planned together with planCutting lay every piece and need
 * no more than the entry's length, as the suggestion says; the score adds up.
 */
export function expectValidMatch(match: StashMatch, patterns: readonly SewingPattern[], stash: readonly StashEntry[]): void {
  const pattern = patterns.find((p) => p.id === match.patternId)!;
  const size = pattern.sizes!.find((s) => s.size === match.size)!;
  const byId = new Map(stash.map((e) => [e.id, e]));
  expect(Object.keys(match.assignment).sort()).toEqual(pattern.areas.map((a) => a.id).sort());
  for (const area of pattern.areas) expect([area.id, areaAllows(area, byId.get(match.assignment[area.id])!.fabric)]).toEqual([area.id, true]);
  expect(match.uses.flatMap((u) => u.areaIds).sort()).toEqual(pattern.areas.map((a) => a.id).sort());
  let score = 0;
  for (const use of match.uses) {
    const stashEntry = byId.get(use.entryId)!;
    for (const areaId of use.areaIds) expect(match.assignment[areaId]).toBe(use.entryId);
    const pieces = use.areaIds.flatMap((id) => size.pieces[id] ?? []);
    const plan = planCutting(pieces, { fabricWidth: stashEntry.widthCm, oneWay: stashEntry.fabric.oneWay ?? false });
    expect([use.entryId, plan.tooWide]).toEqual([use.entryId, []]);
    expect(plan.lengthCm).toBe(use.planLengthCm);
    expect(plan.lengthCm).toBeLessThanOrEqual(stashEntry.lengthCm);
    expect(use.leftoverCm).toBe(stashEntry.lengthCm - plan.lengthCm);
    score += plan.lengthCm / stashEntry.lengthCm;
  }
  expect(match.score).toBeCloseTo(score, 9);
}
