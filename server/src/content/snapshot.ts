import { createHash } from 'node:crypto';
import type { Catalogue } from '../../content/lib/catalogue';

/** A pre-serialised response: body text and its strong ETag. */
export interface Prepared {
  body: string;
  etag: string;
}

const prepare = (value: unknown): Prepared => {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
};

/** Everything one release serves, serialised once so requests only compare ETags and write strings. */
export interface Snapshot {
  releaseId: number | null;
  publishedAt: string | null;
  meta: Prepared;
  lists: Record<'fabrics' | 'sewing-patterns' | 'materials' | 'inspirations' | 'legacy', Prepared>;
  inspirations: Map<string, Prepared>;
  media: Catalogue['media'];
}

export function makeSnapshot(releaseId: number | null, publishedAt: Date | null, c: Catalogue | null): Snapshot {
  const iso = publishedAt ? publishedAt.toISOString() : null;
  const meta = { publishedAt: iso };
  return {
    releaseId,
    publishedAt: iso,
    meta: prepare({ meta }),
    lists: {
      fabrics: prepare({ data: c?.fabrics ?? [], meta }),
      // legacy: old pattern ids → current ids and area ids (see server/content/README.md)
      'sewing-patterns': prepare({ data: c?.sewingPatterns ?? [], meta, legacy: c?.legacy ?? [] }),
      materials: prepare({ data: c?.materials ?? [], meta }),
      inspirations: prepare({ data: c?.inspirations ?? [], meta }),
      legacy: prepare({ data: c?.legacy ?? [], meta }),
    },
    inspirations: new Map((c?.inspirations ?? []).map((i) => [String(i.id), prepare({ data: i })])),
    media: c?.media ?? {},
  };
}
