import { platformStrings } from '../../strings';

/** The device is out of space; the write did not happen and the previous data is intact. */
export class StorageFullError extends Error {
  readonly userMessage = platformStrings.errors.storageFull;
  constructor(readonly key: string, readonly cause?: unknown) {
    super(platformStrings.errors.storageFull);
    this.name = 'StorageFullError';
  }
}

/**
 * QuotaExceededError (Chrome, Safari), code 22, NS_ERROR_DOM_QUOTA_REACHED (Firefox), SQLITE_FULL;
 * in the app a file write through the Filesystem plugin reports the OS error (Android
 * 'No space left on device' / ENOSPC, iOS '… because there isn't enough space.').
 */
export function isQuotaError(error: unknown): boolean {
  if (error instanceof StorageFullError) return true;
  const e = error as { name?: string; code?: number; message?: string } | null;
  if (!e) return false;
  return (
    e.name === 'QuotaExceededError' ||
    e.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    e.code === 22 ||
    e.code === 1014 ||
    /quota|SQLITE_FULL|disk is full|no space left|ENOSPC|enough space/i.test(e.message ?? '')
  );
}
