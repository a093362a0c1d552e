import type { PatternSize } from '@nahtlos/contract/content';
import { cheapLowerBound } from './bounds';
import { piecesOf, type PlanCache, type PlanRequest } from './plans';

/** A stash entry as the search sees it: its place in the stash, its length and width, its print. */
export interface SearchEntry {
  index: number;
  lengthCm: number;
  widthCm: number;
  oneWay: boolean;
}

/** How much of an entry a plan of `lengthCm` uses up: the score's term (README "Score"). */
export const usedShare = (lengthCm: number, entry: SearchEntry) => Math.min(1, lengthCm / entry.lengthCm);

/**
 * What fits on which entry, for one pattern size: exact plans (made only past the lower bounds) and ceilings (the
 * most an area alone can use of an entry, known without a plan). Areas are indices into `areaIds`.
 */
export class PatternFits {
  /** per area: the ceiling per entry, kept; it goes down to the exact share once the plan is made (a stale one is still a ceiling) */
  private readonly ceilings: Map<SearchEntry, number>[];

  constructor(
    private readonly size: PatternSize,
    private readonly areaIds: readonly string[],
    private readonly cache: PlanCache,
  ) {
    this.ceilings = areaIds.map(() => new Map());
  }

  private request(areaIndices: readonly number[], entry: SearchEntry): PlanRequest {
    return { size: this.size, areaIds: areaIndices.map((i) => this.areaIds[i]), width: entry.widthCm, oneWay: entry.oneWay };
  }

  /**
   * The plan's length of these areas together on this entry when it fits, else null. Not planned when a lower bound
   * is too long already: `atLeast` (the plan of a subset, known to the caller), a wider fabric's plan (planCutting's
   * ladder), each area's own plan (a single area's plan is a lower bound for any set containing it), the pieces'
   * tallest and area.
   */
  fittingLength(areaIndices: readonly number[], entry: SearchEntry, atLeast = 0): number | null {
    const request = this.request(areaIndices, entry);
    let lower = Math.max(atLeast, this.cache.knownLowerBound(request));
    if (areaIndices.length > 1) {
      for (const i of areaIndices) {
        const alone = this.cache.known(this.request([i], entry));
        if (alone) lower = Math.max(lower, alone.tooWide ? Infinity : alone.lengthCm);
      }
    }
    if (lower > entry.lengthCm) return null;
    if (areaIndices.length > 1 && cheapLowerBound(piecesOf(this.size, request.areaIds), entry.widthCm) > entry.lengthCm) return null;
    const plan = this.cache.plan(request);
    return !plan.tooWide && plan.lengthCm <= entry.lengthCm ? plan.lengthCm : null;
  }

  /** One area's plan on the entry when it fits, else null; its ceiling becomes the exact share. */
  aloneLength(area: number, entry: SearchEntry): number | null {
    const length = this.fittingLength([area], entry);
    this.ceilings[area].set(entry, length === null ? 0 : usedShare(length, entry));
    return length;
  }

  /**
   * At most the share an area alone can use of an entry, without planning: the plan's when it is made, 0 when a
   * wider fabric's plan is too long already, else today's box layout's share (see boxShare).
   */
  ceiling(area: number, entry: SearchEntry): number {
    let ceiling = this.ceilings[area].get(entry);
    if (ceiling === undefined) {
      const request = this.request([area], entry);
      const plan = this.cache.known(request);
      if (plan) ceiling = plan.tooWide || plan.lengthCm > entry.lengthCm ? 0 : usedShare(plan.lengthCm, entry);
      else if (this.cache.knownLowerBound(request) > entry.lengthCm) ceiling = 0;
      else ceiling = this.boxShare([area], entry);
      this.ceilings[area].set(entry, ceiling);
    }
    return ceiling;
  }

  /** The share today's box layout of these areas together would use of the entry: a ceiling for their plan (PlanCache.upperBound). */
  boxShare(areaIndices: readonly number[], entry: SearchEntry): number {
    const box = this.cache.upperBound(this.size, areaIndices.map((i) => this.areaIds[i]), entry.widthCm, entry.oneWay);
    return usedShare(Math.min(entry.lengthCm, box), entry);
  }
}
