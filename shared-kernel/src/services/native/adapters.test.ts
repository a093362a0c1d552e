import { App, Camera, Directory, Filesystem, Network, Share, StatusBar, capacitor, emit, files, resetPlugins } from './testing/plugins';
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

jest.mock('@capacitor/core', () => require('./testing/plugins').coreModule);
jest.mock('@capacitor/filesystem', () => require('./testing/plugins').filesystemModule);
jest.mock('@capacitor/app', () => require('./testing/plugins').appModule);
jest.mock('@capacitor/network', () => require('./testing/plugins').networkModule);
jest.mock('@capacitor/status-bar', () => require('./testing/plugins').statusBarModule);
jest.mock('@capacitor/share', () => require('./testing/plugins').shareModule);
jest.mock('@capacitor/camera', () => require('./testing/plugins').cameraModule);

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

  it('Android: with the storage permission the PNG goes to Pictures/Nahtlos', async () => {
    const png = new Blob(['png'], { type: 'image/png' });
    const alert = jest.fn();
    expect(await saveDesignToGallery({ projectId: 'p2', image: png }, alert)).toBe(true);
    expect(Filesystem.checkPermissions).toHaveBeenCalled();
    expect(Filesystem.requestPermissions).not.toHaveBeenCalled();
    expect(Filesystem.writeFile).toHaveBeenCalledWith({ path: 'Pictures/Nahtlos/p2.png', directory: Directory.ExternalStorage, data: btoa('png'), recursive: true });
    expect(alert).not.toHaveBeenCalled();
  });

  it('Android: asks for the permission when it is missing', async () => {
    Filesystem.checkPermissions.mockResolvedValueOnce({ publicStorage: 'prompt' });
    expect(await saveDesignToGallery({ projectId: 'p2', image }, jest.fn())).toBe(true);
    expect(Filesystem.requestPermissions).toHaveBeenCalled();
  });

  it('Android: a refused permission or a failed write shows the spec alert and resolves false', async () => {
    const logs = quietLogs();
    Filesystem.checkPermissions.mockResolvedValueOnce({ publicStorage: 'denied' });
    Filesystem.requestPermissions.mockResolvedValueOnce({ publicStorage: 'denied' });
    const alert = jest.fn();
    expect(await saveDesignToGallery({ projectId: 'p3', image }, alert)).toBe(false);
    expect(alert).toHaveBeenCalledWith('Das Schnittmuster konnte nicht in deiner Gallery gespeichert werden.');
    expect(Filesystem.writeFile).not.toHaveBeenCalled();
    Filesystem.writeFile.mockRejectedValueOnce(new Error('disk full'));
    expect(await saveDesignToGallery({ projectId: 'p3', image }, alert)).toBe(false);
    expect(alert).toHaveBeenCalledTimes(2);
    logs.restore();
  });

  it('chooses the share sheet on iOS and the gallery on Android', async () => {
    capacitor.platform = 'ios';
    await shareDesignNative({ projectId: 'i', image });
    expect(Share.share).toHaveBeenCalled();
    jest.clearAllMocks();
    capacitor.platform = 'android';
    await shareDesignNative({ projectId: 'a', image });
    expect(Share.share).not.toHaveBeenCalled();
    expect([...files.keys()]).toContain('EXTERNAL_STORAGE:Pictures/Nahtlos/a.jpg');
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
    document.body.innerHTML = '<header id="main-header"><button aria-label="Zurück">←</button><h1>Stoff</h1></header>';
    const click = jest.fn();
    headerBackButton()!.addEventListener('click', click);
    await followHeaderOnBackButton();
    emit('App', 'backButton', { canGoBack: true });
    expect(click).toHaveBeenCalledTimes(1);
    expect(App.exitApp).not.toHaveBeenCalled();
  });

  it('cancels an open dialog first (as Escape does)', async () => {
    document.body.innerHTML = '<header id="main-header"><button aria-label="Zurück">←</button></header><dialog open><p>Löschen?</p></dialog>';
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
});
