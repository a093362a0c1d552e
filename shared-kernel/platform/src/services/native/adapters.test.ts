import '../../../test/native/capacitorMocks';
import { App, Camera, Directory, Filesystem, Media, Network, Share, StatusBar, capacitor, emit, files, media, resetPlugins } from '../../../test/native/plugins';
import { flushWhenInactive } from './appState';
import { followHeaderOnBackButton, headerBackButton } from './backButton';
import { createNativeCameraAdapter, NATIVE_CAMERA_DEFAULTS } from './camera';
import { fileLocationFor } from './files';
import { pointMediaAtOrigin } from './mediaUrls';
import { watchNativeNetwork } from './network';
import { saveDesignToGallery, shareDesignFile, shareDesignNative, SHARE_TITLE } from './share';
import { STATUS_BAR_COLOR, styleStatusBar } from './statusBar';
import { setLogSinks, type LogRecord } from '../logging/logger';

function quietLogs() {
  const records: LogRecord[] = [];
  const restore = setLogSinks([(record) => records.push(record)]);
  return { records, restore };
}

beforeEach(() => resetPlugins());

describe('file locations (SPEC section 7)', () => {
  it('maps the kernel storage keys to the spec directories and paths', () => {
    expect(fileLocationFor('configurator/abc.svg')).toEqual({ directory: Directory.Data, path: 'configurator/abc.svg' });
    expect(fileLocationFor('configurator/abc.k1.svg')).toEqual({ directory: Directory.Data, path: 'configurator/abc.k1.svg' });
    expect(fileLocationFor('configurator/abc.png')).toEqual({ directory: Directory.External, path: 'configurator/abc.png' });
    expect(fileLocationFor('fabrics/custom/01J.jpeg')).toEqual({ directory: Directory.Data, path: 'fabrics/custom/01J.jpeg' });
    expect(fileLocationFor('_Nahtlos_file_cache_https://x/a.jpg', () => 'u-1')).toEqual({ directory: Directory.Cache, path: 'Nahtlos-file-cache/u-1' });
    expect(fileLocationFor('other key')).toEqual({ directory: Directory.Data, path: 'blobs/other%20key' });
  });
});

describe('camera', () => {
  it('asks for quality 80, width 1600, no editing, a file URI, prompt/rear by default', async () => {
    const load = jest.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' }));
    const photo = await createNativeCameraAdapter(load).getPhoto();
    expect(Camera.getPhoto).toHaveBeenCalledWith({
      quality: 80,
      width: 1600,
      allowEditing: false,
      resultType: 'uri',
      source: 'PROMPT',
      direction: 'REAR',
      correctOrientation: true,
    });
    expect(NATIVE_CAMERA_DEFAULTS).toEqual({ quality: 80, width: 1600, allowEditing: false });
    expect(load).toHaveBeenCalledWith('capacitor://localhost/_capacitor_file_/photo.jpeg');
    expect(photo).toEqual({ blob: expect.any(Blob), name: 'photo.jpeg' });
  });

  it('passes the chosen source and direction', async () => {
    await createNativeCameraAdapter(async () => new Blob()).getPhoto({ source: 'Photos', direction: 'Front' });
    expect(Camera.getPhoto).toHaveBeenCalledWith(expect.objectContaining({ source: 'PHOTOS', direction: 'FRONT' }));
  });

  it('a cancelled photo is null, other failures reject', async () => {
    Camera.getPhoto.mockRejectedValueOnce(new Error('User cancelled photos app'));
    expect(await createNativeCameraAdapter().getPhoto()).toBeNull();
    Camera.getPhoto.mockRejectedValueOnce(new Error('No camera'));
    await expect(createNativeCameraAdapter().getPhoto()).rejects.toThrow('No camera');
  });
});

