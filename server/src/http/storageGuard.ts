/**
 * Writes wait while the server's disk is (nearly) full: 507 JSON before the request body is read,
 * reads and `/api/health` go on, and writes are taken again by themselves once there is room.
 */
import type { FastifyInstance } from 'fastify';
import { isDiskFullError, type DiskSpace } from '../db/diskSpace';
import { storageFull } from './errors';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function installStorageGuard(app: FastifyInstance, disk: DiskSpace): void {
  const done = new WeakMap<object, () => void>();
  app.addHook('onRequest', async (request, reply) => {
    if (!WRITES.has(request.method)) return;
    if (!(await disk.writesRefused())) {
      // counted until answered: writes let through together must fit the reserve together
      done.set(request, disk.admit(Number(request.headers['content-length']) || 0));
      return;
    }
    const full = storageFull();
    reply.header('retry-after', String(full.body.retryAfterSeconds));
    throw full;
  });
  app.addHook('onResponse', async (request) => done.get(request)?.());
  app.addHook('onRequestAbort', async (request) => done.get(request)?.());
  // a write that reached the database anyway and failed for space (the error handler answers it 507)
  app.addHook('onError', async (_request, _reply, error) => {
    if (isDiskFullError(error)) disk.reportFull();
  });
  app.get('/api/health', async () => {
    const full = await disk.writesRefused();
    return { status: full ? 'degraded' : 'ok', storage: full ? 'full' : 'ok' } as const;
  });
}
