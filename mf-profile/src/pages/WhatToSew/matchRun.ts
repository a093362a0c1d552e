import type { SewingPattern } from '@nahtlos/platform';
import type { StashEntry, StashMatch } from '@nahtlos/stash';

/** One question to the matcher: the stash over the catalogue (with its sizes) in one size. */
export interface MatchRequest {
  stash: StashEntry[];
  patterns: SewingPattern[];
  size: string;
}

export type OnProgress = (done: number, total: number) => void;

/** A computation under way: its matches best first (null once cancelled), and how to stop it. */
export interface MatchRun {
  result: Promise<StashMatch[] | null>;
  cancel(): void;
}

/** The worker could not run (none built, refused by a policy, its file unreachable): the page computes instead. */
export class WorkerUnavailable extends Error {}
