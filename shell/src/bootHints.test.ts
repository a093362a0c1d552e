/**
 * What the shell's host writes into the page (scripts/boot-hints.cjs), read back the way the browser and
 * boot read it: the remotes data boot uses instead of /remotes.json, and preloads that are the exact
 * requests the page makes later for the route's remote.
 */
import { createApi } from '@nahtlos/platform/internal/services/api/endpoints';
import { createHttpClient } from '@nahtlos/platform/internal/services/api/http';
import {
  CONTENT_LISTS,
  firstScriptsOf,
  remoteOfPath,
  remotePreloadTags,
  remotesDataTag,
  runsOnPlatform,
  withoutAppStartPreloads,
  withTagsInHead,
} from '../scripts/boot-hints.cjs';
import { checkRemotePlatform, loadedPlatformVersion, PLATFORM_PACKAGE } from './platformCompatibility';
import { fetchRemoteManifestUrls, injectedRemoteManifestUrls } from './remotes';
import { remotes } from '@nahtlos/build/apps';
import { pageApplicationAt } from './layout';
import { shellPage } from './test/layoutPage';

const remotesJson = JSON.stringify({
  mf_configurator: 'https://konfigurator.example/mf-manifest.json',
  mf_library: 'https://bibliothek.example/v2/mf-manifest.json',
  mf_profile: 'https://profil.example/mf-manifest.json',
  mf_account: 'https://konto.example/mf-manifest.json',
});
const page = '<!doctype html><html><head><title>Nahtlos</title><script defer src="/main.js"></script></head><body></body></html>';

const [major, minor] = loadedPlatformVersion.split('.').map(Number);
const builtAgainst = (version: string, requiredVersion?: string) => ({ shared: [{ name: PLATFORM_PACKAGE, version, requiredVersion }] });

const libraryManifest = {
  ...builtAgainst(loadedPlatformVersion, `^${major}.0.0`),
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [
    { name: 'other', assets: { js: { sync: ['other.11111111.js'], async: [] } } },
    { name: 'spa', assets: { js: { sync: ['519.a85ee536.js', '__federation_expose_spa.fbc833c4.js'], async: ['116.e95e7e38.js'] } } },
  ],
};

/** The remotes data and the route's preloads, as the host writes them into a page. */
const bootHintTags = (options: Parameters<typeof remotePreloadTags>[0]) => remotesDataTag(options.remotesJson) + remotePreloadTags(options);

/** The served page, parsed as the browser does. */
function served(tags: string): Document {
  return new DOMParser().parseFromString(withTagsInHead(page, tags), 'text/html');
}

const preloads = (document: Document) =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    crossorigin: link.getAttribute('crossorigin'),
  }));

/** The network: jsdom has no fetch; each test says what /remotes.json answers. */
const fetchMock = jest.fn<Promise<unknown>, [string, RequestInit?]>();
beforeAll(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  document.head.innerHTML = '';
  fetchMock.mockReset();
});

describe('the route of a page', () => {
  it("is owned by the same remote as in the shell's layout, with parameters and a trailing slash", () => {
    document.body.innerHTML = shellPage().body.innerHTML;
    const samples = remotes
      .flatMap((remote) => remote.routes)
      .flatMap((pattern) => {
        const path = pattern.replace(/:[^/]+/g, 'ein-wert');
        return [path, path === '/' ? path : `${path}/`];
      });
    for (const path of [...samples, '/gibt-es-nicht', '/fabrics/zu/tief', '/privacy']) {
      expect([path, remoteOfPath(path)]).toEqual([path, pageApplicationAt(path)]);
    }
    expect(remoteOfPath('/fabrics')).toBe('mf_library');
    expect(remoteOfPath('/fabric/ringel-ostsee')).toBe('mf_library');
    expect(remoteOfPath('/details/p-1')).toBe('mf_configurator');
    expect(remoteOfPath('/privacy')).toBeNull();
  });
});

