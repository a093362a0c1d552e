/**
 * Runs a sync plan item by item. One failing item never blocks the others (it is logged and stays
 * in the outbox); a 401 stops the run at once and keeps all pending work for after the next
 * login. Progress (done, total) is reported after every item; steps may add follow-up items
 * (a "(Kopie)" to upload).
 */
import type { SyncAction } from '../../domain/sync/planner';
import { errorCodeOf, errorMessageOf } from '../api/errors';
import { statusOf } from '../api/http';
import { logger } from '../logging/logger';

export class SyncAborted extends Error {
  constructor(readonly reason: 'unauthorized') {
    super(`sync aborted: ${reason}`);
  }
}

export interface StepRunner {
  label: string;
  /** Performs one action; returns follow-up actions (e.g. pushing a copy). */
  run(action: SyncAction): Promise<SyncAction[] | void>;
}

/**
 * Why the server kept an item back for now, in its own German words: the feature is not the account's
 * (403), a quota is used up (413), too many requests (429), its disk is full (507). The item stays on
 * the device either way; the person should know why it does not upload.
 */
export interface SyncRefusal {
  status: number;
  code?: string;
  message: string;
}

export interface ExecutionResult {
  done: number;
  failed: number;
  /** the first refusal of this run, when there was one */
  refusal?: SyncRefusal;
}

const REFUSALS = new Set([403, 413, 429, 507]);

function refusalOf(error: unknown): SyncRefusal | undefined {
  const status = statusOf(error);
  const message = errorMessageOf(error);
  return status !== undefined && REFUSALS.has(status) && message ? { status, code: errorCodeOf(error), message } : undefined;
}

export async function executePlan(
  plans: { runner: StepRunner; actions: SyncAction[] }[],
  progress: (done: number, total: number) => void,
): Promise<ExecutionResult> {
  let total = plans.reduce((sum, plan) => sum + plan.actions.length, 0);
  let done = 0;
  let failed = 0;
  let refusal: SyncRefusal | undefined;
  if (total > 0) progress(0, total);
  for (const { runner, actions } of plans) {
    const queue = [...actions];
    while (queue.length > 0) {
      const action = queue.shift()!;
      try {
        const followUps = (await runner.run(action)) ?? [];
        queue.push(...followUps);
        total += followUps.length;
      } catch (error) {
        if (statusOf(error) === 401) throw new SyncAborted('unauthorized');
        failed += 1;
        refusal ??= refusalOf(error);
        logger.warn(`Sync of ${runner.label} ${action.id} (${action.kind}) failed; kept for the next sync.`, describe(error));
      }
      done += 1;
      progress(done, total);
    }
  }
  return refusal ? { done, failed, refusal } : { done, failed };
}

function describe(error: unknown): string {
  const status = statusOf(error);
  return status ? `HTTP ${status}` : error instanceof Error ? error.message : String(error);
}