describe('share and gallery (SPEC sections 6 and 8)', () => {
  const image = new Blob(['img'], { type: 'image/jpeg' });

  it("iOS: writes the image to the cache and opens the share sheet 'Design teilen'", async () => {
    expect(await shareDesignFile({ projectId: 'p1', image })).toBe(true);
    expect(Filesystem.writeFile).toHaveBeenCalledWith({ path: 'share/p1.jpg', directory: Directory.Cache, data: btoa('img'), recursive: true });
    expect(Share.share).toHaveBeenCalledWith({ title: 'Design teilen', files: ['file:///cache/share/p1.jpg'], dialogTitle: SHARE_TITLE });
  });

  it('iOS: closing the share sheet resolves false', async () => {
    Share.share.mockRejectedValueOnce(new Error('Share canceled'));
    expect(await shareDesignFile({ projectId: 'p1', image })).toBe(false);
  });

  const album = '/storage/emulated/0/Android/media/de.nahtlos.app/Nahtlos';

  it("Android: the PNG goes into the gallery album 'Nahtlos' through MediaStore, without a storage permission", async () => {
    media.albums = [{ name: 'Camera', identifier: '/storage/emulated/0/DCIM/Camera' }, { name: 'Nahtlos', identifier: album }];
    const png = new Blob(['png'], { type: 'image/png' });
    const alert = jest.fn();
    expect(await saveDesignToGallery({ projectId: 'p2', image: png }, alert)).toBe(true);
    expect(Filesystem.writeFile).toHaveBeenCalledWith({ path: 'share/p2.png', directory: Directory.Cache, data: btoa('png'), recursive: true });
    expect(Media.savePhoto).toHaveBeenCalledWith({ path: 'file:///cache/share/p2.png', albumIdentifier: album, fileName: 'p2' });
    expect([...media.photos]).toEqual([[`${album}/p2.png`, btoa('png')]]);
    expect(Media.createAlbum).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
    // no public-storage write and no permission prompt (scoped storage, Android 10+)
    expect(Filesystem.writeFile).not.toHaveBeenCalledWith(expect.objectContaining({ directory: Directory.ExternalStorage }));
    expect(Filesystem.checkPermissions).not.toHaveBeenCalled();
    expect(Filesystem.requestPermissions).not.toHaveBeenCalled();
    // the copy in the cache is removed again
    expect([...files.keys()]).toEqual([]);
  });

  it("Android: a missing album 'Nahtlos' is created first (another app's album of that name does not count)", async () => {
    media.albums = [{ name: 'Nahtlos', identifier: '/storage/emulated/0/Android/media/com.other.app/Nahtlos' }];
    expect(await saveDesignToGallery({ projectId: 'p4', image }, jest.fn())).toBe(true);
    expect(Media.createAlbum).toHaveBeenCalledWith({ name: 'Nahtlos' });
    expect(Media.createAlbum.mock.invocationCallOrder[0]).toBeLessThan(Media.savePhoto.mock.invocationCallOrder[0]);
    expect([...media.photos.keys()]).toEqual([`${album}/p4.jpg`]);
    // the next save finds it
    jest.clearAllMocks();
    expect(await saveDesignToGallery({ projectId: 'p5', image }, jest.fn())).toBe(true);
    expect(Media.createAlbum).not.toHaveBeenCalled();
    expect([...media.photos.keys()]).toEqual([`${album}/p4.jpg`, `${album}/p5.jpg`]);
  });

  it('Android: an album created meanwhile by another save is used', async () => {
    Media.getAlbums.mockResolvedValueOnce({ albums: [] });
    media.albums = [{ name: 'Nahtlos', identifier: album }];
    expect(await saveDesignToGallery({ projectId: 'p6', image }, jest.fn())).toBe(true);
    expect(Media.createAlbum).toHaveBeenCalledTimes(1);
    expect([...media.photos.keys()]).toEqual([`${album}/p6.jpg`]);
  });

  it('Android: a failing save shows the spec alert, logs, resolves false and leaves nothing in the cache', async () => {
    const logs = quietLogs();
    const alert = jest.fn();
    Media.savePhoto.mockRejectedValueOnce(Object.assign(new Error('Error occurred: disk full'), { code: 'argumentError' }));
    expect(await saveDesignToGallery({ projectId: 'p3', image }, alert)).toBe(false);
    expect(alert).toHaveBeenCalledWith('Das Schnittmuster konnte nicht in deiner Gallery gespeichert werden.');
    expect(media.photos.size).toBe(0);
    expect([...files.keys()]).toEqual([]);
    expect(logs.records).toEqual([expect.objectContaining({ level: 'error', message: 'Saving p3 to the gallery failed.' })]);
    // an album that cannot be created fails the same way, before anything is written
    Media.createAlbum.mockRejectedValueOnce(new Error('Cant create album'));
    media.albums = [];
    expect(await saveDesignToGallery({ projectId: 'p3', image }, alert)).toBe(false);
    expect(alert).toHaveBeenCalledTimes(2);
    expect(Media.savePhoto).toHaveBeenCalledTimes(1);
    logs.restore();
  });

  it('chooses the share sheet on iOS and the gallery on Android', async () => {
    capacitor.platform = 'ios';
    await shareDesignNative({ projectId: 'i', image });
    expect(Share.share).toHaveBeenCalled();
    expect(Media.savePhoto).not.toHaveBeenCalled();
    jest.clearAllMocks();
    capacitor.platform = 'android';
    expect(await shareDesignNative({ projectId: 'a', image })).toBe(true);
    expect(Share.share).not.toHaveBeenCalled();
    expect([...media.photos.keys()]).toEqual([`${album}/a.jpg`]);
  });
});

