import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './errors';
import type { WriteOutcome } from '../services/versionedWrite';

/**
 * Maps a versioned write to HTTP: 200 with the stored item, 409 with the server copy when the
 * base revision is stale, 404 for another user's id, 200 with null for a tombstone of an unknown id.
 */
export function sendWriteOutcome<Row>(reply: FastifyReply, outcome: WriteOutcome<Row>, key: string, toApi: (row: Row) => unknown) {
  switch (outcome.kind) {
    case 'foreign':
      throw notFound();
    case 'conflict':
      return reply.status(409).send({
        error: 'Konflikt: Auf dem Server gibt es eine neuere Version.',
        [key]: toApi(outcome.row),
      });
    case 'absent':
      return reply.send({ success: true, [key]: null });
    default:
      return reply.send({ success: true, [key]: toApi(outcome.row) });
  }
}

/** User data must not sit in shared caches (proxies, the browser's disk cache). */
export async function privateNoStore(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('cache-control', 'private, no-store');
  return payload;
}