describe("a remote's first scripts from its mf-manifest.json", () => {
  it('are remoteEntry.js and the synchronous chunks of the module the shell loads, beside the manifest', () => {
    expect(firstScriptsOf(libraryManifest, 'https://bibliothek.example/v2/mf-manifest.json', loadedPlatformVersion)).toEqual([
      'https://bibliothek.example/v2/remoteEntry.js',
      'https://bibliothek.example/v2/519.a85ee536.js',
      'https://bibliothek.example/v2/__federation_expose_spa.fbc833c4.js',
    ]);
  });

  it('follow a fixed publicPath and a remoteEntry in a folder', () => {
    const manifest = { ...libraryManifest, metaData: { publicPath: 'https://cdn.example/lib/', remoteEntry: { name: 'remoteEntry.js', path: 'entry' } } };
    expect(firstScriptsOf(manifest, 'https://bibliothek.example/mf-manifest.json', loadedPlatformVersion)).toEqual([
      'https://cdn.example/lib/entry/remoteEntry.js',
      'https://cdn.example/lib/519.a85ee536.js',
      'https://cdn.example/lib/__federation_expose_spa.fbc833c4.js',
    ]);
  });

  it('are none for a manifest of another shape', () => {
    expect(firstScriptsOf({ name: 'mf_library' }, 'https://bibliothek.example/mf-manifest.json', loadedPlatformVersion)).toEqual([]);
    expect(firstScriptsOf(null, 'https://bibliothek.example/mf-manifest.json', loadedPlatformVersion)).toEqual([]);
    expect(firstScriptsOf({ ...libraryManifest, metaData: undefined }, 'https://bibliothek.example/mf-manifest.json', loadedPlatformVersion)).toEqual([]);
  });

  it('are none for a remote the shell will not load on its platform (the same decision as in the page)', () => {
    const manifests = [
      builtAgainst(loadedPlatformVersion, `^${major}.0.0`),
      builtAgainst(`${major}.${minor + 1}.0`, `^${major}.0.0`), // a newer minor runs
      builtAgainst(`${major}.0.0`),
      builtAgainst(`${major + 1}.0.0`, `^${major + 1}.0.0`),
      builtAgainst(`${Math.max(major - 1, 0)}.0.0`, `^${Math.max(major - 1, 0)}.0.0`),
      builtAgainst(loadedPlatformVersion, `^${major}.${minor + 1}.0`), // needs a newer minor than loaded
      builtAgainst(loadedPlatformVersion, loadedPlatformVersion),
      builtAgainst(loadedPlatformVersion, `${major}.${minor + 1}.0`),
      builtAgainst(loadedPlatformVersion, 'beliebig'),
      builtAgainst('kaputt'),
      { shared: [] },
      {},
    ];
    const decisions = manifests.map((manifest) => runsOnPlatform(manifest, loadedPlatformVersion));
    expect(decisions).toEqual(manifests.map((manifest) => checkRemotePlatform(manifest, loadedPlatformVersion).compatible));
    expect(decisions).toEqual([true, true, true, false, major === 0, false, true, false, false, false, false, false]);
    const otherMajor = { ...libraryManifest, ...builtAgainst(`${major + 1}.0.0`, `^${major + 1}.0.0`) };
    expect(firstScriptsOf(otherMajor, 'https://bibliothek.example/mf-manifest.json', loadedPlatformVersion)).toEqual([]);
  });
});

