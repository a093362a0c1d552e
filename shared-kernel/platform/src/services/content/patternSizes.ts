/**
 * One sewing pattern's sizes (`GET /api/app/sewing-patterns/:id/sizes`): the list every app loads at its start
 * leaves them out (first visit, issue 17), the configurator asks for the pattern it opens. Each answer is kept
 * on the device with the release of the pattern list shown when it came:
 * - while the list shown is of that release, the stored sizes are used without a request;
 * - otherwise they are asked for again, and a failed or offline request falls back to the stored ones (a pattern
 *   opened before works offline); with nothing stored the load rejects.
 */
import type { CacheEntry, PatternSize } from '../../domain/types';
import type { ContentQuery } from '../api/endpoints';
import { logger } from '../logging/logger';
import type { SafeStorage } from '../storage/safeStorage';
import { storageKeys } from '../storage/keys';
import { checkPatternSizesAnswer, ContentShapeError } from './contentShape';
import { CACHE_LIFETIME_S } from '../../bus/contentStores';

export interface StoredPatternSizes {
  /** `publishedAt` of the pattern list shown when they were fetched (null: none was loaded) */
  publishedAt: string | null;
  sizes: PatternSize[];
}

export interface PatternSizesOptions {
  fetch: (patternId: string, query: ContentQuery) => Promise<unknown>;
  /** Checks an answer (default: against the API contract); throws when it does not fit. */
  check?: (answer: unknown) => Promise<PatternSize[]>;
  storage: SafeStorage;
  platform: () => 'web' | 'native';
  isOnline: () => boolean;
  /** `publishedAt` of the sewing-pattern list shown now (null while none is loaded). */
  release: () => string | null;
  now?: () => number;
}

export function createPatternSizes(options: PatternSizesOptions) {
  const now = options.now ?? Date.now;
  const check = options.check ?? checkPatternSizesAnswer;
  /** One request per pattern at a time: a second caller waits for the first. */
  const running = new Map<string, Promise<PatternSize[]>>();

  async function stored(patternId: string): Promise<CacheEntry<StoredPatternSizes> | null> {
    try {
      return await options.storage.get<CacheEntry<StoredPatternSizes>>(storageKeys.patternSizes(patternId));
    } catch (error) {
      logger.error(`Stored sizes of pattern '${patternId}' unreadable.`, error);
      return null;
    }
  }

  async function fetchAndStore(patternId: string, publishedAt: string | null): Promise<PatternSize[]> {
    // the web asks like its content lists do (a newer draft included, SPEC section 7)
    const answer = await options.fetch(patternId, options.platform() === 'web' ? { previewMode: true } : {});
    let sizes: PatternSize[];
    try {
      sizes = await check(answer);
    } catch (error) {
      if (error instanceof ContentShapeError) logger.error(`Sizes of pattern '${patternId}' do not match the API contract.`, error.issues);
      throw error;
    }
    const entry: CacheEntry<StoredPatternSizes> = { validUntil: now() + CACHE_LIFETIME_S * 1000, data: { publishedAt, sizes } };
    await options.storage
      .set(storageKeys.patternSizes(patternId), entry)
      .catch((error) => logger.error(`Sizes of pattern '${patternId}' not stored.`, error));
    return sizes;
  }

  async function load(patternId: string): Promise<PatternSize[]> {
    const release = options.release();
    const entry = await stored(patternId);
    if (entry && release !== null && entry.data.publishedAt === release) return entry.data.sizes;
    try {
      if (!options.isOnline()) throw new Error('offline');
      return await fetchAndStore(patternId, release);
    } catch (error) {
      if (!entry) throw error;
      logger.warn(`Sizes of pattern '${patternId}' could not be loaded; using the stored copy.`, error);
      return entry.data.sizes;
    }
  }

  return {
    /** The pattern's sizes (`[]` for a pattern without any); rejects when they can be neither loaded nor found stored. */
    load(patternId: string): Promise<PatternSize[]> {
      const current = running.get(patternId);
      if (current) return current;
      const next = load(patternId).finally(() => running.delete(patternId));
      running.set(patternId, next);
      return next;
    },
  };
}

export type PatternSizes = ReturnType<typeof createPatternSizes>;
