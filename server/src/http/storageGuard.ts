/**
 * Writes wait while the server's disk is (nearly) full: 507 JSON before the request body is read,
 * reads and `/api/health` go on, and writes are taken again by themselves once there is room.
 */
import type { FastifyInstance } from 'fastify';
import { isDiskFullError, type DiskSpace } from '../db/diskSpace';
import { storageFull } from './errors';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function installStorageGuard(app: FastifyInstance, disk: DiskSpace): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!WRITES.has(request.method) || !(await disk.writesRefused())) return;
    const full = storageFull();
    reply.header('retry-after', String(full.body.retryAfterSeconds));
    throw full;
  });
  // a write that reached the database anyway and failed for space (the error handler answers it 507)
  app.addHook('onError', async (_request, _reply, error) => {
    if (isDiskFullError(error)) disk.reportFull();
  });
  app.get('/api/health', async () => {
    const full = await disk.writesRefused();
    return { status: full ? 'degraded' : 'ok', storage: full ? 'full' : 'ok' } as const;
  });
}
