import type { Database } from '../db/index';
import { makeSnapshot, type Snapshot } from './snapshot';
import { latestHeads, loadCatalogue } from './store';

/**
 * In-memory copy of the newest published release (and the newest newer draft for preview_mode).
 * Requests never wait for the database once loaded: a stale copy (older than refreshMs) triggers one
 * background refresh that reloads a catalogue only when the release id changed.
 */
export class ContentCache {
  private published: Snapshot = makeSnapshot(null, null, null);
  private preview: Snapshot = this.published;
  private checkedAt = 0;
  private loading: Promise<void> | null = null;
  private loaded = false;

  constructor(
    private readonly db: Database,
    private readonly refreshMs = 3000,
  ) {}

  async get(previewMode: boolean): Promise<Snapshot> {
    if (!this.loaded) await this.refresh();
    else if (Date.now() - this.checkedAt > this.refreshMs) void this.refresh().catch(() => undefined);
    return previewMode ? this.preview : this.published;
  }

  /** Media files allowed right now: those of the published release and of the preview draft. */
  allowsMedia(rel: string): { type: string; bytes: number } | undefined {
    return this.published.media[rel] ?? this.preview.media[rel];
  }

  refresh(): Promise<void> {
    if (!this.loading) {
      this.checkedAt = Date.now();
      this.loading = this.load().finally(() => {
        this.loading = null;
      });
    }
    return this.loading;
  }

  private async load(): Promise<void> {
    const { published, draft } = await latestHeads(this.db);
    if (published?.id !== this.published.releaseId) {
      this.published = published ? makeSnapshot(published.id, published.publishedAt, await loadCatalogue(this.db, published.id)) : makeSnapshot(null, null, null);
    }
    const useDraft = draft && (!published || draft.publishedAt > published.publishedAt);
    if (!useDraft) this.preview = this.published;
    else if (draft.id !== this.preview.releaseId) this.preview = makeSnapshot(draft.id, draft.publishedAt, await loadCatalogue(this.db, draft.id));
    this.loaded = true;
  }
}
