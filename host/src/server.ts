// The host's HTTP side: the app's host (the shell's built files, the provider's paths proxied same-origin, remotes.json,
// the fixed redirects, the rendered pages) and a host of one remote's files. Built files as a static host serves them:
// precompressed variants, hashed chunks cached forever, entry files (index.html, remoteEntry.js, mf-manifest.json,
// remotes.json) always revalidated; nosniff on every answer, a document's security headers wherever an answer can
// become a document; bad input answered as JSON, never a 5xx.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { badRequestAsJson, installJsonErrors, registerApiProxy } from './apiProxy.js';
import { compressWhole, pageEncoding } from './pageCompression.js';
import { pageRenderer } from './render/page.js';
import { appContentSecurityPolicy, COMMON_SECURITY_HEADERS, DOCUMENT_SECURITY_HEADERS, FILES_ONLY_CONTENT_SECURITY_POLICY, isSubresource, newNonce, originsOf } from './security.js';

const HASHED = /\.[0-9a-f]{8}\.(js|css)(\.map)?$/;

/** The cookie a device with personal data carries (shell/src/frame/personalDevice.ts). */
const isPersonalDevice = (cookie: string | undefined) => /(?:^|;\s*)nahtlos_personal=1(?:;|$)/.test(cookie ?? '');

export interface AppHostOptions {
  /** the shell's built folder */
  shellDist: string;
  /** the deploy-time remotes.json (remote name → manifest URL), read on every request */
  remotesFile: string;
  /** the provider server: its paths are proxied there, and the content lists read from it */
  apiTarget?: string;
  apiPaths?: readonly string[];
  /** fixed redirects (apps manifest: `/tabs` → `/`) */
  redirects?: Record<string, string>;
  budgetMs?: number;
  checkMs?: number;
  /** whether an application's pages show the published content (apps manifest); default: all */
  showsContent?: (app: string) => boolean;
}

async function baseHost({ cors = false } = {}) {
  const app = Fastify({ logger: false, frameworkErrors: badRequestAsJson });
  installJsonErrors(app);
  // What is made per request (pages, proxied answers): Brotli at a middle quality; on the fly, the maximum (11) costs
  // more time than it saves on the wire. Built files come precompressed (fastify-static's preCompressed).
  await app.register(fastifyCompress, { global: true, threshold: 1024, brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } });
  /** The security and caching headers; a document's own (with its CSP) only where the answer can become one. */
  const headers = async (request: FastifyRequest, reply: FastifyReply, csp: () => string | Promise<string>) => {
    if (cors) reply.header('Access-Control-Allow-Origin', '*');
    reply.headers(COMMON_SECURITY_HEADERS);
    reply.header('Cache-Control', HASHED.test(request.url.split('?')[0]) ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (!isSubresource(request.headers['sec-fetch-dest'])) reply.headers({ ...DOCUMENT_SECURITY_HEADERS, 'Content-Security-Policy': await csp() });
  };
  return { app, headers };
}

/** A host of one remote's built files (its own origin): CORS, files-only CSP. */
export async function createFilesHost({ root }: { root: string }): Promise<FastifyInstance> {
  const { app, headers } = await baseHost({ cors: true });
  app.addHook('onSend', (request, reply) => headers(request, reply, () => FILES_ONLY_CONTENT_SECURITY_POLICY));
  await app.register(fastifyStatic, { root: path.resolve(root), wildcard: true, cacheControl: false, etag: true, preCompressed: true, index: 'index.html' });
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).type('application/json; charset=utf-8').send({ error: 'Nicht gefunden.' }));
  return app;
}

const nonces = new WeakMap<FastifyRequest, string>();

/** remotes.json's remote name → manifest URL; a broken file gives none (the page renders the frame, the browser shell shows its notice). */
function remotesOf(text: string): Record<string, string> {
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === 'object' && Object.values(parsed).every((url) => typeof url === 'string')) return parsed as Record<string, string>;
  } catch {
    // not JSON
  }
  return {};
}

/** The app's host. */
export async function createAppHost(options: AppHostOptions): Promise<FastifyInstance> {
  const { shellDist, remotesFile, apiTarget, apiPaths = [], redirects = {} } = options;
  const { app, headers } = await baseHost();
  const readRemotes = () => readFile(remotesFile, 'utf8').catch(() => '{}');
  // after compression, so proxied answers are compressed too
  const proxied = apiTarget ? await registerApiProxy(app, { upstream: apiTarget, paths: apiPaths }) : () => false;
  app.addHook('onSend', async (request, reply) => {
    if (proxied(request.url)) return; // the provider server sets its own caching and headers
    // the app's page (and the service worker, which takes the CSP of its script)
    await headers(request, reply, async () => appContentSecurityPolicy(originsOf(await readRemotes()), nonces.get(request)));
  });
  // deploy-time data: read on every request so a changed file takes effect without a restart
  app.get('/remotes.json', async (_request, reply) => reply.type('application/json').send(await readRemotes()));
  // answered before any page: with the page, the address would change only once the apps had started
  for (const [from, to] of Object.entries(redirects)) {
    const redirect = async (request: FastifyRequest, reply: FastifyReply) => {
      const query = request.url.indexOf('?');
      return reply.redirect(query === -1 ? to : to + request.url.slice(query), 301);
    };
    app.get(from, redirect);
    app.get(`${from}/`, redirect);
  }
  const { renderPage, prepare } = pageRenderer({ shellDist, upstream: apiTarget, budgetMs: options.budgetMs, checkMs: options.checkMs, showsContent: options.showsContent });
  void readRemotes().then((text) => prepare(remotesOf(text)));
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const nonce = newNonce();
    nonces.set(request, nonce);
    const remotes = remotesOf(await readRemotes());
    const { headers: layoutHeaders, body } = await renderPage({ url: request.url, personalDevice: isPersonalDevice(request.headers.cookie), nonce, remotes });
    reply.headers(layoutHeaders).type('text/html; charset=utf-8').header('Vary', 'Accept-Encoding');
    const encoding = pageEncoding(request.headers['accept-encoding']);
    // compressed here, not by @fastify/compress (it leaves an answer with a Content-Encoding alone): see pageCompression
    return encoding ? reply.header('Content-Encoding', encoding).send(compressWhole(body, encoding)) : reply.send(body);
  };
  // the page at '/'; /index.html stays the plain build file (the service worker keeps it as the offline page)
  app.get('/', page);
  await app.register(fastifyStatic, {
    root: path.resolve(shellDist),
    wildcard: true,
    cacheControl: false,
    etag: true,
    preCompressed: true,
    index: false,
    // the frame's server entry is the host's, not the browser's
    allowedPath: (pathname) => !pathname.startsWith('/server/'),
  });
  app.setNotFoundHandler(async (request, reply) => {
    const accept = request.headers.accept ?? '';
    if ((request.method === 'GET' || request.method === 'HEAD') && accept.includes('text/html')) return page(request, reply);
    return reply.code(404).type('application/json; charset=utf-8').send({ error: 'Nicht gefunden.' });
  });
  return app;
}
