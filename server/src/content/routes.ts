import type { ContentQuery } from '@nahtlos/contract';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler, RawServerDefault, RouteShorthandOptions } from 'fastify';
import { MEDIA_ROOT } from '../../content/lib/media';
import type { Database } from '../db/index';
import { ContentCache } from './cache';
import { dropDocumentHeadersForSubresource } from '../http/security';
import { zodValidatorCompiler } from '../http/validation';
import { MediaFiles, negotiatedMedia, resolveMedia } from './media';
import type { Prepared, Snapshot } from './snapshot';
import { z } from 'zod';

/**
 * A catalogue entry's id, declared like every route's input: any text is looked up (one the catalogue does not have
 * answers 404, as before). The zod compiler is the route's own: the catalogue's routes are mounted in other apps too.
 */
type ById = { Params: { id: string }; Querystring: ContentQuery };
const byIdRoute: RouteShorthandOptions<RawServerDefault, IncomingMessage, ServerResponse, ById> = {
  schema: { params: z.object({ id: z.string() }) },
  validatorCompiler: zodValidatorCompiler as FastifySchemaCompiler<unknown>,
};

export interface ContentRoutesOptions {
  db: Database;
  /** folder holding content/<file> media (default: the release folder's media, server/content/dist/media) */
  mediaRoot?: string;
  /** how old the in-memory catalogue may get before a background check of the database (ms) */
  refreshMs?: number;
}

const on = (v: string | undefined) => v === 'true' || v === '1';
const IMMUTABLE = 'public, max-age=31536000, immutable';

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag || ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

function sendPrepared(req: FastifyRequest, reply: FastifyReply, p: Prepared): FastifyReply | string {
  reply.header('etag', p.etag).header('cache-control', 'no-cache').header('vary', 'Accept-Encoding');
  if (matches(req.headers['if-none-match'], p.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  return p.body;
}

const notFound = (reply: FastifyReply) => reply.code(404).type('application/json; charset=utf-8').send({ error: 'Nicht gefunden.' });

/** Public content catalogue: fabrics, sewing patterns, materials, inspirations and their media. */
export async function contentRoutes(app: FastifyInstance, opts: ContentRoutesOptions): Promise<void> {
  const cache = new ContentCache(opts.db, opts.refreshMs ?? 3000);
  const files = new MediaFiles();
  const root = opts.mediaRoot ?? MEDIA_ROOT;

  const list = (name: keyof Snapshot['lists']) => async (req: FastifyRequest<{ Querystring: ContentQuery }>, reply: FastifyReply) => {
    const snap = await cache.get(on(req.query.preview_mode));
    return sendPrepared(req, reply, on(req.query.meta) ? snap.meta : snap.lists[name]);
  };

  app.get('/api/app/fabrics', list('fabrics'));
  app.get('/api/app/sewing-patterns', list('sewing-patterns'));
  app.get('/api/app/sewing-patterns/legacy', list('legacy'));
  app.get('/api/app/materials', list('materials'));
  app.get('/api/app/inspirations', list('inspirations'));
  /** One entry of a release by its id (an inspiration, a pattern's sizes): ETag and `?meta=true` like the lists. */
  const byId =
    (entries: (snap: Snapshot) => Map<string, Prepared>) =>
    async (req: FastifyRequest<{ Params: { id: string }; Querystring: ContentQuery }>, reply: FastifyReply) => {
      const snap = await cache.get(on(req.query.preview_mode));
      if (on(req.query.meta)) return sendPrepared(req, reply, snap.meta);
      const one = entries(snap).get(req.params.id);
      return one ? sendPrepared(req, reply, one) : notFound(reply);
    };
  // `/legacy` above is a static route: find-my-way prefers it, and `/legacy/sizes` is this route's (no such pattern: 404)
  app.get<ById>('/api/app/sewing-patterns/:id/sizes', byIdRoute, byId((snap) => snap.patternSizes));
  app.get<ById>('/api/app/inspirations/:id', byIdRoute, byId((snap) => snap.inspirations));

  app.get('/media/*', async (req: FastifyRequest<{ Params: { '*': string } }>, reply) => {
    await cache.get(false);
    const requested = req.params['*'];
    // content-hashed names never need percent-encoding: anything encoded (%2e%2e, %2f, %5c …) is refused
    const raw = req.url.split('?')[0];
    if (raw.includes('%') || raw.includes('\\')) return notFound(reply);
    const allowed = (rel: string) => cache.allowsMedia(rel);
    if (!resolveMedia(requested, allowed, root)) return notFound(reply);
    const { sent, variesWithAccept } = negotiatedMedia(requested, req.headers.accept, allowed);
    const hit = resolveMedia(sent, allowed, root)!;
    const entry = cache.allowsMedia(sent)!;
    // a JPEG's or WebP's AVIF copy has the same hash: the ETag names the encoding too
    const etag = sent === requested ? `"${hit.hash}"` : `"${hit.hash}-avif"`;
    reply.header('cache-control', IMMUTABLE).header('etag', etag).header('x-content-type-options', 'nosniff');
    dropDocumentHeadersForSubresource(req, reply);
    if (variesWithAccept) reply.header('vary', 'Accept');
    if (matches(req.headers['if-none-match'], etag)) return reply.code(304).send();
    const buf = await files.read(hit.file);
    if (!buf) return notFound(reply);
    if (entry.type === 'image/svg+xml') reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    return reply.type(entry.type).send(buf);
  });
}
