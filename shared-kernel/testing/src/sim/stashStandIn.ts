/**
 * The stash's routes (issue 40) written from the contract (`@nahtlos/contract` stash.ts), for a server that does not
 * answer them yet: the simulation then serves GET /api/app/stash, POST /api/app/stash-entry and DELETE
 * /api/app/stash-entry/:id from here, with the server's rules for synced items (services/versionedWrite.ts): a write
 * that is already stored changes nothing, a stale base revision gets 409 with the stored copy, every write bumps the
 * revision, a tombstone of an unknown id answers null, at most MAX_STASH_ENTRIES live entries (413). Once the server
 * has the routes, startInProcessServer uses them instead. Accounts are told apart by their bearer token.
 */
import {
  baseRevisionQuery,
  idParams,
  MAX_STASH_ENTRIES,
  STASH_FULL_MESSAGE,
  stashEntryBody,
  type ServerStashEntry,
} from '@nahtlos/contract';
/** A request as the in-process server takes it (inProcessServer.ts' InjectRequest; declared here, which it imports). */
interface Request {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}
interface Row extends ServerStashEntry {
  owner: string;
}
interface Answer {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}

const ENTRY = /^\/api\/app\/stash-entry(?:\/([^/?]+))?(?:\?.*)?$/;
const LIST = /^\/api\/app\/stash(?:\?.*)?$/;

/** Whether a request is one of the stash's routes. */
export const isStashRoute = (url: string) => LIST.test(url) || ENTRY.test(url);

const json = (statusCode: number, body: unknown): Answer => ({
  statusCode,
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json; charset=utf-8' },
});
const publicCopy = ({ owner: _owner, ...entry }: Row): ServerStashEntry => entry;

export function createStashStandIn(now: () => Date = () => new Date()) {
  const rows = new Map<string, Row>();

  /** A versioned write of `changes` (null: a tombstone) to entry `id` of `owner`. */
  function write(owner: string, id: string, baseRevision: number | undefined, changes: Omit<ServerStashEntry, 'entry_id' | 'created_at' | 'updated_at' | 'deleted' | 'revision'> | null): Answer {
    const current = rows.get(id);
    const stamp = now().toISOString();
    if (!current) {
      if (!changes) return json(200, { success: true, stash_entry: null });
      if (liveCount(owner) >= MAX_STASH_ENTRIES) return json(413, { error: STASH_FULL_MESSAGE, code: 'quota_stash' });
      const row: Row = { owner, entry_id: id, ...changes, created_at: stamp, updated_at: stamp, deleted: false, revision: 1 };
      rows.set(id, row);
      return json(200, { success: true, stash_entry: publicCopy(row) });
    }
    if (current.owner !== owner) return changes ? json(404, { error: 'Nicht gefunden.' }) : json(200, { success: true, stash_entry: null });
    const unchanged = changes
      ? !current.deleted && (Object.keys(changes) as (keyof typeof changes)[]).every((key) => current[key] === changes[key])
      : current.deleted;
    if (unchanged) return json(200, { success: true, stash_entry: publicCopy(current) });
    if (baseRevision !== undefined && baseRevision !== current.revision) {
      return json(409, { error: 'Konflikt: Auf dem Server gibt es eine neuere Version.', stash_entry: publicCopy(current) });
    }
    if (changes && current.deleted && liveCount(owner) >= MAX_STASH_ENTRIES) return json(413, { error: STASH_FULL_MESSAGE, code: 'quota_stash' });
    const row: Row = changes
      ? { ...current, ...changes, deleted: false, updated_at: stamp, revision: current.revision + 1 }
      : { ...current, deleted: true, updated_at: stamp, revision: current.revision + 1 };
    rows.set(id, row);
    return json(200, { success: true, stash_entry: publicCopy(row) });
  }

  const liveCount = (owner: string) => [...rows.values()].filter((row) => row.owner === owner && !row.deleted).length;
  const invalid = (issues: { message: string }[]) => json(400, { error: 'Ungültige Eingabe.', details: issues.map((issue) => ({ message: issue.message })) });

  return {
    inject(request: Request): Answer {
      const owner = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!owner) return json(401, { error: 'Nicht angemeldet.' });
      const url = new URL(request.url, 'http://localhost');
      if (request.method === 'GET' && LIST.test(request.url)) {
        const stash = [...rows.values()].filter((row) => row.owner === owner).map(publicCopy);
        return json(200, { stash });
      }
      const id = ENTRY.exec(request.url)?.[1];
      if (request.method === 'POST' && id === undefined) {
        const parsed = stashEntryBody.safeParse(JSON.parse(request.payload ?? 'null'));
        if (!parsed.success) return invalid(parsed.error.issues);
        const entry = parsed.data.stashEntry;
        if (entry.deleted) return write(owner, entry.entry_id, entry.base_revision, null);
        const changes = { fabric_id: entry.fabric_id, length_cm: entry.length_cm, width_cm: entry.width_cm, note: entry.note ?? '', bought_on: entry.bought_on ?? null };
        return write(owner, entry.entry_id, entry.base_revision, changes);
      }
      if (request.method === 'DELETE' && id !== undefined) {
        const params = idParams.safeParse({ id: decodeURIComponent(id) });
        const query = baseRevisionQuery.safeParse(Object.fromEntries(url.searchParams));
        if (!params.success || !query.success) return invalid([...(params.error?.issues ?? []), ...(query.error?.issues ?? [])]);
        return write(owner, params.data.id, query.data.base_revision, null);
      }
      return json(404, { error: 'Nicht gefunden.' });
    },
  };
}
