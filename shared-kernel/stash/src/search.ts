import type { PatternSize } from '@nahtlos/contract/content';
import { cheapLowerBound } from './bounds';
import { piecesOf, type PlanCache } from './plans';

/** A stash entry as the search sees it: its place in the stash, its length and width, its print. */
export interface SearchEntry {
  index: number;
  lengthCm: number;
  widthCm: number;
  oneWay: boolean;
}

export interface SearchProblem {
  size: PatternSize;
  /** the pattern's areas, in its order */
  areaIds: readonly string[];
  entries: readonly SearchEntry[];
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

/** How much of an entry a plan of `lengthCm` uses up: the score's term (README "Score"). */
export const usedShare = (lengthCm: number, entry: SearchEntry) => Math.min(1, lengthCm / entry.lengthCm);

/**
 * Branch and bound over the areas, the most constrained first: each area goes to an entry no area uses yet or joins
 * the areas already on an entry (their pieces then planned together). See README "Search". Returns null when no
 * assignment fits; `areasWithoutFabric` then names the areas no entry takes on its own (none when some other reason).
 */
export function bestAssignment(problem: SearchProblem): { best: Assignment | null; areasWithoutFabric: number[] } {
  const { size, areaIds, candidates, cache } = problem;
  const requestFor = (areaIndices: readonly number[], entry: SearchEntry) => ({
    size,
    areaIds: areaIndices.map((i) => areaIds[i]),
    width: entry.widthCm,
    oneWay: entry.oneWay,
  });

  /** The plan's length of these areas on this entry when it fits, else null; not planned when a lower bound is too long already. */
  const fittingLength = (areaIndices: readonly number[], entry: SearchEntry, atLeast = 0): number | null => {
    const request = requestFor(areaIndices, entry);
    // a single area's plan is a lower bound for any set of areas containing it, and a wider fabric's for a narrower one
    let lower = Math.max(atLeast, cache.knownLowerBound(request));
    if (areaIndices.length > 1) {
      for (const i of areaIndices) {
        const alone = cache.known(requestFor([i], entry));
        if (alone) lower = Math.max(lower, alone.tooWide ? Infinity : alone.lengthCm);
      }
    }
    if (lower > entry.lengthCm) return null;
    if (areaIndices.length > 1 && cheapLowerBound(piecesOf(size, request.areaIds), entry.widthCm) > entry.lengthCm) return null;
    const plan = cache.plan(request);
    return !plan.tooWide && plan.lengthCm <= entry.lengthCm ? plan.lengthCm : null;
  };
  /**
   * At most the share an area alone can use of an entry without planning it: the plan's when it is made, else today's
   * box layout's length, which the plan never exceeds (with a one-way print it only guides).
   */
  const aloneCeiling = (area: number, entry: SearchEntry): number => {
    const request = requestFor([area], entry);
    const plan = cache.known(request);
    if (plan) return plan.tooWide || plan.lengthCm > entry.lengthCm ? 0 : usedShare(plan.lengthCm, entry);
    if (cache.knownLowerBound(request) > entry.lengthCm) return 0;
    return usedShare(Math.min(entry.lengthCm, cache.upperBound(size, request.areaIds, entry.widthCm)), entry);
  };
  // the ceilings, kept: one goes down to the exact share once its plan is made (a stale one is still a ceiling)
  const ceilingMemo = areaIds.map(() => new Map<SearchEntry, number>());
  const ceilingOf = (area: number, entry: SearchEntry): number => {
    let ceiling = ceilingMemo[area].get(entry);
    if (ceiling === undefined) {
      ceiling = aloneCeiling(area, entry);
      ceilingMemo[area].set(entry, ceiling);
    }
    return ceiling;
  };
  const aloneLength = (area: number, entry: SearchEntry): number | null => {
    const length = fittingLength([area], entry);
    ceilingMemo[area].set(entry, length === null ? 0 : usedShare(length, entry));
    return length;
  };
  const byCeiling = (area: number) =>
    candidates[area]
      .map((entry) => ({ entry, ceiling: ceilingOf(area, entry) }))
      .sort((a, b) => b.ceiling - a.ceiling || a.entry.lengthCm - b.entry.lengthCm || a.entry.index - b.entry.index);

  // the most each area can add alone: its best share, found by planning the entries best first until none can beat it
  const ceilings = areaIds.map((_, area) => {
    let bestShare: number | null = null;
    for (const { entry, ceiling } of byCeiling(area)) {
      if (bestShare !== null && ceiling <= bestShare) break;
      const length = aloneLength(area, entry);
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
      for (const entry of candidates[order[j]]) most = Math.max(most, Math.min(ceilingOf(order[j], entry), 1 - shareOf(entry)));
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
      .map((entry) => ({ entry, bound: Math.min(ceilingOf(area, entry), 1 - shareOf(entry)) }))
      .sort((a, b) => b.bound - a.bound || a.entry.lengthCm - b.entry.lengthCm || a.entry.index - b.entry.index);
    for (const { entry } of options) {
      const group = groups.get(entry);
      const current = shareOf(entry);
      if (!beatsBest(Math.min(ceilingOf(area, entry), 1 - current))) break;
      const alone = aloneLength(area, entry);
      if (alone === null || !beatsBest(Math.min(usedShare(alone, entry), 1 - current))) continue;
      const areaIndices = group ? [...group.areaIndices, area].sort((a, b) => a - b) : [area];
      // joining pieces that today's box layout already fits beside the others adds little: bounded without a plan
      if (group && !beatsBest(usedShare(cache.upperBound(size, areaIndices.map((i) => areaIds[i]), entry.widthCm), entry) - current)) continue;
      const lengthCm = group ? fittingLength(areaIndices, entry, group.lengthCm) : alone;
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
