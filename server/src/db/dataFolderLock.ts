import * as fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * One writer per PGlite data folder. PGlite does not stop a second process from opening the same
 * folder, and two writers silently lose each other's commits (issue 14), so the server locks the
 * folder before opening it.
 *
 * The lock is the directory `<folder>.lock` (beside the folder: PGlite's initdb refuses a non-empty
 * folder), made with proper-lockfile (atomic mkdir, mtime refreshed every few seconds). Beside it,
 * `<folder>.lock.owner.json` records the owner's PID and what identifies that process on this machine
 * (not inside: a new file would change the directory's mtime, which proper-lockfile reads as a
 * takeover). The record only counts while the lock directory exists.
 *
 * Staleness. proper-lockfile alone calls a lock stale when its mtime has not been refreshed for
 * `stale` ms. That is too slow after `kill -9` (the restart would wait) and wrong for a live owner
 * whose event loop is busy (PGlite runs queries synchronously): the lock would be taken from a process
 * that is still writing. So the owner record decides first:
 * - `gone`: same machine and PID namespace, and the PID is not running (or is a zombie, or is a
 *   different process now: its start time differs — PID reuse) → the lock is taken over at once.
 * - `alive`: the very process is running → never taken over, however old the mtime.
 * - `unknown`: another host, container (PID namespace) or boot, or no readable record → only then
 *   the mtime decides (STALE_MS without a refresh), as nothing better can be known from here.
 * Every inspection and takeover runs under a short-lived second lock (`<folder>.lock-guard`), so two
 * processes starting together after a crash cannot both remove the stale lock and both win.
 */

/** `unknown` owners lose the lock after this long without a heartbeat. */
const STALE_MS = 30_000;
/** Heartbeat (mtime refresh) interval of the owner. */
const UPDATE_MS = 5_000;
/** Locks this process holds: a second open from the same process must not "take over" its own lock. */
const heldHere = new Set<string>();
// proper-lockfile removes its lock directories when the process exits; the records go with them
process.on('exit', () => {
  for (const lockPath of heldHere) fs.rmSync(`${lockPath}.owner.json`, { force: true });
});

export class DataFolderLockedError extends Error {
  readonly code = 'EDATAFOLDERLOCKED';
}

export interface DataFolderLock {
  readonly lockPath: string;
  release(): Promise<void>;
}

interface Owner {
  pid: number;
  hostname: string;
  /** Linux only: identify the machine's boot, the PID namespace (container) and the process. */
  bootId?: string;
  pidNamespace?: string;
  processStart?: string;
  since: string;
}

/**
 * Locks `folder` for this process or throws a `DataFolderLockedError` whose message is one line for
 * the operator. `onLost` runs if the lock is ever taken away (the default stops the process: two
 * writers lose data).
 */
export async function lockDataFolder(
  folder: string,
  onLost: (message: string) => void = stopProcess,
): Promise<DataFolderLock> {
  const resolved = path.resolve(folder);
  const lockPath = `${resolved}.lock`;
  const ownerPath = `${lockPath}.owner.json`;
  fs.mkdirSync(path.dirname(resolved), { recursive: true });

  // proper-lockfile keys its locks by the first argument, so the guard needs its own (not `resolved`)
  const guardPath = `${resolved}.lock-guard`;
  const releaseGuard = await lockfile
    .lock(guardPath, {
      lockfilePath: guardPath,
      realpath: false,
      stale: 10_000,
      retries: { retries: 40, minTimeout: 50, maxTimeout: 500 },
      // held for milliseconds; if a busy loop ever lets it expire, the main lock's own checks still hold
      onCompromised: () => undefined,
    })
    .catch((error: Error) => {
      throw new DataFolderLockedError(`Cannot lock the PGlite data folder ${resolved}: ${error.message}`);
    });

  try {
    const owner = fs.existsSync(lockPath) ? readOwner(ownerPath) : undefined;
    const state = owner && !heldHere.has(lockPath) ? ownerState(owner) : 'alive';
    if (owner && state === 'gone') {
      fs.rmSync(lockPath, { recursive: true, force: true });
      process.stderr.write(
        `Took over the lock of PGlite data folder ${resolved} from PID ${owner.pid}, which is no longer running.\n`,
      );
    } else if (owner && state === 'alive') {
      throw lockedError(resolved, lockPath, owner);
    }
    let releaseLock: () => Promise<void>;
    try {
      releaseLock = await lockfile.lock(resolved, {
        lockfilePath: lockPath,
        realpath: false,
        stale: STALE_MS,
        update: UPDATE_MS,
        onCompromised: (error) => {
          heldHere.delete(lockPath); // the record now belongs to whoever took the lock
          onLost(`Lost the lock of PGlite data folder ${resolved} (${error.message}); stopping so that only one process writes.`);
        },
      });
    } catch (error) {
      if ((error as { code?: string }).code === 'ELOCKED') throw lockedError(resolved, lockPath, readOwner(ownerPath));
      throw error;
    }
    writeOwner(ownerPath);
    heldHere.add(lockPath);
    return {
      lockPath,
      release: async () => {
        heldHere.delete(lockPath);
        // a crash between these two leaves a lock without a record: then its mtime decides (STALE_MS)
        fs.rmSync(ownerPath, { force: true });
        await releaseLock().catch(() => undefined); // already released or taken over: nothing to undo
      },
    };
  } finally {
    await releaseGuard().catch(() => undefined);
  }
}

