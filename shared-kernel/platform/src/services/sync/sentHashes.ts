import type { SyncMeta } from '../../domain/types';

/** Keeps the last few write hashes of a record (enough to recognise a write whose answer was lost). */
export const MAX_SENT_HASHES = 4;
export function withSentHash(hashes: string[] | undefined, hash: string): string[] {
  return [...(hashes ?? []).filter((other) => other !== hash), hash].slice(-MAX_SENT_HASHES);
}

/** The local fields a write outcome updates. */
interface SentRecord extends SyncMeta {
  updatedAt: number;
  deleted: boolean;
}

/**
 * The server accepted `sent`: take its revision (and clock) — unless the record changed while the
 * write was out, then it stays dirty for the next round.
 */
export function acceptedWrite<T extends SentRecord>(sent: T, item: { revision: number; updated_at: string } | null | undefined) {
  return (current: T | undefined): T | undefined => {
    if (!current) return current;
    const unchanged = current.updatedAt === sent.updatedAt && current.deleted === sent.deleted;
    return {
      ...current,
      revision: item?.revision ?? current.revision,
      updatedAt: unchanged && item ? Date.parse(item.updated_at) : current.updatedAt,
      dirty: !unchanged,
      sentHashes: unchanged ? undefined : current.sentHashes,
    };
  };
}

/** The server already holds exactly what was sent (its answer was lost): adopt its revision. */
export function landedWrite<T extends SentRecord>(sent: T, revision: number) {
  return (current: T | undefined): T | undefined =>
    current && { ...current, revision, dirty: current.updatedAt !== sent.updatedAt, sentHashes: undefined };
}

/** A 409 whose server copy is one of our own earlier writes, not another device's change. */
export const isOwnEarlierWrite = (sent: SyncMeta, serverHash: string, hash: string) =>
  (sent.sentHashes ?? []).includes(serverHash) || serverHash === hash;
