/**
 * The matcher in the stash-match worker (match.worker.ts), a file of the remote's build named by __STASH_MATCH_WORKER__
 * (shared-kernel/build/stashMatchWorker.cjs). The remote's files come from its own origin, and `new Worker()` refuses
 * a script of another origin: the worker starts from a same-origin Blob URL whose one line importScripts the file
 * from the remote's public path. One worker for the page's life, so its plan cache serves every later run.
 */
import type { SewingPattern } from '@nahtlos/platform';
import type { StashMatch } from '@nahtlos/stash';
import type { FromMatchWorker, ToMatchWorker } from './matchProtocol';
import { WorkerUnavailable, type MatchRequest, type MatchRun, type OnProgress } from './matchRun';

declare const __webpack_public_path__: string;

interface Waiting {
  onProgress: OnProgress;
  resolve: (matches: StashMatch[] | null) => void;
  reject: (error: Error) => void;
}

let worker: Worker | null = null;
/** the worker failed once (a policy, its file unreachable offline): the page computes from then on */
let broken = false;
let postedPatterns: SewingPattern[] | null = null;
let lastRunId = 0;
const waiting = new Map<number, Waiting>();

/** The worker file's absolute URL on the remote's origin, or null where the build has none (development, tests). */
function workerFileUrl(): string | null {
  const file = typeof __STASH_MATCH_WORKER__ === 'string' ? __STASH_MATCH_WORKER__ : null;
  return file ? new URL(`${__webpack_public_path__}${file}`, window.location.href).href : null;
}

function failAll(error: Error): void {
  broken = true;
  worker?.terminate();
  worker = null;
  postedPatterns = null;
  for (const entry of waiting.values()) entry.reject(error);
  waiting.clear();
}

function startWorker(): Worker | null {
  if (worker || broken) return worker;
  const fileUrl = typeof Worker === 'function' && typeof URL.createObjectURL === 'function' ? workerFileUrl() : null;
  if (!fileUrl) return null;
  const blobUrl = URL.createObjectURL(new Blob([`importScripts(${JSON.stringify(fileUrl)});`], { type: 'text/javascript' }));
  // (revoked once the worker has answered or failed: it fetches the Blob URL after this task)
  const revoke = () => URL.revokeObjectURL(blobUrl);
  try {
    worker = new Worker(blobUrl, { name: 'nahtlos-stash-match' });
  } catch {
    revoke();
    broken = true;
    return null;
  }
  worker.onmessage = (event: MessageEvent<FromMatchWorker>) => {
    revoke();
    const message = event.data;
    const entry = waiting.get(message.runId);
    if (!entry) return;
    if (message.type === 'progress') entry.onProgress(message.done, message.total);
    else {
      waiting.delete(message.runId);
      if (message.type === 'result') entry.resolve(message.matches);
      else entry.reject(new Error(message.message));
    }
  };
  worker.onerror = (event) => {
    revoke();
    event.preventDefault();
    failAll(new WorkerUnavailable(`The stash-match worker could not run: ${event.message || 'no message'}`));
  };
  return worker;
}

/** Starts a run in the worker; null where none can run. Its result rejects with WorkerUnavailable when it fails to start. */
export function matchInWorker(request: MatchRequest, onProgress: OnProgress): MatchRun | null {
  const running = startWorker();
  if (!running) return null;
  const send = (message: ToMatchWorker) => running.postMessage(message);
  if (postedPatterns !== request.patterns) {
    send({ type: 'patterns', patterns: request.patterns });
    postedPatterns = request.patterns;
  }
  const runId = ++lastRunId;
  const result = new Promise<StashMatch[] | null>((resolve, reject) => waiting.set(runId, { onProgress, resolve, reject }));
  send({ type: 'match', runId, stash: request.stash, size: request.size });
  return {
    result,
    cancel: () => {
      const entry = waiting.get(runId);
      if (!entry) return;
      waiting.delete(runId);
      send({ type: 'cancel', runId });
      entry.resolve(null);
    },
  };
}
