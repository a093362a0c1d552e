import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ResolvedOptions } from '../options';
import { HttpError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Cookies, form bodies, CORS allowlist, helmet headers with CSP, and an Origin check on writes. */
export async function installSecurity(app: FastifyInstance, options: ResolvedOptions): Promise<void> {
  const allowed = new Set(options.allowedOrigins);
  const remote = options.remoteOrigins;
  const secure = options.publicUrl.startsWith('https:');

  // @fastify/cors answers a preflight without Origin or Access-Control-Request-Method with a text/plain
  // 400; answer it first, as JSON like every other error.
  app.addHook('onRequest', async (request) => {
    if (request.method === 'OPTIONS' && (!request.headers.origin || !request.headers['access-control-request-method'])) {
      throw new HttpError(400, 'Ungültige Preflight-Anfrage.');
    }
  });
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(cors, {
    origin: (origin, callback) => callback(null, !origin || allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'X-XSRF-TOKEN', 'X-Requested-With'],
    maxAge: 600,
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...remote],
        mediaSrc: ["'self'", 'blob:', ...remote],
        connectSrc: ["'self'", ...remote],
        fontSrc: ["'self'", ...remote],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // Only behind HTTPS; on http://localhost it would break the reset form's post.
        upgradeInsecureRequests: secure ? [] : null,
      },
    },
    strictTransportSecurity: secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Remotes on other localhost ports (same site) load media and covers from here.
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
    // helmet's default `no-referrer` makes Chromium post the site's own forms (password reset) with
    // `Origin: null`, which the Origin check below must refuse. This policy keeps the origin on
    // same-origin posts and still sends nothing but the origin cross-site.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  // Browsers always send Origin on cross-site writes: refuse unknown ones before any work is done.
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin || allowed.has(origin)) return;
    let sameHost = false;
    try {
      sameHost = new URL(origin).host === request.headers.host;
    } catch {
      sameHost = false;
    }
    if (!sameHost) throw new HttpError(403, 'Herkunft nicht erlaubt.');
  });
}

/** helmet's headers that act only on a document (or a worker): framing, referrers, isolation, old browsers' sniffing. */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * Takes a document's headers off an answer the browser fetches as an image, font, style or script (Fetch Metadata's
 * Sec-Fetch-Dest), which never becomes a document: ~0.7 KB less per image on a phone's slow link. nosniff and the
 * resource policy stay; a client that does not say how it uses the answer gets everything.
 */
export function dropDocumentHeadersForSubresource(request: FastifyRequest, reply: FastifyReply): void {
  const destination = request.headers['sec-fetch-dest'];
  if (typeof destination !== 'string' || !['image', 'font', 'style', 'script'].includes(destination)) return;
  for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
}
