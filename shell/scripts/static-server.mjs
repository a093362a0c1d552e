// Serves one built app the way a static host would: hashed chunks cached forever, entry files
// (index.html, remoteEntry.js, mf-manifest.json, remotes.json) always revalidated. The shell's pages carry
// the deploy-time remotes.json and preloads for the route's remote (boot-hints.cjs).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { shell } from '@nahtlos/build/apps';
import { badRequestAsJson, installJsonErrors, registerApiProxy } from './api-proxy.mjs';
import { firstScriptsOf, remoteOfPath, remotePreloadTags, remotesDataTag, withoutAppStartPreloads, withTagsInHead } from './boot-hints.cjs';
import { withCodeAfterFirstPaint } from './code-after-paint.cjs';
import { FIRST_PAINT_FILE, FIRST_PAINT_RENDERER_FILE, firstPaintOf, isPersonalDevice, withFirstPaint } from './first-paint.cjs';
import { contentRenderer } from './first-paint-content.mjs';
import { firstPaintImages, imagePreloadTags } from './first-paint-images.mjs';
import { remoteManifestReader } from './remote-manifests.cjs';
import {
  appContentSecurityPolicy,
  COMMON_SECURITY_HEADERS,
  FILES_ONLY_CONTENT_SECURITY_POLICY,
  remoteOriginsReader,
} from './security-headers.mjs';

// the platform the shell's build bundles (platformCompatibility.ts): a remote built for another is not preloaded
const require = createRequire(import.meta.url);
const shellPlatformVersion = require('@nahtlos/platform/package.json').version;

const HASHED = /\.[0-9a-f]{8}\.(js|css)(\.map)?$/;

/**
 * @param {object} options
 * @param {string} options.root        folder with the built files
 * @param {number} options.port
 * @param {boolean} [options.spa]      unknown paths answer index.html (the shell: deep links)
 * @param {boolean} [options.cors]     allow other origins to load the files (remotes)
 * @param {string}  [options.remotesFile] served fresh at /remotes.json (the shell)
 * @param {string}  [options.apiTarget]   proxy the provider's paths there (the shell)
 * @param {string[]} [options.apiPaths]
 */
