/**
 * Optimistic concurrency for synced items: every write bumps `revision`, a write carrying a stale
 * `base_revision` gets the server copy back, and updates are conditional on the revision just read,
 * so of two concurrent writes from the same base exactly one wins.
 */
export type WriteOutcome<Row> =
  | { kind: 'written'; row: Row }
  | { kind: 'unchanged'; row: Row }
  | { kind: 'conflict'; row: Row }
  | { kind: 'foreign' }
  | { kind: 'absent' };

export interface VersionedWrite<Row extends { userId: string; revision: number }> {
  userId: string;
  baseRevision?: number;
  load(): Promise<Row | undefined>;
  /** Repeating a write that is already stored changes nothing. */
  isNoop(current: Row): boolean;
  /** Inserts revision 1; undefined when a concurrent insert won. Omitted: nothing to create (a tombstone). */
  insert?: () => Promise<Row | undefined>;
  /** Updates only if the stored revision is still `current.revision`; undefined otherwise. */
  update(current: Row): Promise<Row | undefined>;
}

const ATTEMPTS = 3;

export async function versionedWrite<Row extends { userId: string; revision: number }>(
  write: VersionedWrite<Row>,
): Promise<WriteOutcome<Row>> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const current = await write.load();
    if (!current) {
      if (!write.insert) return { kind: 'absent' };
      const row = await write.insert();
      if (row) return { kind: 'written', row };
      continue;
    }
    // a tombstone of another account's id is answered like one of an unknown id: nothing there to delete
    if (current.userId !== write.userId) return write.insert ? { kind: 'foreign' } : { kind: 'absent' };
    if (write.isNoop(current)) return { kind: 'unchanged', row: current };
    if (write.baseRevision !== undefined && write.baseRevision !== current.revision) {
      return { kind: 'conflict', row: current };
    }
    const row = await write.update(current);
    if (row) return { kind: 'written', row };
    // Someone else wrote in between. With a base revision that is a conflict; without one, retry (last write wins).
    if (write.baseRevision !== undefined) {
      const latest = await write.load();
      if (latest) return { kind: 'conflict', row: latest };
    }
  }
  const latest = await write.load();
  return latest ? { kind: 'conflict', row: latest } : { kind: 'absent' };
}
