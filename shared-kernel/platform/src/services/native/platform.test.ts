import '../../../test/native/capacitorMocks';
import { $online } from '../../bus/catalogue';
import { App, CapacitorSQLite, StatusBar, capacitor, coreModule, emit, resetPlugins } from '../../../test/native/plugins';
import { apiUrl, routeApiToOrigin } from './apiOrigin';
import { choose, devicePlatform, isNativePlatform } from './platform';
import { startNativePlatform } from './index';
import { storePlatform } from './install';
import { setLogSinks, type LogRecord } from '../logging/logger';

const registerNativeStorageDriver = jest.fn();
jest.mock('../storage/localforageStore', () => ({
  ...jest.requireActual('../storage/localforageStore'),
  registerNativeStorageDriver: (...args: unknown[]) => registerNativeStorageDriver(...args),
}));

const setCameraAdapter = jest.fn();
jest.mock('../platform/camera', () => ({ setCameraAdapter: (...args: unknown[]) => setCameraAdapter(...args) }));
const startCameraPurchases = jest.fn(async () => undefined);
jest.mock('../platform/purchase', () => ({ startCameraPurchases: (...args: unknown[]) => startCameraPurchases(...(args as [])) }));

beforeEach(() => {
  resetPlugins();
  registerNativeStorageDriver.mockClear();
  setCameraAdapter.mockClear();
  startCameraPurchases.mockClear();
});

describe('native or web, chosen at run time from the native bridge', () => {
  it('web', () => {
    capacitor.native = false;
    expect(isNativePlatform()).toBe(false);
    expect(devicePlatform()).toBe('web');
    expect(choose({ native: () => 'sqlite', web: () => 'indexeddb' })).toBe('indexeddb');
    expect(coreModule.Capacitor.getPlatform).toHaveBeenCalled();
  });

  it('android and ios', () => {
    expect(isNativePlatform()).toBe(true);
    expect(devicePlatform()).toBe('android');
    capacitor.platform = 'ios';
    expect(devicePlatform()).toBe('ios');
    expect(choose({ native: () => 'sqlite', web: () => 'indexeddb' })).toBe('sqlite');
  });

  it('a failing bridge counts as web', () => {
    coreModule.Capacitor.getPlatform.mockImplementationOnce(() => {
      throw new Error('no bridge');
    });
    expect(isNativePlatform()).toBe(false);
  });

  describe('before @capacitor/core has loaded (the first page load reads the bridge itself)', () => {
    const globals = globalThis as Record<string, unknown>;
    const core = globals.Capacitor;
    beforeEach(() => delete globals.Capacitor);
    afterEach(() => {
      for (const name of ['CapacitorCustomPlatform', 'androidBridge', 'webkit']) delete globals[name];
      globals.Capacitor = core;
    });

    it('a browser without a bridge is web', () => {
      expect(isNativePlatform()).toBe(false);
      expect(devicePlatform()).toBe('web');
    });
    it("Android's bridge, iOS's message handler and a custom platform are native", () => {
      globals.androidBridge = {};
      expect(devicePlatform()).toBe('android');
      delete globals.androidBridge;
      globals.webkit = { messageHandlers: { bridge: {} } };
      expect(devicePlatform()).toBe('ios');
      delete globals.webkit;
      globals.CapacitorCustomPlatform = { name: 'android' };
      expect(isNativePlatform()).toBe(true);
    });
  });
});