export async function startStaticServer({ root, port, host = '127.0.0.1', spa = false, cors = false, remotesFile, apiTarget, apiPaths = [] }) {
  const app = Fastify({ logger: false, frameworkErrors: badRequestAsJson });
  installJsonErrors(app);
  const remoteOrigins = remoteOriginsReader(remotesFile);
  // What is made per request (the app's page, proxied answers): Brotli at a middle quality; on the fly, the
  // maximum (11) costs more time than it saves on the wire. Built files come precompressed (below).
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  // after compression, so proxied answers are compressed too
  const proxied = apiTarget ? await registerApiProxy(app, { upstream: apiTarget, paths: apiPaths }) : () => false;
  app.addHook('onSend', async (request, reply) => {
    if (proxied(request.url)) return; // the provider server sets its own caching and headers
    if (cors) reply.header('Access-Control-Allow-Origin', '*');
    reply.headers(COMMON_SECURITY_HEADERS);
    // the app's page (and the service worker, which takes the CSP of its script) vs. a host of remote files
    reply.header('Content-Security-Policy', spa ? appContentSecurityPolicy(remoteOrigins()) : FILES_ONLY_CONTENT_SECURITY_POLICY);
    reply.header('Cache-Control', HASHED.test(request.url.split('?')[0]) ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
  if (remotesFile) {
    // deploy-time data: read on every request so a changed file takes effect without a restart
    app.get('/remotes.json', async (_request, reply) => {
      reply.type('application/json').send(await fs.promises.readFile(remotesFile, 'utf8'));
    });
  }
  if (spa) registerFixedRedirects(app);
  const page = spa && remotesFile ? appPage(root, remotesFile, { upstream: apiTarget }) : null;
  // the app's page at '/' with its hints (fastify-static would send the plain file); /index.html stays the
  // plain build file: the service worker precaches it as the offline page, which must not pin a remotes.json
  if (page) app.get('/', async (request, reply) => reply.type('text/html; charset=utf-8').send(await page('/', request)));
  // preCompressed: the build's `.br`/`.gz` beside each file (shared-kernel/build/webpack.cjs), as a static host serves them
  await app.register(fastifyStatic, {
    root: path.resolve(root),
    wildcard: true,
    cacheControl: false,
    etag: true,
    preCompressed: true,
    index: page ? false : 'index.html',
  });
  app.setNotFoundHandler(async (request, reply) => {
    const accept = request.headers.accept ?? '';
    if (spa && (request.method === 'GET' || request.method === 'HEAD') && accept.includes('text/html')) {
      if (!page) return reply.sendFile('index.html');
      return reply.type('text/html; charset=utf-8').send(await page(request.url.split('?')[0], request));
    }
    return reply.code(404).type('application/json; charset=utf-8').send({ error: 'Nicht gefunden.' });
  });
  await app.listen({ port, host });
  return app;
}

/**
 * The apps manifest's fixed redirects (`/tabs` → `/`), answered before any page is sent: with the page, the
 * address would change only once the apps had started (seconds on a phone's first visit).
 */
function registerFixedRedirects(app) {
  for (const [from, to] of Object.entries(shell.redirects)) {
    const redirect = async (request, reply) => {
      const query = request.url.indexOf('?');
      return reply.redirect(query === -1 ? to : to + request.url.slice(query), 301);
    };
    // the route table matches with and without a trailing slash
    app.get(from, redirect);
    app.get(`${from}/`, redirect);
  }
}

/**
 * The shell's index.html for a path: the first paint of the frame and of the path's remote, the remotes
 * data and the preloads of the path's remote (and of the content, when this host proxies the API to
 * `upstream`), read fresh each time. A remote's first paint sits beside its manifest and is used only when
 * its scripts are (it runs on the shell's platform); a page that shows published content is rendered with it
 * (first-paint-content.mjs) when this host proxies the API. With a first paint, all the page's code waits for
 * it (code-after-paint.cjs).
 */
function appPage(root, remotesFile, { upstream }) {
  const readManifest = remoteManifestReader();
  const readFirstPaint = remoteManifestReader();
  const renderWithContent = upstream ? contentRenderer({ upstream }) : null;
  const inlineFirstImages = upstream ? firstPaintImages({ upstream }) : null;
  const content = Boolean(upstream);
  return async (pathname, request) => {
    const built = await fs.promises.readFile(path.join(root, 'index.html'), 'utf8');
    const personalDevice = isPersonalDevice(request.headers.cookie);
    const remotesJson = await fs.promises.readFile(remotesFile, 'utf8').catch(() => '');
    const remote = remoteOfPath(pathname);
    const html = remote ? built : withoutAppStartPreloads(built);
    const manifestUrl = remote ? manifestUrlOf(remotesJson, remote) : null;
    const manifest = manifestUrl ? await readManifest(manifestUrl) : null;
    const scripts = manifest ? firstScriptsOf(manifest, manifestUrl, shellPlatformVersion) : [];
    const [framePages, remotePages] = await Promise.all([
      fs.promises.readFile(path.join(root, FIRST_PAINT_FILE), 'utf8').then(JSON.parse).catch(() => null),
      scripts.length ? readFirstPaint(new URL(FIRST_PAINT_FILE, manifestUrl).href) : null,
    ]);
    const prerendered = firstPaintOf(remotePages, pathname, { personalDevice });
    const rendered =
      prerendered?.withContent && renderWithContent
        ? await renderWithContent(new URL(FIRST_PAINT_RENDERER_FILE, manifestUrl).href, `http://localhost${request.url}`)
        : null;
    const images = rendered && inlineFirstImages ? await inlineFirstImages(rendered.html) : { html: rendered?.html, preloads: [] };
    const frame = firstPaintOf(framePages, pathname, { personalDevice });
    const page = rendered ? { ...rendered, html: images.html, contentShown: true } : prerendered;
    const painted = withTagsInHead(withFirstPaint(html, { frame, page, remote }), remotesDataTag(remotesJson) + imagePreloadTags(images.preloads));
    const preloads = remotePreloadTags({ remotesJson, remote, scripts, content });
    // a page that paints from its HTML asks for its code once that paint is on screen (code-after-paint.cjs)
    return frame || page ? withCodeAfterFirstPaint(painted, preloads) : withTagsInHead(painted, preloads);
  };
}

function manifestUrlOf(remotesJson, remote) {
  try {
    const url = JSON.parse(remotesJson)[remote];
    return typeof url === 'string' && /^https?:/.test(url) ? url : null;
  } catch {
    return null;
  }
}
