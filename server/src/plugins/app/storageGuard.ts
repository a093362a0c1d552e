import fp from 'fastify-plugin';
import { DEFAULT_MIN_FREE_BYTES, DiskSpace } from '../../db/diskSpace';
import { installStorageGuard } from '../../http/storageGuard';
import type { ServerSetup } from '../setup';

/** Writes wait with 507 while the disk is full; `/api/health` says so (http/storageGuard.ts). */
export default fp(async function storageGuard(app, { appOptions }: ServerSetup) {
  installStorageGuard(app, appOptions.diskSpace ?? new DiskSpace(undefined, DEFAULT_MIN_FREE_BYTES));
}, { name: 'storage-guard' });