function lockedError(folder: string, lockPath: string, owner: Owner | undefined): DataFolderLockedError {
  const holder = owner ? `PID ${owner.pid} on ${owner.hostname}` : 'another process';
  let heartbeat = '';
  if (!owner || ownerState(owner) === 'unknown') {
    const mtime = readOptional(() => fs.statSync(lockPath).mtimeMs) ?? Date.now();
    const age = Math.round((Date.now() - mtime) / 1000);
    heartbeat = ` (its last heartbeat was ${age} s ago; it is taken over once that is over ${STALE_MS / 1000} s)`;
  }
  return new DataFolderLockedError(
    `The PGlite data folder ${folder} is in use by ${holder}${heartbeat}: only one server may use a data folder. ` +
      `Stop that process first, or give this one its own DATA_DIR. Lock: ${lockPath}`,
  );
}

function ownerState(owner: Owner): 'gone' | 'alive' | 'unknown' {
  const self = processIdentity(process.pid);
  if (owner.hostname !== self.hostname || owner.bootId !== self.bootId || owner.pidNamespace !== self.pidNamespace) {
    return 'unknown';
  }
  // This process is only now acquiring the lock, so a record with its own PID is a former process.
  if (owner.pid === process.pid) return 'gone';
  const status = linuxProcessStatus(owner.pid);
  if (status) {
    if (status.state === 'Z' || status.state === 'X') return 'gone'; // killed, not yet reaped
    if (owner.processStart !== undefined) return status.start === owner.processStart ? 'alive' : 'gone';
  }
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return 'gone';
  }
  // Running (or not ours to signal) but its start time is unknown: could be a reused PID.
  return 'unknown';
}

function processIdentity(pid: number): Omit<Owner, 'pid' | 'since'> {
  return {
    hostname: os.hostname(),
    bootId: readOptional(() => fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()),
    pidNamespace: readOptional(() => fs.readlinkSync('/proc/self/ns/pid')),
    processStart: linuxProcessStatus(pid)?.start,
  };
}

/** State and start time (clock ticks since boot) from /proc/<pid>/stat; undefined elsewhere or if gone. */
function linuxProcessStatus(pid: number): { state: string; start: string } | undefined {
  const stat = readOptional(() => fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  if (!stat) return undefined;
  // "pid (comm) state ppid … starttime …": comm may contain spaces, so count after the last ')'
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0], start: fields[19] };
}

function readOwner(ownerPath: string): Owner | undefined {
  const owner = readOptional(() => JSON.parse(fs.readFileSync(ownerPath, 'utf8')) as Owner);
  return owner && Number.isInteger(owner.pid) && owner.pid > 0 && typeof owner.hostname === 'string' ? owner : undefined;
}

function writeOwner(ownerPath: string): void {
  const owner: Owner = { pid: process.pid, ...processIdentity(process.pid), since: new Date().toISOString() };
  const partial = `${ownerPath}.${process.pid}.tmp`;
  fs.writeFileSync(partial, `${JSON.stringify(owner, null, 2)}\n`);
  fs.renameSync(partial, ownerPath); // readers never see half a record
}

function readOptional<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

function stopProcess(message: string): void {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
