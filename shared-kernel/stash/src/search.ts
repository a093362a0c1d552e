import type { PatternSize } from '@nahtlos/contract/content';
import { PatternFits, usedShare, type SearchEntry } from './fits';
import type { PlanCache } from './plans';

export interface SearchProblem {
  size: PatternSize;
  /** the pattern's areas, in its order */
  areaIds: readonly string[];
  /** per area (same order as areaIds): the entries it may be cut from (material allowed, not too short at a glance) */
  candidates: readonly (readonly SearchEntry[])[];
  cache: PlanCache;
}

/** The best assignment found: per area the entry, per used entry the areas and their plan's length. */
export interface Assignment {
  entryOfArea: SearchEntry[];
  groups: { entry: SearchEntry; areaIndices: number[]; lengthCm: number }[];
  score: number;
}

/** The search stops after visiting this many assignments of one area (a guard; the bench's catalogue stays far below). */
export const NODE_LIMIT = 50_000;
const EPS = 1e-9;

/**
 * Branch and bound over the areas, the most constrained first: each area goes to an entry no area uses yet or joins
 * the areas already on an entry (their pieces then planned together). See README "Search". Returns null when no
 * assignment fits; `areasWithoutFabric` then names the areas no entry takes on its own (none when some other reason).
 */
export function bestAssignment(problem: SearchProblem): { best: Assignment | null; areasWithoutFabric: number[] } {
  const { size, areaIds, candidates, cache } = problem;
  const fits = new PatternFits(size, areaIds, cache);
  const byCeiling = (area: number) =>
    candidates[area]
      .map((entry) => ({ entry, ceiling: fits.ceiling(area, entry) }))
      .sort((a, b) => b.ceiling - a.ceiling || a.entry.lengthCm - b.entry.lengthCm || a.entry.index - b.entry.index);

  // the most each area can add alone: its best share, found by planning the entries best first until none can beat it
  const ceilings = areaIds.map((_, area) => {
    let bestShare: number | null = null;
    for (const { entry, ceiling } of byCeiling(area)) {
      if (bestShare !== null && ceiling <= bestShare) break;
      const length = fits.aloneLength(area, entry);
      const share = length === null ? null : usedShare(length, entry);
      if (share !== null && (bestShare === null || share > bestShare)) bestShare = share;
    }
    return bestShare;
  });
  const areasWithoutFabric = ceilings.flatMap((ceiling, area) => (ceiling === null ? [area] : []));
  if (areasWithoutFabric.length > 0) return { best: null, areasWithoutFabric };

  // fewest candidates first: a dead end shows early; then the pattern's order (deterministic)
  const order = areaIds.map((_, i) => i).sort((a, b) => candidates[a].length - candidates[b].length || a - b);
  const groups = new Map<SearchEntry, { areaIndices: number[]; lengthCm: number }>();
  const entryOfArea: SearchEntry[] = new Array(areaIds.length);
  let score = 0;
  let best: Assignment | null = null;
  let nodes = 0;
  const shareOf = (entry: SearchEntry) => {
    const group = groups.get(entry);
    return group ? usedShare(group.lengthCm, entry) : 0;
  };
  /**
   * The most the areas from the k-th on can still add: each its best ceiling on an entry, an entry already cut from
   * only up to what is left of it (sharing adds at most an area's own plan: one after the other is never shorter
   * than together — the one assumption about the cutting plan the search makes, see README).
   */
  const rest = (k: number) => {
    let sum = 0;
    for (let j = k; j < order.length; j++) {
      let most = 0;
      for (const entry of candidates[order[j]]) most = Math.max(most, Math.min(fits.ceiling(order[j], entry), 1 - shareOf(entry)));
      sum += most;
    }
    return sum;
  };

  const visit = (k: number): void => {
    if (++nodes > NODE_LIMIT) return;
    if (k === order.length) {
      if (best && score <= best.score + EPS) return;
      best = {
        entryOfArea: [...entryOfArea],
        groups: [...groups].map(([entry, group]) => ({ entry, areaIndices: [...group.areaIndices], lengthCm: group.lengthCm })),
        score,
      };
      return;
    }
    const area = order[k];
    if (best && score + rest(k) <= best.score + EPS) return;
    const after = rest(k + 1);
    const beatsBest = (gain: number) => !best || score + gain + after > best.score + EPS;
    // best first by what each option can add: joining an entry adds at most the area's own share, and only what is
    // left of the entry
    const options = candidates[area]
      .map((entry) => ({ entry, bound: Math.min(fits.ceiling(area, entry), 1 - shareOf(entry)) }))
      .sort((a, b) => b.bound - a.bound || a.entry.lengthCm - b.entry.lengthCm || a.entry.index - b.entry.index);
    for (const { entry } of options) {
      const group = groups.get(entry);
      const current = shareOf(entry);
      if (!beatsBest(Math.min(fits.ceiling(area, entry), 1 - current))) break;
      const alone = fits.aloneLength(area, entry);
      if (alone === null || !beatsBest(Math.min(usedShare(alone, entry), 1 - current))) continue;
      const areaIndices = group ? [...group.areaIndices, area].sort((a, b) => a - b) : [area];
      // joining pieces that today's box layout already fits beside the others adds little: bounded without a plan
      if (group && !beatsBest(fits.boxShare(areaIndices, entry) - current)) continue;
      const lengthCm = group ? fits.fittingLength(areaIndices, entry, group.lengthCm) : alone;
      if (lengthCm === null) continue;
      const gain = usedShare(lengthCm, entry) - current;
      if (!beatsBest(gain)) continue;
      groups.set(entry, { areaIndices, lengthCm });
      entryOfArea[area] = entry;
      const before = score;
      score += gain;
      visit(k + 1);
      score = before;
      if (group) groups.set(entry, group);
      else groups.delete(entry);
    }
  };
  visit(0);
  return { best, areasWithoutFabric: [] };
}
