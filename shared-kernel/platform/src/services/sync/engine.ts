/**
 * The sync engine of one device: custom fabrics first, then the stash (its entries name fabrics), then projects
 * (SPEC section 4). A full sync costs the three list GETs plus one request per item that really changed; with
 * nothing to do it sends no writes. Errors are logged, never thrown; a 401 keeps all pending work.
 */
import { planFlush, planSync, type ServerRecord, type SyncAction } from '../../domain/sync/planner';
import type { CustomFabric, PatternProject, ServerCustomFabric, ServerPatternProject, ServerStashEntry, StashEntry } from '../../domain/types';
import { isNetworkError, statusOf } from '../api/http';
import type { KernelContext } from '../context';
import { logger } from '../logging/logger';
import type { CustomFabricRepository } from '../repositories/customFabrics';
import type { ProjectRepository } from '../repositories/projects';
import type { StashRepository } from '../repositories/stash';
import type { SessionService } from '../session/session';
import { executePlan, SyncAborted, type SyncRefusal } from './executor';
import { fabricSteps } from './fabricSteps';
import { projectSteps } from './projectSteps';
import { stashSteps } from './stashSteps';

export interface SyncReport {
  ok: boolean;
  /** Items handled (including local-only steps) and items that failed (kept for the next sync). */
  done: number;
  failed: number;
  aborted?: 'offline' | 'logged out' | 'unauthorized' | 'network';
  /** the server kept something back for a reason the person should read (its German message) */
  refusal?: SyncRefusal;
}

const projectRecord = (item: ServerPatternProject): ServerRecord => ({
  id: item.pattern_project_id,
  revision: item.revision,
  deleted: item.deleted,
  updatedAt: item.updated_at,
});
const fabricRecord = (item: ServerCustomFabric): ServerRecord => ({
  id: item.fabric_id,
  revision: item.revision,
  deleted: item.deleted,
  updatedAt: item.updated_at,
});
const stashRecord = (item: ServerStashEntry): ServerRecord => ({
  id: item.entry_id,
  revision: item.revision,
  deleted: item.deleted,
  updatedAt: item.updated_at,
});
const localRecord = (record: PatternProject | CustomFabric | StashEntry) => ({
  id: record.id,
  revision: record.revision,
  dirty: record.dirty ?? record.revision === undefined,
  deleted: record.deleted,
  updatedAt: record.updatedAt,
  sentHashes: record.sentHashes,
});

