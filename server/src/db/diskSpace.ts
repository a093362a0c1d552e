/**
 * Free space where the embedded database writes (issue 35). PGlite on a full disk can fail a write
 * and then spin, answering nothing, so the server refuses writes with 507 while free space is below
 * a reserve, well before the disk is full, and takes them again by itself once space returns. A disk
 * full error from the database (PostgreSQL's SQLSTATE 53100, the file system's ENOSPC) holds writes
 * back for a few seconds too, also where there is no local folder to measure (DATABASE_URL). Free space
 * is measured for every write (a `statfs` takes microseconds): a cached figure let a burst of writes
 * run through the whole reserve between two measurements.
 */
import { statfs } from 'node:fs/promises';

export const MB = 1024 * 1024;
/** Free space kept in reserve by default: refuse writes below it (MIN_FREE_DISK_MB). */
export const DEFAULT_MIN_FREE_BYTES = 64 * MB;
/** What a new PGlite data folder takes (migrated, content published, demo seeded: ~45 MB measured), rounded up. */
export const NEW_DATABASE_BYTES = 64 * MB;

const HOLD_AFTER_FULL_MS = 5000;
/**
 * What a write may take on disk per byte of its request until it is done: the row, its WAL record and
 * the full-page images a first change after a checkpoint adds. Writes in flight are counted with it,
 * since a fresh measurement does not see them yet.
 */
const DISK_BYTES_PER_BODY_BYTE = 3;

export async function freeBytesAt(folder: string): Promise<number> {
  const stats = await statfs(folder);
  return stats.bavail * stats.bsize;
}

/** Whether an error, or one of its causes, says the disk is full. */
export function isDiskFullError(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (code === '53100' || code === 'ENOSPC') return true;
    if (typeof message === 'string' && /no space left on device|could not extend file/i.test(message)) return true;
    current = cause;
  }
  return false;
}

export class DiskSpace {
  private heldUntil = 0;
  private inFlightBytes = 0;
  private measuring?: Promise<number>;

  /** `folder`: the PGlite data folder; none for a database elsewhere (only disk-full errors count then). */
  constructor(
    private readonly folder: string | undefined,
    readonly minFreeBytes: number,
    private readonly clock: () => number = Date.now,
  ) {}

  /**
   * Free bytes now (one `statfs`, shared by the requests asking at the same moment), less what the
   * writes in flight may still take; Infinity without a folder or when it cannot be read.
   */
  async freeBytes(): Promise<number> {
    if (!this.folder) return Infinity;
    this.measuring ??= freeBytesAt(this.folder)
      .catch(() => Infinity)
      .finally(() => (this.measuring = undefined));
    return (await this.measuring) - this.inFlightBytes * DISK_BYTES_PER_BODY_BYTE;
  }

  /** True while writes must wait: below the reserve, or just after the database said the disk is full. */
  async writesRefused(): Promise<boolean> {
    if (this.clock() < this.heldUntil) return true;
    return (await this.freeBytes()) < this.minFreeBytes;
  }

  /** A write of `bodyBytes` was let through; call the returned function when it is done. */
  admit(bodyBytes: number): () => void {
    this.inFlightBytes += bodyBytes;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.inFlightBytes -= bodyBytes;
    };
  }

  /** The database refused a write for space: hold writes back for a moment. */
  reportFull(): void {
    this.heldUntil = this.clock() + HOLD_AFTER_FULL_MS;
  }
}

/** Raised before a start on a disk without room: one line for the operator, no stack. */
export class NotEnoughSpaceError extends Error {}

const inMb = (bytes: number) => Math.ceil(bytes / MB);

export function notEnoughSpace(folder: string, neededBytes: number, freeBytes?: number): NotEnoughSpaceError {
  const free = freeBytes === undefined ? '' : ` (${inMb(freeBytes)} MB frei / free)`;
  return new NotEnoughSpaceError(
    `Nicht genug Speicherplatz / Not enough disk space: ${folder} braucht / needs ${inMb(neededBytes)} MB${free}; Platz schaffen oder MIN_FREE_DISK_MB senken / free space or lower MIN_FREE_DISK_MB.`,
  );
}

/** Before opening the data folder: room for a new database (when there is none yet) plus the reserve. */
export async function checkRoomToStart(folder: string, minFreeBytes: number, databaseExists: boolean): Promise<void> {
  const needed = minFreeBytes + (databaseExists ? 0 : NEW_DATABASE_BYTES);
  const free = await freeBytesAt(folder);
  if (free < needed) throw notEnoughSpace(folder, needed, free);
}
