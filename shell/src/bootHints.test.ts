/**
 * What the shell's host writes into the page (scripts/boot-hints.cjs), read back the way the browser and
 * boot read it: the remotes data boot uses instead of /remotes.json, and preloads that are the exact
 * requests the page makes later for the route's remote.
 */
import { bootHintTags, firstScriptsOf, remoteOfPath, withTagsInHead } from '../scripts/boot-hints.cjs';
import { fetchRemoteManifestUrls, injectedRemoteManifestUrls } from './remotes';
import { ownerOf, routeTable } from './routeTable';

const remotesJson = JSON.stringify({
  mf_configurator: 'https://konfigurator.example/mf-manifest.json',
  mf_library: 'https://bibliothek.example/v2/mf-manifest.json',
  mf_profile: 'https://profil.example/mf-manifest.json',
  mf_account: 'https://konto.example/mf-manifest.json',
});
const page = '<!doctype html><html><head><title>Nahtlos</title><script defer src="/main.js"></script></head><body></body></html>';

const libraryManifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [
    { name: 'other', assets: { js: { sync: ['other.11111111.js'], async: [] } } },
    { name: 'spa', assets: { js: { sync: ['519.a85ee536.js', '__federation_expose_spa.fbc833c4.js'], async: ['116.e95e7e38.js'] } } },
  ],
};

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
  it('is owned by the same remote as in the shell (routeTable), with parameters and a trailing slash', () => {
    const samples = Object.values(routeTable)
      .flat()
      .flatMap((pattern) => {
        const path = pattern.replace(/:[^/]+/g, 'ein-wert');
        return [path, path === '/' ? path : `${path}/`];
      });
    for (const path of [...samples, '/gibt-es-nicht', '/fabrics/zu/tief', '/privacy']) {
      const owner = ownerOf(path);
      expect([path, remoteOfPath(path)]).toEqual([path, owner === 'frame' ? null : owner]);
    }
    expect(remoteOfPath('/fabrics')).toBe('mf_library');
    expect(remoteOfPath('/fabric/ringel-ostsee')).toBe('mf_library');
    expect(remoteOfPath('/details/p-1')).toBe('mf_configurator');
    expect(remoteOfPath('/privacy')).toBeNull();
  });
});

describe("a remote's first scripts from its mf-manifest.json", () => {
  it('are remoteEntry.js and the synchronous chunks of the module the shell loads, beside the manifest', () => {
    expect(firstScriptsOf(libraryManifest, 'https://bibliothek.example/v2/mf-manifest.json')).toEqual([
      'https://bibliothek.example/v2/remoteEntry.js',
      'https://bibliothek.example/v2/519.a85ee536.js',
      'https://bibliothek.example/v2/__federation_expose_spa.fbc833c4.js',
    ]);
  });

  it('follow a fixed publicPath and a remoteEntry in a folder', () => {
    const manifest = { ...libraryManifest, metaData: { publicPath: 'https://cdn.example/lib/', remoteEntry: { name: 'remoteEntry.js', path: 'entry' } } };
    expect(firstScriptsOf(manifest, 'https://bibliothek.example/mf-manifest.json')).toEqual([
      'https://cdn.example/lib/entry/remoteEntry.js',
      'https://cdn.example/lib/519.a85ee536.js',
      'https://cdn.example/lib/__federation_expose_spa.fbc833c4.js',
    ]);
  });

  it('are none for a manifest of another shape', () => {
    expect(firstScriptsOf({ name: 'mf_library' }, 'https://bibliothek.example/mf-manifest.json')).toEqual([]);
    expect(firstScriptsOf(null, 'https://bibliothek.example/mf-manifest.json')).toEqual([]);
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
    const scripts = firstScriptsOf(libraryManifest, 'https://bibliothek.example/v2/mf-manifest.json');
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
    expect(preloads(served(bootHintTags({ remotesJson, remote: null })))).toEqual([]);
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