export function createSyncEngine(
  ctx: KernelContext,
  deps: { session: SessionService; projects: ProjectRepository; customFabrics: CustomFabricRepository; stash: StashRepository },
) {
  let running: Promise<SyncReport> | null = null;

  async function run(mode: 'full' | 'flush'): Promise<SyncReport> {
    // each run's progress starts empty: a manual 'Synchronisieren' never shows the last run's '5 von 5'
    ctx.notify.syncProgressed({ done: 0, total: 0 });
    if (!deps.session.current().loggedIn) return { ok: false, done: 0, failed: 0, aborted: 'logged out' };
    if (!ctx.isOnline()) return { ok: false, done: 0, failed: 0, aborted: 'offline' };
    const account = deps.session.account();
    const listedFabrics = new Map<string, ServerCustomFabric>();
    const fabrics = fabricSteps(ctx, deps.customFabrics, account, listedFabrics);
    const listedStash = new Map<string, ServerStashEntry>();
    const stash = stashSteps(ctx, deps.stash, account, listedStash);
    const projects = projectSteps(ctx, deps.projects, account);
    let fabricActions: SyncAction[];
    let stashActions: SyncAction[];
    let projectActions: SyncAction[];
    try {
      const localFabrics = (await deps.customFabrics.all(account)).map(localRecord);
      const localStash = (await deps.stash.all(account)).map(localRecord);
      const localProjects = (await deps.projects.all(account)).map(localRecord);
      if (mode === 'flush') {
        fabricActions = planFlush(localFabrics);
        stashActions = planFlush(localStash);
        projectActions = planFlush(localProjects);
      } else {
        const fabricList = await ctx.api.listCustomFabrics();
        for (const item of fabricList) listedFabrics.set(item.fabric_id, item);
        const serverFabrics = fabricList.map(fabricRecord);
        const stashList = await listStash();
        for (const item of stashList ?? []) listedStash.set(item.entry_id, item);
        const serverProjects = (await ctx.api.listPatternProjects()).map(projectRecord);
        fabricActions = planSync(localFabrics, serverFabrics, { secondPrecision: true });
        // a server without the stash yet: its entries wait on the device, the rest syncs
        stashActions = stashList ? planSync(localStash, stashList.map(stashRecord)) : [];
        projectActions = planSync(localProjects, serverProjects);
      }
    } catch (error) {
      const status = statusOf(error);
      logger.warn('Sync could not start.', status ?? (error instanceof Error ? error.message : error));
      return { ok: false, done: 0, failed: 0, aborted: status === 401 ? 'unauthorized' : 'network' };
    }
    try {
      const result = await executePlan(
        [
          { runner: fabrics, actions: fabricActions },
          { runner: stash, actions: stashActions },
          { runner: projects, actions: projectActions },
        ],
        (done, total) => ctx.notify.syncProgressed({ done, total }),
      );
      return { ok: result.failed === 0, ...result };
    } catch (error) {
      if (error instanceof SyncAborted) {
        logger.warn('Sync stopped: the session expired; pending changes are kept.');
        return { ok: false, done: 0, failed: 0, aborted: 'unauthorized' };
      }
      logger.error('Sync failed.', isNetworkError(error) ? 'network' : error);
      return { ok: false, done: 0, failed: 0, aborted: 'network' };
    } finally {
      ctx.notify.customFabricsChanged('synced');
      ctx.notify.stashChanged('synced');
      ctx.notify.projectsChanged('synced');
    }
  }

  /** The server's stash, or null when it does not have the stash yet (404: a server from before issue 40). */
  async function listStash(): Promise<ServerStashEntry[] | null> {
    try {
      return await ctx.api.listStash();
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
      logger.info('The server has no stash yet; the stash stays on this device for now.');
      return null;
    }
  }

  let runningMode: 'full' | 'flush' = 'full';
  let followUp: Promise<SyncReport> | null = null;
  let followUpMode: 'full' | 'flush' = 'flush';

  function exclusive(mode: 'full' | 'flush'): Promise<SyncReport> {
    if (!running) {
      runningMode = mode;
      running = run(mode).finally(() => {
        running = null;
      });
      return running;
    }
    // One sync at a time. A request during a running sync gets one follow-up run after it, so a change
    // saved meanwhile is uploaded right away, not at the next sync. The follow-up only lists the server
    // again when the running sync did not (a full request during a flush); otherwise it flushes, which
    // sends nothing when nothing is pending.
    if (mode === 'full' && runningMode === 'flush') followUpMode = 'full';
    followUp ??= running.then(() => {
      const next = followUpMode;
      followUp = null;
      followUpMode = 'flush';
      return exclusive(next);
    });
    return followUp;
  }

  return {
    /** Full sync: list both sides, plan, execute. */
    sync: () => exclusive('full'),
    /** Upload pending local changes only (no list requests): app going to the background. */
    flushPendingUploads: () => exclusive('flush'),
    /** Number of local records waiting for upload (the outbox). */
    async pendingCount(): Promise<number> {
      const account = deps.session.account();
      const all = [...(await deps.projects.all(account)), ...(await deps.customFabrics.all(account)), ...(await deps.stash.all(account))];
      return all.filter((record) => record.dirty).length;
    },
  };
}

export type SyncEngine = ReturnType<typeof createSyncEngine>;
