/**
 * `$online` (SPEC section 4: network state updates live) as the shell starts the kernel: on the web
 * from the browser's online/offline events, in the app from the Network plugin only. Each test
 * loads the kernel and bus afresh (the kernel starts once per page).
 */
import '../../test/native/capacitorMocks';
import type * as Bus from '../bus/catalogue';
import type * as Kernel from './kernel';
import type * as Runtime from './runtime';
import type * as Native from './native/index';
import type * as Plugins from '../../test/native/plugins';

// the store's purchase library is not part of this
jest.mock('./platform/purchase', () => ({ ...jest.requireActual('./platform/purchase'), startCameraPurchases: jest.fn(async () => undefined) }));

let onLine: jest.SpyInstance<boolean, []>;
let bus: typeof Bus;
let kernel: typeof Kernel;
let runtime: typeof Runtime;
let native: typeof Native;
let plugins: typeof Plugins;
/** Every value the bus event carried, in order. */
let reported: boolean[];

beforeEach(() => {
  jest.resetModules();
  onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
  plugins = require('../../test/native/plugins');
  bus = require('../bus/catalogue');
  // the services' entry loads every part of the kernel (the reconnect's content retry among them)
  require('./index');
  kernel = require('./kernel');
  runtime = require('./runtime');
  native = require('./native/index');
  require('./logging/logger').setLogSinks([]);
  plugins.resetPlugins();
  // no server here: requests fail like offline
  runtime.api.http.defaults.adapter = async () => {
    throw new Error('Network Error');
  };
  // listeners of earlier tests' kernels stay on the window and report to their own bus: keep apart
  const mine: boolean[] = [];
  reported = mine;
  bus.onlineStatusChanged.watch((online) => mine.push(online));
  localStorage.clear();
});
afterEach(async () => {
  onLine.mockRestore();
  // coming online reloads failed content and the account's lists (one reload may start the next); those reloads must
  // end here, before the next test's modules exist (a reload still running would load the runtime after the
  // environment is gone)
  for (;;) {
    const running = [kernel.loadContentFx, kernel.reloadProjectsFx].find((reloadFx) => reloadFx.pending.getState());
    if (!running) break;
    await new Promise((resolve) => running.finally.watch(resolve));
    await new Promise((resolve) => setTimeout(resolve));
  }
});

const fire = (type: 'online' | 'offline') => window.dispatchEvent(new Event(type));

describe('web', () => {
  beforeEach(() => {
    plugins.capacitor.native = false;
  });

  it('starts with the browser state and follows its online/offline events (store and bus)', async () => {
    onLine.mockReturnValue(false);
    await kernel.startKernel({ platform: 'web' });
    expect(bus.$online.getState()).toBe(false);
    fire('online');
    expect(bus.$online.getState()).toBe(true);
    fire('offline');
    expect(bus.$online.getState()).toBe(false);
    expect(reported).toEqual([false, true, false]);
    expect(plugins.Network.addListener).not.toHaveBeenCalled();
  });

  it('starting twice does not listen twice', async () => {
    await kernel.startKernel({ platform: 'web' });
    await kernel.startKernel({ platform: 'web' });
    fire('offline');
    expect(reported).toEqual([true, false]);
  });
});

describe('in the app', () => {
  const start = async () => {
    await native.startNativePlatform({ flushPendingUploads: jest.fn(async () => undefined) });
    await kernel.startKernel({ platform: 'native' });
  };

  it("the Network plugin's status at start and every change feed the store and the bus", async () => {
    plugins.Network.getStatus.mockResolvedValueOnce({ connected: false, connectionType: 'none' });
    await start();
    expect(bus.$online.getState()).toBe(false);
    plugins.emit('Network', 'networkStatusChange', { connected: true, connectionType: 'wifi' });
    expect(bus.$online.getState()).toBe(true);
    plugins.emit('Network', 'networkStatusChange', { connected: false, connectionType: 'none' });
    expect(bus.$online.getState()).toBe(false);
    expect(reported).toEqual([false, true, false]);
  });

  it("the WebView's navigator.onLine and online/offline events never override the plugin", async () => {
    // the WebView claims to be online while the device has no connection
    plugins.Network.getStatus.mockResolvedValueOnce({ connected: false, connectionType: 'none' });
    await start();
    expect(bus.$online.getState()).toBe(false);
    fire('online');
    expect(bus.$online.getState()).toBe(false);
    plugins.emit('Network', 'networkStatusChange', { connected: true, connectionType: 'cellular' });
    fire('offline');
    expect(bus.$online.getState()).toBe(true);
    expect(reported).toEqual([false, true]);
  });

  it('without the Network plugin the WebView events are used (and the failure is reported)', async () => {
    plugins.Network.addListener.mockRejectedValueOnce(new Error('plugin not implemented'));
    onLine.mockReturnValue(false);
    const result = await native.startNativePlatform({ flushPendingUploads: jest.fn(async () => undefined) });
    await kernel.startKernel({ platform: 'native' });
    expect(result.failed).toEqual(['network']);
    expect(bus.$online.getState()).toBe(false);
    fire('online');
    expect(bus.$online.getState()).toBe(true);
  });
});