describe('startNativePlatform', () => {
  it('does nothing on the web: web storage, no listeners, no status bar', async () => {
    capacitor.native = false;
    const flush = jest.fn();
    expect(await startNativePlatform({ flushPendingUploads: flush })).toEqual({ platform: 'web', failed: [] });
    expect(registerNativeStorageDriver).not.toHaveBeenCalled();
    expect(App.addListener).not.toHaveBeenCalled();
    expect(StatusBar.setStyle).not.toHaveBeenCalled();
    expect(setCameraAdapter).not.toHaveBeenCalled();
    expect(startCameraPurchases).not.toHaveBeenCalled();
  });

  it('in the app: SQLite driver first, network feeds $online, background flush, back button, status bar', async () => {
    const flush = jest.fn(async () => undefined);
    const restoreFetch = window.fetch;
    const result = await startNativePlatform({ flushPendingUploads: flush, apiOrigin: 'https://www.nahtlos.de' });
    expect(result).toEqual({ platform: 'android', failed: [] });
    expect(registerNativeStorageDriver).toHaveBeenCalledWith(expect.objectContaining({ _driver: 'capacitorSQLiteStorage' }));
    expect(App.addListener).toHaveBeenCalledWith('appStateChange', expect.any(Function));
    expect(App.addListener).toHaveBeenCalledWith('backButton', expect.any(Function));
    expect(StatusBar.setBackgroundColor).toHaveBeenCalledWith({ color: '#EDE3D7' });
    expect(setCameraAdapter).toHaveBeenCalledWith(expect.objectContaining({ getPhoto: expect.any(Function) }));
    expect(startCameraPurchases).toHaveBeenCalledWith({ platform: 'android-playstore' });
    emit('Network', 'networkStatusChange', { connected: false });
    expect($online.getState()).toBe(false);
    emit('Network', 'networkStatusChange', { connected: true });
    expect($online.getState()).toBe(true);
    emit('App', 'appStateChange', { isActive: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(flush).toHaveBeenCalledTimes(1);
    expect(CapacitorSQLite.createConnection).not.toHaveBeenCalled(); // opened lazily by the first storage access
    window.fetch = restoreFetch;
  });

  it('an adapter that fails to install is reported, the others still run', async () => {
    App.addListener.mockRejectedValueOnce(new Error('bridge'));
    const records: LogRecord[] = [];
    const restore = setLogSinks([(record) => records.push(record)]);
    const result = await startNativePlatform({ flushPendingUploads: jest.fn() });
    restore();
    expect(records[0].message).toMatch(/could not be installed/);
    expect(result.failed).toHaveLength(1);
    expect(StatusBar.setStyle).toHaveBeenCalled();
  });
});

describe('store platform of the device for purchases', () => {
  it('App Store on iOS, Google Play on Android, none on the web', () => {
    expect(storePlatform('ios')).toBe('ios-appstore');
    expect(storePlatform('android')).toBe('android-playstore');
    expect(storePlatform('web')).toBeUndefined();
  });
});

describe('API requests go to the provider site in the app', () => {
  it('rewrites relative API paths only', () => {
    expect(apiUrl('/api/app/fabrics?meta=true', 'https://www.nahtlos.de/')).toBe('https://www.nahtlos.de/api/app/fabrics?meta=true');
    expect(apiUrl('/auth/user/register', 'https://www.nahtlos.de')).toBe('https://www.nahtlos.de/auth/user/register');
    expect(apiUrl('/logout', 'https://www.nahtlos.de')).toBe('https://www.nahtlos.de/logout');
    expect(apiUrl('/media/a.jpg', 'https://www.nahtlos.de')).toBe('https://www.nahtlos.de/media/a.jpg');
    expect(apiUrl('/remotes.json', 'https://www.nahtlos.de')).toBeNull();
    expect(apiUrl('/apix', 'https://www.nahtlos.de')).toBeNull();
    expect(apiUrl('https://other/api/x', 'https://www.nahtlos.de')).toBeNull();
    expect(apiUrl('//cdn/api/x', 'https://www.nahtlos.de')).toBeNull();
  });

  it('patches XHR (axios) and fetch, and can be undone', async () => {
    const opened: string[] = [];
    const fetched: unknown[] = [];
    const open = jest.spyOn(XMLHttpRequest.prototype, 'open').mockImplementation(function (this: XMLHttpRequest, _m: string, url: string | URL) {
      opened.push(String(url));
    });
    const originalFetch = window.fetch;
    window.fetch = jest.fn(async (input: RequestInfo | URL) => {
      fetched.push(input);
      return {} as Response;
    }) as typeof fetch;
    const undo = routeApiToOrigin('https://www.nahtlos.de', window);
    new XMLHttpRequest().open('GET', '/api/app/materials');
    new XMLHttpRequest().open('GET', '/remotes.json');
    await window.fetch('/api/app/orders');
    await window.fetch('/remotes/mf-library/mf-manifest.json');
    expect(opened).toEqual(['https://www.nahtlos.de/api/app/materials', '/remotes.json']);
    expect(fetched).toEqual(['https://www.nahtlos.de/api/app/orders', '/remotes/mf-library/mf-manifest.json']);
    undo();
    open.mockRestore();
    window.fetch = originalFetch;
  });

  it("also with CapacitorHttp's XHR replacement (a plain XHR whose prototype open is re-patched per request)", () => {
    const sent: string[] = [];
    // the WebView's XHR prototype, and Capacitor's window.XMLHttpRequest as native-bridge.js builds it
    const webViewPrototype: { open?: (method: string, url: string) => void } = {};
    function CapacitorXMLHttpRequest() {
      const xhr = {};
      webViewPrototype.open = function open(_method: string, url: string) {
        sent.push(url.startsWith('http') ? `native-http:${url}` : `webview:${url}`);
      };
      Object.setPrototypeOf(xhr, webViewPrototype);
      return xhr;
    }
    const win = { XMLHttpRequest: CapacitorXMLHttpRequest } as unknown as Window & typeof globalThis;
    const undo = routeApiToOrigin('https://www.nahtlos.de', win);
    new win.XMLHttpRequest().open('GET', '/api/app/fabrics');
    new win.XMLHttpRequest().open('POST', '/api/app/auth/user/login');
    new win.XMLHttpRequest().open('GET', '/remotes.json');
    expect(sent).toEqual(['native-http:https://www.nahtlos.de/api/app/fabrics', 'native-http:https://www.nahtlos.de/api/app/auth/user/login', 'webview:/remotes.json']);
    undo();
    expect(win.XMLHttpRequest).toBe(CapacitorXMLHttpRequest);
  });
});
