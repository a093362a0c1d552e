import { createHash } from 'node:crypto';
import {
  contentMetaResponse,
  fabricsResponse,
  inspirationResponse,
  inspirationsResponse,
  legacyResponse,
  materialsResponse,
  patternSizesResponse,
  sewingPatternsResponse,
  type Catalogue,
} from '@nahtlos/contract';
import type { z } from 'zod';

/** A pre-serialised response: body text and its strong ETag. */
export interface Prepared {
  body: string;
  etag: string;
}

/** Serialised through the contract's answer schema: a catalogue field the contract does not name never leaves. */
const prepare = <T extends z.ZodType>(schema: T, value: z.input<T>): Prepared => {
  const body = JSON.stringify(schema.parse(value));
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
};

/** Everything one release serves, serialised once so requests only compare ETags and write strings. */
export interface Snapshot {
  releaseId: number | null;
  publishedAt: string | null;
  meta: Prepared;
  lists: Record<'fabrics' | 'sewing-patterns' | 'materials' | 'inspirations' | 'legacy', Prepared>;
  inspirations: Map<string, Prepared>;
  /** pattern id → its sizes (`GET /api/app/sewing-patterns/:id/sizes`; `[]` for a pattern without sizes) */
  patternSizes: Map<string, Prepared>;
  media: Catalogue['media'];
}

/**
 * The list every app loads at its start leaves out the patterns' sizes and cut pieces: they would more than
 * triple it (2.7 → 9.2 KB gz), and on a phone's first visit that list is on the way to the first paint's
 * largest image (issue 17). The catalogue keeps them; the STOFFVERBRAUCH table is computed from them at publish time;
 * a pattern's own sizes are answered by `/api/app/sewing-patterns/:id/sizes` (`patternSizes`).
 */
function withoutSizes({ sizes: _sizes, ...pattern }: Catalogue['sewingPatterns'][number]) {
  return pattern;
}

export function makeSnapshot(releaseId: number | null, publishedAt: Date | null, c: Catalogue | null): Snapshot {
  const iso = publishedAt ? publishedAt.toISOString() : null;
  const meta = { publishedAt: iso };
  return {
    releaseId,
    publishedAt: iso,
    meta: prepare(contentMetaResponse, { meta }),
    lists: {
      fabrics: prepare(fabricsResponse, { data: c?.fabrics ?? [], meta }),
      // legacy: old pattern ids → current ids and area ids (see server/content/README.md)
      'sewing-patterns': prepare(sewingPatternsResponse, { data: (c?.sewingPatterns ?? []).map(withoutSizes), meta, legacy: c?.legacy ?? [] }),
      materials: prepare(materialsResponse, { data: c?.materials ?? [], meta }),
      inspirations: prepare(inspirationsResponse, { data: c?.inspirations ?? [], meta }),
      legacy: prepare(legacyResponse, { data: c?.legacy ?? [], meta }),
    },
    inspirations: new Map((c?.inspirations ?? []).map((i) => [String(i.id), prepare(inspirationResponse, { data: i })])),
    patternSizes: new Map((c?.sewingPatterns ?? []).map((p) => [p.id, prepare(patternSizesResponse, { sizes: p.sizes ?? [] })])),
    media: c?.media ?? {},
  };
}
