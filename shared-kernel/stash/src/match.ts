import type { SewingPattern } from '@nahtlos/contract/content';
import { cheapLowerBound } from './bounds';
import { areaAllows } from './materials';
import { PlanCache } from './plans';
import { usedShare, type SearchEntry } from './fits';
import { bestAssignment, type Assignment } from './search';
import type { EntryUse, MatchStep, PatternOutcome, StashEntry, StashMatch } from './types';

export interface MatchOptions {
  /** plans made before (a worker keeps one across runs); a new one per call otherwise */
  cache?: PlanCache;
  /** after each pattern: how many are checked, of how many (for a progress bar) */
  onProgress?: (done: number, total: number) => void;
}

/** Entries the search can use: a length and a width above 0 (anything else is left out). */
const searchEntries = (stash: readonly StashEntry[]): SearchEntry[] =>
  stash.flatMap((entry, index) =>
    Number.isFinite(entry.lengthCm) && Number.isFinite(entry.widthCm) && entry.lengthCm > 0 && entry.widthCm > 0
      ? [{ index, lengthCm: entry.lengthCm, widthCm: entry.widthCm, oneWay: entry.fabric.oneWay ?? false }]
      : [],
  );

/** Results best first: the score, then the fabric cut off, then the catalogue's order. */
export function compareMatches(a: StashMatch, b: StashMatch, patterns: readonly SewingPattern[] = []): number {
  const position = (id: string) => patterns.find((p) => p.id === id)?.position ?? 0;
  return b.score - a.score || b.usedAreaCm2 - a.usedAreaCm2 || position(a.patternId) - position(b.patternId) || (a.patternId < b.patternId ? -1 : a.patternId > b.patternId ? 1 : 0);
}

function toMatch(pattern: SewingPattern, size: string, stash: readonly StashEntry[], found: Assignment): StashMatch {
  const areaIds = pattern.areas.map((area) => area.id);
  const uses: EntryUse[] = [...found.groups]
    .sort((a, b) => a.entry.index - b.entry.index)
    .map(({ entry, areaIndices, lengthCm }) => ({
      entryId: stash[entry.index].id,
      areaIds: areaIndices.map((i) => areaIds[i]),
      planLengthCm: lengthCm,
      leftoverCm: entry.lengthCm - lengthCm,
      usedShare: usedShare(lengthCm, entry),
    }));
  const assignment = Object.fromEntries(areaIds.map((id, i) => [id, stash[found.entryOfArea[i].index].id]));
  const usedAreaCm2 = found.groups.reduce((sum, { entry, lengthCm }) => sum + lengthCm * entry.widthCm, 0);
  return { patternId: pattern.id, size, assignment, uses, score: uses.reduce((sum, use) => sum + use.usedShare, 0), usedAreaCm2 };
}

/**
 * The best assignment of stash entries to every area of `pattern` in `size` (README "Score", "Search"), or why there
 * is none: `areasWithoutFabric` names the areas no entry can take on its own.
 */
export function matchPattern(pattern: SewingPattern, size: string, stash: readonly StashEntry[], cache: PlanCache = new PlanCache()): PatternOutcome {
  const patternSize = pattern.sizes?.find((s) => s.size === size);
  if (!patternSize) return { patternId: pattern.id, match: null, areasWithoutFabric: [] };
  const entries = searchEntries(stash);
  const areaIds = pattern.areas.map((area) => area.id);
  const candidates = pattern.areas.map((area) => {
    const pieces = patternSize.pieces[area.id] ?? [];
    return entries.filter((entry) => areaAllows(area, stash[entry.index].fabric) && cheapLowerBound(pieces, entry.widthCm) <= entry.lengthCm);
  });
  const { best, areasWithoutFabric } = bestAssignment({ size: patternSize, areaIds, candidates, cache });
  return best
    ? { patternId: pattern.id, match: toMatch(pattern, size, stash, best), areasWithoutFabric: [] }
    : { patternId: pattern.id, match: null, areasWithoutFabric: areasWithoutFabric.map((i) => areaIds[i]) };
}

/**
 * The matcher pattern by pattern, for a Web Worker: yields after each pattern (its outcome and the progress) and
 * returns the matches best first. Patterns without the size or without a fitting assignment yield no match.
 */
export function* matchStashStepwise(
  stash: readonly StashEntry[],
  patterns: readonly SewingPattern[],
  size: string,
  cache: PlanCache = new PlanCache(),
): Generator<MatchStep, StashMatch[], void> {
  const matches: StashMatch[] = [];
  for (const [i, pattern] of patterns.entries()) {
    const outcome = matchPattern(pattern, size, stash, cache);
    if (outcome.match) matches.push(outcome.match);
    yield { ...outcome, done: i + 1, total: patterns.length };
  }
  return matches.sort((a, b) => compareMatches(a, b, patterns));
}

/** 'Was kann ich daraus nähen?': every pattern the stash can make in `size`, best first (README). */
export function matchStash(stash: readonly StashEntry[], patterns: readonly SewingPattern[], size: string, options: MatchOptions = {}): StashMatch[] {
  const steps = matchStashStepwise(stash, patterns, size, options.cache);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    options.onProgress?.(step.value.done, step.value.total);
  }
}
