// What the shell's static host writes into the page it serves, so a first visit does not wait for the
// shell's scripts before asking for the rest: the deploy-time remotes.json as data (boot reads it instead
// of requesting /remotes.json), and preloads for the route's remote — its mf-manifest.json, remoteEntry.js
// and the first chunks of the module the shell loads from it — and for the content the platform loads. Each preload is the exact request the page
// makes later (same URL, same CORS mode and credentials), or the browser fetches twice.
// CommonJS without dependencies beyond the apps manifest: the host (.mjs) and the shell's jest tests read it.
const { remotes, shell, showsContent } = require('@nahtlos/build/apps');

/** The module the shell loads from every remote (`${name}/spa`, shell/src/remotes.ts). */
const SHELL_EXPOSE = 'spa';
/** The id boot looks for (shell/src/remotes.ts). */
const REMOTES_ELEMENT_ID = 'remotes';

/**
 * The public content the platform requests on every app route of the web as soon as it starts (runtime.ts
 * loadContent → contentCache.ts loadWeb: preview_mode=true), in its order. Its HTTP client sends credentials
 * (axios withCredentials: credentials mode "include" = crossorigin "use-credentials"). The answers are the
 * same for every visitor, so a preload serves the later request (bootHints.test.ts compares with the platform).
 */
const CONTENT_LISTS = ['fabrics', 'materials', 'sewing-patterns', 'inspirations'].map((name) => `/api/app/${name}?preview_mode=true`);

/** The route patterns' matching of shell/src/routeTable.ts: ':param' is one segment, a trailing slash is optional. */
function routePattern(pattern) {
  const body = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body === '' ? '/' : body}/?$`);
}

const owners = [
  ...remotes.map((remote) => [remote.name, remote.routes.map(routePattern)]),
  ['frame', shell.routes.map(routePattern)],
];

/** The remote that renders `pathname`, or null (a page of the shell's frame, or its 404). */
function remoteOfPath(pathname) {
  const owner = owners.find(([, patterns]) => patterns.some((pattern) => pattern.test(pathname)));
  return owner && owner[0] !== 'frame' ? owner[0] : null;
}

const parseVersion = (version) => {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(typeof version === 'string' ? version : '');
  return match ? match.slice(1).map(Number) : null;
};
const compareVersions = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/**
 * Will the shell load this remote's code on the platform it was built with? The rule of the shell's
 * platformCompatibility.ts (which decides in the page; bootHints.test.ts checks both agree): built against
 * the same major, and its required range (`^x.y.z` or exact) fits. An incompatible remote's code is never
 * fetched, so it is not preloaded either.
 */
function runsOnPlatform(manifest, platformVersion) {
  const entry = Array.isArray(manifest?.shared) ? manifest.shared.find((shared) => shared?.name === '@nahtlos/platform') : null;
  const loaded = parseVersion(platformVersion);
  const built = parseVersion(entry?.version);
  if (!loaded || !built || built[0] !== loaded[0]) return false;
  if (typeof entry.requiredVersion !== 'string') return true;
  const caret = entry.requiredVersion.startsWith('^');
  const minimum = parseVersion(caret ? entry.requiredVersion.slice(1) : entry.requiredVersion);
  if (!minimum) return false;
  return caret ? minimum[0] === loaded[0] && compareVersions(loaded, minimum) >= 0 : compareVersions(loaded, minimum) === 0;
}

/**
 * The scripts the federation runtime loads first for the shell's module of a remote, as absolute URLs:
 * remoteEntry.js, then the module's synchronous chunks. [] when the manifest does not have the expected
 * shape or the remote does not run on `platformVersion` (the shell's).
 */
function firstScriptsOf(manifest, manifestUrl, platformVersion) {
  if (!runsOnPlatform(manifest, platformVersion)) return [];
  try {
    const { publicPath, remoteEntry } = manifest.metaData;
    // 'auto': the files sit beside the manifest (the runtime resolves them the same way)
    const base = publicPath === 'auto' ? new URL('.', manifestUrl) : new URL(publicPath, manifestUrl);
    const entry = new URL([remoteEntry.path, remoteEntry.name].filter(Boolean).join('/'), base).href;
    const expose = manifest.exposes.find((candidate) => candidate.name === SHELL_EXPOSE);
    const chunks = (expose?.assets?.js?.sync ?? []).filter((file) => typeof file === 'string').map((file) => new URL(file, base).href);
    return [entry, ...chunks];
  } catch {
    return [];
  }
}

/** remotes.json as compact JSON that cannot end its <script> element. null when it is not an object of URLs. */
function remotesData(remotesJson) {
  let parsed;
  try {
    parsed = JSON.parse(remotesJson);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || !Object.values(parsed).every((url) => typeof url === 'string')) return null;
  return JSON.stringify(parsed).replace(/</g, '\\u003c');
}

const attribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The remotes data for boot (an inert JSON script). '' when remotes.json is not an object of URLs. */
function remotesDataTag(remotesJson) {
  const data = remotesData(remotesJson);
  return data === null ? '' : `<script type="application/json" id="${REMOTES_ELEMENT_ID}">${data}</script>`;
}

/**
 * The preloads for a page's route remote (`remote`, or null): its manifest (fetched by the shell with a plain
 * `fetch(url)`: CORS, credentials same-origin = crossorigin "anonymous"), its first scripts (classic <script>
 * tags without crossorigin, as the runtime adds them) and, where this host serves the API (`content`), the
 * content the platform loads at its start. None without valid remotes data: boot then fetches /remotes.json.
 */
function remotePreloadTags({ remotesJson, remote, scripts = [], content = false }) {
  if (remotesData(remotesJson) === null) return '';
  const manifestUrl = remote ? JSON.parse(remotesJson)[remote] : undefined;
  if (!manifestUrl) return '';
  const tags = [`<link rel="preload" href="${attribute(manifestUrl)}" as="fetch" crossorigin="anonymous">`];
  // low priority, like the shell's own boot chunks (shared-kernel/build/preloadBootChunks.cjs)
  for (const script of scripts) tags.push(`<link rel="preload" href="${attribute(script)}" as="script" fetchpriority="low">`);
  // (a remote whose pages show no content: the platform loads it only once such a first page has settled)
  if (content && showsContent(remote)) for (const list of CONTENT_LISTS) tags.push(`<link rel="preload" href="${list}" as="fetch" crossorigin="use-credentials">`);
  return tags.join('');
}

/** The build's preloads of what only a remote's page loads at start (preloadBootChunks.cjs: `data-app-start`). */
const APP_START_PRELOAD = /<link\b[^>]*\bdata-app-start\b[^>]*>/g;

/** The page without them: a page of the frame (no route remote) never loads those files. */
const withoutAppStartPreloads = (html) => html.replace(APP_START_PRELOAD, '');

/** The page with `tags` at the end of its head (after the shell's own script and preloads, which boot needs first). */
function withTagsInHead(html, tags) {
  const end = html.indexOf('</head>');
  return end === -1 || tags === '' ? html : `${html.slice(0, end)}${tags}${html.slice(end)}`;
}

module.exports = {
  routePattern,
  remoteOfPath,
  runsOnPlatform,
  firstScriptsOf,
  remotesDataTag,
  remotePreloadTags,
  withTagsInHead,
  withoutAppStartPreloads,
  REMOTES_ELEMENT_ID,
  CONTENT_LISTS,
};
