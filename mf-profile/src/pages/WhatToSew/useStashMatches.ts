import { useEffect, useState } from 'react';
import { logger } from '@nahtlos/platform';
import type { StashMatch } from '@nahtlos/stash';
import type { MatchRequest } from './matchRun';
import { startMatching } from './startMatching';

export type MatchState =
  | { phase: 'idle' }
  | { phase: 'running'; done: number; total: number }
  | { phase: 'done'; matches: StashMatch[]; checked: number }
  | { phase: 'failed' };

/**
 * The matches of `request` (null: nothing to ask yet), with the progress while they are computed. A new request
 * cancels the run under way; so does leaving the page.
 */
export function useStashMatches(request: MatchRequest | null): MatchState {
  const [state, setState] = useState<MatchState>({ phase: 'idle' });
  useEffect(() => {
    if (!request) {
      setState({ phase: 'idle' });
      return undefined;
    }
    setState({ phase: 'running', done: 0, total: request.patterns.length });
    let current = true;
    const run = startMatching(request, (done, total) => setState({ phase: 'running', done, total }));
    run.result.then(
      (matches) => {
        if (current && matches) setState({ phase: 'done', matches, checked: request.patterns.length });
      },
      (error: unknown) => {
        if (!current) return;
        logger.error("'Was kann ich daraus nähen?' could not be computed", error);
        setState({ phase: 'failed' });
      },
    );
    return () => {
      current = false;
      run.cancel();
    };
  }, [request]);
  return state;
}
