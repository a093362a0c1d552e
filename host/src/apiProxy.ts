// The host's same-origin proxy to the provider server. It reads each request body whole (bounded) before forwarding,
// so the server's own 4xx (413, 400, 415 …) always reaches the client unchanged: a streamed body cut off by an early
// server answer used to surface here as a 500.
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import fastifyProxy from '@fastify/http-proxy';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The provider server's largest route body limit (custom fabric upload: a 10 MB image as base64 in JSON). */
export const PROXY_BODY_LIMIT = 15 * 1024 * 1024;

const bodyLengths = new WeakMap<object, number>();

const jsonError = (reply: FastifyReply, status: number, error: string, code?: string) =>
  reply.code(status).type('application/json; charset=utf-8').send({ error, code });

/** Request headers the client must not choose: the client address is the socket's, not what it claims. */
function forwardedHeaders(request: FastifyRequest, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const forwarded: IncomingHttpHeaders = { ...headers, 'x-forwarded-for': request.socket.remoteAddress ?? '' };
  const length = bodyLengths.get(request.raw);
  if (length !== undefined) {
    forwarded['content-length'] = String(length);
    delete forwarded['transfer-encoding'];
  }
  delete forwarded.forwarded;
  delete forwarded['x-real-ip'];
  // Node already answered `100 Continue` (or 417 for other expectations); the body is read in full here,
  // and the upstream client refuses to send the header at all.
  delete forwarded.expect;
  return forwarded;
}

/** Hop-by-hop headers of the provider server's answer: this connection's are the host's own (RFC 9110 7.6.1). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

function answerHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const own = { ...headers };
  for (const name of HOP_BY_HOP) delete own[name];
  return own;
}

/** Is `url` one of the provider's paths (`prefix`, `prefix/…`, `prefix?…`)? */
export const proxiedPath = (paths: readonly string[]) => (url: string) =>
  paths.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));

/**
 * Registers the proxy for `paths` on `app` (which must not serve other request bodies): body limit, client address,
 * content encoding and upstream failures are answered here as JSON.
 */
export async function registerApiProxy(app: FastifyInstance, { upstream, paths }: { upstream: string; paths: readonly string[] }) {
  const isProxied = proxiedPath(paths);

  // Every content type read whole as raw bytes, at most PROXY_BODY_LIMIT (above: Fastify's 413, answered as JSON
  // below), then handed on as a stream: the proxy re-serialises any non-stream JSON body.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PROXY_BODY_LIMIT }, (request, body, done) => {
    bodyLengths.set(request.raw, (body as Buffer).length);
    done(null, Readable.from(body as Buffer));
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!isProxied(request.url)) return;
    const encoding = request.headers['content-encoding'];
    // The API takes plain bodies only; decoding here would hand the server bytes that no longer match the header.
    if (encoding && encoding.trim().toLowerCase() !== 'identity') {
      return jsonError(reply, 415, 'Komprimierte Anfragen werden nicht unterstützt.', 'UNSUPPORTED_CONTENT_ENCODING');
    }
  });

  for (const prefix of paths) {
    await app.register(fastifyProxy, {
      upstream,
      prefix,
      rewritePrefix: prefix,
      http2: false,
      // the parsers above read the body; the proxy's own parser would stream it unchecked
      preValidation: async () => {},
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => forwardedHeaders(request as unknown as FastifyRequest, headers),
        rewriteHeaders: (headers) => answerHeaders(headers),
        onError: (reply, { error }) => {
          const failure = error as { code?: string; statusCode?: number };
          reply.log.warn({ code: failure.code, status: failure.statusCode }, 'provider server unreachable');
          const status = failure.statusCode === 504 ? 504 : 502;
          void jsonError(reply as unknown as FastifyReply, status, 'Der Server ist gerade nicht erreichbar. Bitte versuche es später erneut.', 'UPSTREAM_UNAVAILABLE');
        },
      },
    });
  }
  return isProxied;
}

/** What is read and thrown away of a refused body at most, so that the client gets to read the answer. */
const MAX_DRAINED_BYTES = 64 * 1024 * 1024;

/**
 * Reads (and discards) the rest of a refused request body. Answering and closing while the client is still sending
 * makes the kernel reset the connection, and the client never reads the 413.
 */
function drainRequestBody(raw: IncomingMessage) {
  let drained = 0;
  raw.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > MAX_DRAINED_BYTES) raw.destroy();
  });
  raw.resume();
}

/** Requests Fastify refuses before routing (an undecodable URL, a bad header): JSON like the rest. */
export function badRequestAsJson(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  void jsonError(reply, 400, 'Ungültige Anfrage.', error.code);
}

/** Fastify's own client errors (body too large, bad URL …) as JSON like the server's; never a 5xx for bad input. */
export function installJsonErrors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (!request.raw.complete) {
      // Fastify asks to close the connection when it refuses an unread body; closing with the body unread resets
      // the connection instead, so the answer is sent on a connection that reads on
      reply.removeHeader('connection');
      drainRequestBody(request.raw);
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 413) return jsonError(reply, 413, 'Die Anfrage ist zu groß.', error.code);
    if (status < 500) return jsonError(reply, status, 'Ungültige Anfrage.', error.code);
    request.log.error({ code: error.code, url: request.url.split('?')[0] }, 'host error');
    return jsonError(reply, 500, 'Interner Fehler.', 'INTERNAL');
  });
}