describe('network', () => {
  it('reports the current state and every change', async () => {
    const changes: boolean[] = [];
    await watchNativeNetwork((online) => changes.push(online));
    expect(Network.getStatus).toHaveBeenCalled();
    emit('Network', 'networkStatusChange', { connected: false, connectionType: 'none' });
    emit('Network', 'networkStatusChange', { connected: true, connectionType: 'cellular' });
    expect(changes).toEqual([true, false, true]);
  });
});

describe('app state: pending uploads when the app goes inactive', () => {
  it('flushes on inactive only, and logs a failing flush', async () => {
    const logs = quietLogs();
    const flush = jest.fn(async () => undefined);
    await flushWhenInactive(flush);
    expect(App.addListener).toHaveBeenCalledWith('appStateChange', expect.any(Function));
    emit('App', 'appStateChange', { isActive: true });
    await Promise.resolve();
    expect(flush).not.toHaveBeenCalled();
    emit('App', 'appStateChange', { isActive: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(flush).toHaveBeenCalledTimes(1);
    flush.mockRejectedValueOnce(new Error('offline'));
    emit('App', 'appStateChange', { isActive: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(logs.records.some((record) => record.message === 'Background upload failed.')).toBe(true);
    logs.restore();
  });
});

describe('status bar', () => {
  it('Android: light with #EDE3D7', async () => {
    await styleStatusBar('android');
    expect(StatusBar.setStyle).toHaveBeenCalledWith({ style: 'LIGHT' });
    expect(StatusBar.setBackgroundColor).toHaveBeenCalledWith({ color: '#EDE3D7' });
    expect(STATUS_BAR_COLOR).toBe('#EDE3D7');
  });
  it('iOS: light, no colour (iOS has none); web: nothing', async () => {
    await styleStatusBar('ios');
    expect(StatusBar.setStyle).toHaveBeenCalledWith({ style: 'LIGHT' });
    expect(StatusBar.setBackgroundColor).not.toHaveBeenCalled();
    jest.clearAllMocks();
    await styleStatusBar('web');
    expect(StatusBar.setStyle).not.toHaveBeenCalled();
  });
});

describe('hardware back button', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it("presses the page header's back button (its back target)", async () => {
    document.body.innerHTML = '<header id="main-header"><button aria-label="Zurück" data-nt-back="">←</button><h1>Stoff</h1></header>';
    const click = jest.fn();
    headerBackButton()!.addEventListener('click', click);
    await followHeaderOnBackButton();
    emit('App', 'backButton', { canGoBack: true });
    expect(click).toHaveBeenCalledTimes(1);
    expect(App.exitApp).not.toHaveBeenCalled();
  });

  it('cancels an open dialog first (as Escape does)', async () => {
    document.body.innerHTML = '<header id="main-header"><button aria-label="Zurück" data-nt-back="">←</button></header><dialog open><p>Löschen?</p></dialog>';
    const cancel = jest.fn();
    const click = jest.fn();
    document.querySelector('dialog')!.addEventListener('cancel', cancel);
    headerBackButton()!.addEventListener('click', click);
    await followHeaderOnBackButton();
    emit('App', 'backButton', { canGoBack: true });
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(click).not.toHaveBeenCalled();
  });

  it('closes the app on the start page without a header back button', async () => {
    window.history.replaceState(null, '', '/');
    await followHeaderOnBackButton();
    emit('App', 'backButton', { canGoBack: false });
    expect(App.exitApp).toHaveBeenCalled();
  });

  it('goes back in history on other pages without a header back button', async () => {
    window.history.pushState(null, '', '/fabrics');
    window.history.pushState(null, '', '/profile');
    const back = jest.spyOn(window.history, 'back');
    await followHeaderOnBackButton();
    emit('App', 'backButton', { canGoBack: true });
    expect(back).toHaveBeenCalled();
    expect(App.exitApp).not.toHaveBeenCalled();
    back.mockRestore();
  });
});

describe('content media in the app', () => {
  it('points relative /media/ URLs of images (also added or changed later) at the provider site', async () => {
    document.body.innerHTML = '<img id="a" src="/media/content/a.jpg"><img id="keep" src="/remotes/x.png">';
    const stop = pointMediaAtOrigin('https://www.nahtlos.de', document);
    expect(document.getElementById('a')!.getAttribute('src')).toBe('https://www.nahtlos.de/media/content/a.jpg');
    expect(document.getElementById('keep')!.getAttribute('src')).toBe('/remotes/x.png');
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    const image = document.createElementNS('http://www.w3.org/2000/svg', 'image');
    image.setAttribute('href', '/media/content/fabric.jpg');
    svg.append(image);
    document.body.append(svg);
    document.getElementById('keep')!.setAttribute('src', '/media/content/b.jpg');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(image.getAttribute('href')).toBe('https://www.nahtlos.de/media/content/fabric.jpg');
    expect(document.getElementById('keep')!.getAttribute('src')).toBe('https://www.nahtlos.de/media/content/b.jpg');
    stop();
    document.body.innerHTML = '';
  });

  it('with a file cache: images get the local copy (at once when known), other media only the site URL', async () => {
    const local = new Map([['/media/content/known.jpg', 'blob:local/known']]);
    const resolves: { url: string; done: (value: string) => void }[] = [];
    const cache = {
      known: jest.fn((url: string) => local.get(url) ?? null),
      resolve: jest.fn((url: string) => new Promise<string>((done) => resolves.push({ url, done }))),
    };
    document.body.innerHTML = [
      '<img id="known" src="/media/content/known.jpg">',
      '<img id="new" src="/media/content/new.jpg">',
      '<img id="moved" src="/media/content/old.jpg">',
      '<img id="failed" src="/media/content/gone.jpg">',
      '<link id="link" rel="preload" href="/media/content/font.woff2">',
      '<svg><image id="fill" href="/media/content/fabric.jpg"></image></svg>',
    ].join('');
    const stop = pointMediaAtOrigin('https://www.nahtlos.de', document, cache);
    const attr = (id: string, name = 'src') => document.getElementById(id)!.getAttribute(name);
    expect(attr('known')).toBe('blob:local/known');
    expect(attr('new')).toBe('https://www.nahtlos.de/media/content/new.jpg');
    expect(attr('link', 'href')).toBe('https://www.nahtlos.de/media/content/font.woff2');
    // the cache knows files by the content's URL
    expect(resolves.map((r) => r.url).sort()).toEqual(['fabric.jpg', 'gone.jpg', 'new.jpg', 'old.jpg'].map((name) => `/media/content/${name}`));
    // React shows another image in #moved before its file is there
    document.getElementById('moved')!.setAttribute('src', 'https://cdn.example/other.jpg');
    for (const { url, done } of resolves) done(url.endsWith('gone.jpg') ? url : url.replace('/media/content/', 'blob:local/'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(attr('new')).toBe('blob:local/new.jpg');
    expect(attr('fill', 'href')).toBe('blob:local/fabric.jpg');
    expect(attr('moved')).toBe('https://cdn.example/other.jpg');
    expect(attr('failed')).toBe('https://www.nahtlos.de/media/content/gone.jpg');
    stop();
    document.body.innerHTML = '';
  });
});
