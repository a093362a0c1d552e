/** The messages between the page and the stash-match worker (match.worker.ts, matchInWorker.ts). */
import type { SewingPattern } from '@nahtlos/platform';
import type { StashEntry, StashMatch } from '@nahtlos/stash';

export type ToMatchWorker =
  /** the catalogue with its sizes: kept by the worker until the next, so its plan cache meets the same sizes again */
  | { type: 'patterns'; patterns: SewingPattern[] }
  /** a run over the kept patterns; a newer run (or a cancel) ends an older one after its current pattern */
  | { type: 'match'; runId: number; stash: StashEntry[]; size: string }
  | { type: 'cancel'; runId: number };

export type FromMatchWorker =
  | { type: 'progress'; runId: number; done: number; total: number }
  | { type: 'result'; runId: number; matches: StashMatch[] }
  | { type: 'failed'; runId: number; message: string };