describe('the page the host serves', () => {
  it("carries remotes.json, which boot uses without requesting /remotes.json", async () => {
    document.head.innerHTML = served(bootHintTags({ remotesJson, remote: null })).head.innerHTML;
    expect(injectedRemoteManifestUrls()).toEqual(JSON.parse(remotesJson));
    await expect(fetchRemoteManifestUrls()).resolves.toEqual(JSON.parse(remotesJson));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("preloads the route's manifest as the shell fetches it (CORS, no credentials mode of its own) and its scripts as the runtime adds them", () => {
    const scripts = firstScriptsOf(libraryManifest, 'https://bibliothek.example/v2/mf-manifest.json', loadedPlatformVersion);
    const document = served(bootHintTags({ remotesJson, remote: 'mf_library', scripts }));
    expect(preloads(document)).toEqual([
      { href: 'https://bibliothek.example/v2/mf-manifest.json', as: 'fetch', crossorigin: 'anonymous' },
      { href: 'https://bibliothek.example/v2/remoteEntry.js', as: 'script', crossorigin: null },
      { href: 'https://bibliothek.example/v2/519.a85ee536.js', as: 'script', crossorigin: null },
      { href: 'https://bibliothek.example/v2/__federation_expose_spa.fbc833c4.js', as: 'script', crossorigin: null },
    ]);
    // after the shell's own script, which boot needs first
    expect(document.head.lastElementChild?.getAttribute('href')).toContain('__federation_expose_spa');
    expect(document.head.querySelector('script[src="/main.js"]')?.compareDocumentPosition(document.getElementById('remotes')!)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('preloads nothing on a page of the frame', () => {
    expect(preloads(served(bootHintTags({ remotesJson, remote: null, content: true })))).toEqual([]);
  });

  it("preloads the content lists exactly as the platform's web content cache requests them (URL, credentials)", async () => {
    const sent: { url: string; withCredentials: boolean | undefined }[] = [];
    const http = createHttpClient({
      getToken: () => null,
      onUnauthorized: () => undefined,
      // the transport: what the browser would be asked to send
      adapter: async (config) => {
        sent.push({ url: http.getUri(config), withCredentials: config.withCredentials });
        return { data: { data: [], meta: {} }, status: 200, statusText: 'OK', headers: {}, config };
      },
    });
    const api = createApi(http);
    // the order of the platform's start (runtime.ts), with the web's query (contentCache.ts)
    for (const list of [api.getFabrics, api.getMaterials, api.getSewingPatterns, api.getInspirations]) await list({ previewMode: true });

    const document = served(bootHintTags({ remotesJson, remote: 'mf_library', content: true }));
    const contentPreloads = preloads(document).filter((preload) => preload.href?.startsWith('/api/'));
    expect(contentPreloads.map((preload) => preload.href)).toEqual(CONTENT_LISTS);
    expect(contentPreloads.map((preload) => ({ href: preload.href, as: preload.as, crossorigin: preload.crossorigin }))).toEqual(
      sent.map(({ url, withCredentials }) => ({ href: url, as: 'fetch', crossorigin: withCredentials ? 'use-credentials' : 'anonymous' })),
    );
    // a host that does not serve the API preloads none
    expect(preloads(served(bootHintTags({ remotesJson, remote: 'mf_library' }))).filter((preload) => preload.href?.startsWith('/api/'))).toEqual([]);
    // nor does a page of a remote that shows no content (the platform loads it once such a page has settled)
    const accountPage = served(bootHintTags({ remotesJson, remote: 'mf_account', content: true }));
    expect(preloads(accountPage).filter((preload) => preload.href?.startsWith('/api/'))).toEqual([]);
    expect(preloads(accountPage).length).toBeGreaterThan(0);
  });

  it('keeps a URL that tries to end the data element inside it', () => {
    const hostile = JSON.stringify({ mf_library: 'https://x.example/</script><script>alert(1)</script>' });
    const document = served(bootHintTags({ remotesJson: hostile, remote: 'mf_library' }));
    expect(document.querySelectorAll('script')).toHaveLength(2); // main.js and the data
    expect(JSON.parse(document.getElementById('remotes')!.textContent!)).toEqual(JSON.parse(hostile));
    expect(preloads(document)[0].href).toBe('https://x.example/</script><script>alert(1)</script>');
  });

  it('without a readable remotes.json is the plain page, and boot fetches /remotes.json', async () => {
    expect(withTagsInHead(page, bootHintTags({ remotesJson: '{ kaputt', remote: 'mf_library' }))).toBe(page);
    expect(bootHintTags({ remotesJson: '["a"]', remote: null })).toBe('');
    const fromServer = { mf_library: 'https://bibliothek.example/mf-manifest.json' };
    fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => fromServer });
    await expect(fetchRemoteManifestUrls()).resolves.toEqual(fromServer);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
  });
});

describe("the build's preloads of a remote page's start (data-app-start, shared-kernel/build/preloadBootChunks.cjs)", () => {
  const built =
    '<head><link rel="preload" as="script" href="/platform.badf0691.js" fetchpriority="low">' +
    '<link rel="preload" as="script" href="/platform-storage.d30d3dbe.js" fetchpriority="low" data-app-start>' +
    '<link rel="preload" as="script" href="/remote-application.f768a0c9.js" fetchpriority="low" data-app-start></head>';

  it('are dropped from a page of the frame, which never loads those files; the boot preloads stay', () => {
    const page = new DOMParser().parseFromString(withoutAppStartPreloads(built), 'text/html');
    expect([...page.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'))).toEqual(['/platform.badf0691.js']);
  });
});
