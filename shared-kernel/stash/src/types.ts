/** The fabric of a stash entry: a shipped fabric (its material id) or the user's own photographed one (no material, or 'custom'). */
export interface StashFabric {
  /** the catalogue material ('jersey', 'farbe', …); absent, null or 'custom' for an own fabric ('Eigene') */
  material?: string | null;
  /** the print has a direction: the cutting plan never turns a piece upside down */
  oneWay?: boolean;
}

/** One piece of fabric the sewer owns; several pieces of one fabric are separate entries. */
export interface StashEntry {
  id: string;
  fabric: StashFabric;
  /** along the selvedge, cm */
  lengthCm: number;
  /** selvedge to selvedge, cm */
  widthCm: number;
}

/** How one stash entry is used by a suggestion: the areas cut from it, planned together. */
export interface EntryUse {
  entryId: string;
  /** the areas cut from this entry, in the pattern's order (more than one: planned together on it) */
  areaIds: string[];
  /** the cutting plan's length for these areas on this entry's width (planCutting's lengthCm) */
  planLengthCm: number;
  /** what remains of the entry after cutting ('Reicht, 40 cm übrig') */
  leftoverCm: number;
  /** planLengthCm / the entry's length, 0–1: how much of this piece the suggestion uses up */
  usedShare: number;
}

/** A pattern the stash can make: the best assignment of stash entries to its areas (see README "Score"). */
export interface StashMatch {
  patternId: string;
  size: string;
  /** area id → the stash entry it is cut from */
  assignment: Record<string, string>;
  /** one line per used entry, in the order the entries have in the stash */
  uses: EntryUse[];
  /** the score: the sum of usedShare over the used entries — how many stash pieces' worth it uses up */
  score: number;
  /** the fabric it cuts off, Σ planLengthCm × widthCm over the used entries (cm²): the first tie-break */
  usedAreaCm2: number;
}

/** What the matcher found for one pattern: a match, or why there is none. */
export interface PatternOutcome {
  patternId: string;
  /** the best assignment, or null: the pattern lacks the size, or no assignment fits */
  match: StashMatch | null;
  /** areas no stash entry can take on its own (material or plan): why a pattern does not fit; [] when it fits */
  areasWithoutFabric: string[];
}

/** One step of the stepwise matcher: a pattern checked, with the progress. */
export interface MatchStep extends PatternOutcome {
  /** patterns checked so far, this one included */
  done: number;
  total: number;
}
