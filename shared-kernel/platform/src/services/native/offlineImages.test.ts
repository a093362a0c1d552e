/**
 * Content images in the app, end to end: the shell's start (`startNativePlatform` with the API
 * origin, then `startKernel`), the SQLite driver and Filesystem at the plugin boundary, the kernel's
 * file cache, and an `<img>` as a screen renders it. "Restarting the app" keeps the fake device's
 * database and files and loads every module afresh. Requests are answered at axios' adapter, which
 * sees the content's relative URL (routing it to the site is `routeApiToOrigin`'s, tested apart).
 */
import '../../../test/native/capacitorMocks';
import type * as Kernel from '../index';
import type * as Runtime from '../runtime';
import type * as Native from './index';
import type * as Plugins from '../../../test/native/plugins';

jest.mock('../platform/purchase', () => ({ ...jest.requireActual('../platform/purchase'), startCameraPurchases: jest.fn(async () => undefined) }));

const ORIGIN = 'https://www.nahtlos.de';
const IMAGE = '/media/content/jersey-rot.0a1b2c3d.jpg';

let objectUrls = 0;
URL.createObjectURL = () => `blob:https://localhost/${++objectUrls}`;
URL.revokeObjectURL = () => undefined;

interface Device {
  files: Map<string, string>;
  tables: Map<string, Map<string, string>>;
}

let plugins: typeof Plugins;
let kernel: typeof Kernel;
let runtime: typeof Runtime;
let requested: string[];
let logged: string[];

/** Starts the app as the shell does, on a device holding `device` (nothing: first start). */
async function startApp({ online, device }: { online: boolean; device?: Device }) {
  jest.resetModules();
  // a fresh page: the previous start's observer watches the old root
  document.replaceChild(document.createElement('html'), document.documentElement);
  document.documentElement.append(document.createElement('head'), document.createElement('body'));
  plugins = require('../../../test/native/plugins');
  plugins.resetPlugins();
  for (const [key, data] of device?.files ?? []) plugins.files.set(key, data);
  for (const [name, rows] of device?.tables ?? []) plugins.tables.set(name, new Map(rows));
  plugins.Network.getStatus.mockResolvedValue({ connected: online, connectionType: online ? 'wifi' : 'none' });
  logged = [];
  require('../logging/logger').setLogSinks([({ message }: { message: string }) => logged.push(message)]);
  kernel = require('../index');
  runtime = require('../runtime');
  const native: typeof Native = require('./index');
  requested = [];
  runtime.api.http.defaults.adapter = async (config) => {
    requested.push(config.url!);
    if (!online) throw Object.assign(new Error('Network Error'), { isAxiosError: true, config });
    if (config.url === IMAGE) return { data: new Blob(['jpeg bytes'], { type: 'image/jpeg' }), status: 200, statusText: 'OK', headers: {}, config, request: {} };
    return { data: {}, status: 404, statusText: 'Not Found', headers: {}, config, request: {} };
  };
  await native.startNativePlatform({ apiOrigin: ORIGIN, flushPendingUploads: async () => undefined });
  await kernel.startKernel({ platform: 'native' });
}

/** What stays on the device when the app is closed. */
function deviceNow(): Device {
  return { files: new Map(plugins.files), tables: new Map([...plugins.tables].map(([name, rows]) => [name, new Map(rows)])) };
}

/** A screen renders a content image. */
function showImage(): HTMLImageElement {
  const img = document.createElement('img');
  img.setAttribute('src', IMAGE);
  document.body.append(img);
  return img;
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
}

const cachedFiles = () => [...plugins.files.keys()].filter((key) => key.startsWith('CACHE:Nahtlos-file-cache/'));

it('an image shown online is kept on the device and shows from there after a restart offline', async () => {
  await startApp({ online: true });
  const first = showImage();
  await until(() => first.src.startsWith('blob:'));
  expect(first.src).toMatch(/^blob:/);
  expect(requested).toContain(IMAGE);
  expect(cachedFiles()).toHaveLength(1);
  expect(atob(plugins.files.get(cachedFiles()[0])!)).toBe('jpeg bytes');

  // the same image on the next screen: the local copy at once
  const again = showImage();
  await Promise.resolve();
  expect(again.getAttribute('src')).toBe(first.getAttribute('src'));

  await startApp({ online: false, device: deviceNow() });
  const offline = showImage();
  await until(() => offline.src.startsWith('blob:'));
  expect(offline.src).toMatch(/^blob:/);
  expect(requested).not.toContain(IMAGE);
});

it('a cached file the OS removed (cache folder cleared) is downloaded again and its entry replaced', async () => {
  await startApp({ online: true });
  const img = showImage();
  await until(() => img.src.startsWith('blob:'));
  const [oldFile] = cachedFiles();
  const cleared = deviceNow();
  cleared.files.delete(oldFile);

  await startApp({ online: true, device: cleared });
  const shown = showImage();
  await until(() => shown.src.startsWith('blob:'));
  expect(shown.src).toMatch(/^blob:/);
  expect(requested.filter((url) => url === IMAGE)).toHaveLength(1);
  const [newFile] = cachedFiles();
  expect(newFile).toBeDefined();
  expect(newFile).not.toBe(oldFile);
  expect(atob(plugins.files.get(newFile)!)).toBe('jpeg bytes');
  expect(logged).toContain(`File of _Nahtlos_file_cache_${IMAGE} could not be read (${oldFile.replace('CACHE:', '')}).`);
});

it('offline with the file gone, the image keeps the site URL and nothing broken is cached', async () => {
  await startApp({ online: true });
  const img = showImage();
  await until(() => img.src.startsWith('blob:'));
  const cleared = deviceNow();
  cleared.files.clear();

  await startApp({ online: false, device: cleared });
  const shown = showImage();
  await until(() => logged.some((message) => message.startsWith(`File download ${IMAGE} failed`)));
  // the cache looked on the device, then tried to download (logged), and left the site URL
  expect(logged).toContain(`File download ${IMAGE} failed; not cached.`);
  expect(requested).toContain(IMAGE);
  expect(shown.getAttribute('src')).toBe(`${ORIGIN}${IMAGE}`);
  expect(cachedFiles()).toEqual([]);
});
