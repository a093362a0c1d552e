/**
 * Content answers are checked at the edge against the API contract before they are shown or stored. The check (zod
 * and the schemas) runs in a worker of its own: never on the page's main thread at start (issue 17). Where no worker
 * can run (no Worker, a refused or broken one) the page loads the same check and runs it itself, a task of its own.
 */
import type { PatternSize } from '../../domain/types';
import type { ContentQuery, ContentResponse } from '../api/endpoints';
import { logger } from '../logging/logger';
import { yieldToMain } from '../scheduling';
import type { CheckResult, ContentCheck, ContentName } from './contentChecks';

export type { ContentName } from './contentChecks';

/** A content answer the contract does not allow; `issues` name the fields (path: message). */
export class ContentShapeError extends Error {
  constructor(
    readonly content: ContentName | 'pattern-sizes',
    readonly issues: string[],
  ) {
    super(`Content '${content}' does not match the API contract: ${issues.join('; ')}`);
  }
}

/** The answer as the contract allows it (unknown keys dropped), or a ContentShapeError. */
export async function checkContentAnswer<T>(name: ContentName, answer: unknown, query: ContentQuery = {}): Promise<ContentResponse<T>> {
  const result = await check({ kind: 'list', name, metaOnly: Boolean(query.metaOnly) }, answer);
  if (!result.ok) throw new ContentShapeError(name, result.issues);
  return result.data as ContentResponse<T>;
}

/** One pattern's sizes (`GET /api/app/sewing-patterns/:id/sizes`) as the contract allows them, or a ContentShapeError. */
export async function checkPatternSizesAnswer(answer: unknown): Promise<PatternSize[]> {
  const result = await check({ kind: 'pattern-sizes' }, answer);
  if (!result.ok) throw new ContentShapeError('pattern-sizes', result.issues);
  return (result.data as { sizes: PatternSize[] }).sizes;
}

// ── the worker: one for the page, started with the first check ──
type Waiting = { resolve: (result: CheckResult) => void; reject: (error: Error) => void; check: ContentCheck; answer: unknown };
let worker: Promise<Worker | null> | null = null;
let sequence = 0;
const waiting = new Map<number, Waiting>();

function checker(): Promise<Worker | null> {
  worker ??= (async () => {
    if (typeof Worker !== 'function') return null;
    try {
      const { startContentCheckWorker } = await import('./contentCheckWorker');
      const started = startContentCheckWorker();
      if (!started) return null;
      started.onmessage = ({ data }: MessageEvent<{ id: number; result?: CheckResult; error?: string }>) => {
        const entry = waiting.get(data.id);
        waiting.delete(data.id);
        if (data.result) entry?.resolve(data.result);
        else entry?.reject(new Error(data.error ?? 'The content check failed.'));
      };
      // a worker that cannot load (offline before its file was cached, a policy): the page checks from now on
      started.onerror = (event) => {
        event.preventDefault();
        logger.warn('The content-check worker could not run; the page checks content itself.');
        worker = Promise.resolve(null);
        const stranded = [...waiting.values()];
        waiting.clear();
        for (const entry of stranded) checkOnPage(entry.check, entry.answer).then(entry.resolve, entry.reject);
      };
      return started;
    } catch (error) {
      logger.warn('The content-check worker could not start; the page checks content itself.', error);
      return null;
    }
  })();
  return worker;
}

/** A worker that has not answered a check by then (still loading on a busy phone, or stuck) is not waited for. */
const WORKER_ANSWER_TIMEOUT_MS = 2000;

async function check(request: ContentCheck, answer: unknown): Promise<CheckResult> {
  const started = await checker();
  if (!started) return checkOnPage(request, answer);
  const id = ++sequence;
  return new Promise<CheckResult>((resolve, reject) => {
    // content never waits on the worker for long: the page checks it itself (the worker's late answer is dropped)
    const late = setTimeout(() => {
      if (waiting.delete(id)) checkOnPage(request, answer).then(resolve, reject);
    }, WORKER_ANSWER_TIMEOUT_MS);
    const settle = <T,>(done: (value: T) => void) => (value: T) => {
      clearTimeout(late);
      done(value);
    };
    waiting.set(id, { resolve: settle(resolve), reject: settle(reject), check: request, answer });
    started.postMessage({ id, check: request, answer });
  });
}

/** The check on the page's main thread: its code loads in one task, the check runs in the next. */
async function checkOnPage(request: ContentCheck, answer: unknown): Promise<CheckResult> {
  const [{ runContentCheck }] = await Promise.all([import('./contentChecks'), import('@nahtlos/contract/content')]);
  await yieldToMain();
  return runContentCheck(request, answer);
}
