/**
 * The Capacitor bridge replaced at the plugin boundary for the adapter tests: every plugin method
 * is a jest mock, so a test asserts exactly which calls (directories, file names, options,
 * permissions) the app makes. Use with `jest.mock('@capacitor/filesystem', () => require('./testing/plugins').filesystemModule)`.
 */
type Listener = (event: never) => void;

export const capacitor = {
  native: true,
  platform: 'android' as 'android' | 'ios' | 'web',
};
export const coreModule = {
  Capacitor: {
    isNativePlatform: jest.fn(() => capacitor.native),
    getPlatform: jest.fn(() => (capacitor.native ? capacitor.platform : 'web')),
  },
};

/** In-memory files per directory, so writes can be read back. */
export const files = new Map<string, string>();
export const Directory = {
  Documents: 'DOCUMENTS',
  Data: 'DATA',
  Library: 'LIBRARY',
  Cache: 'CACHE',
  External: 'EXTERNAL',
  ExternalStorage: 'EXTERNAL_STORAGE',
} as const;
/** The URI the fake Filesystem answers for a written file. */
export const fileUri = (directory: string, path: string) => `file:///${directory.toLowerCase()}/${path}`;
export const Filesystem = {
  writeFile: jest.fn(async ({ path, directory, data }: { path: string; directory: string; data: string }) => {
    files.set(`${directory}:${path}`, data);
    return { uri: fileUri(directory, path) };
  }),
  readFile: jest.fn(async ({ path, directory }: { path: string; directory: string }) => {
    const data = files.get(`${directory}:${path}`);
    if (data === undefined) throw new Error('File does not exist.');
    return { data };
  }),
  deleteFile: jest.fn(async ({ path, directory }: { path: string; directory: string }) => {
    files.delete(`${directory}:${path}`);
  }),
  checkPermissions: jest.fn(async () => ({ publicStorage: 'granted' })),
  requestPermissions: jest.fn(async () => ({ publicStorage: 'granted' })),
};
export const filesystemModule = { Filesystem, Directory };

/** Listeners registered with addListener, by plugin and event. */
export const listeners = new Map<string, Listener>();
function addListener(plugin: string) {
  return jest.fn(async (event: string, listener: Listener) => {
    listeners.set(`${plugin}:${event}`, listener);
    return { remove: jest.fn() };
  });
}
export function emit(plugin: string, event: string, payload: unknown): void {
  const listener = listeners.get(`${plugin}:${event}`);
  if (!listener) throw new Error(`no listener for ${plugin}:${event}`);
  listener(payload as never);
}

export const App = { addListener: addListener('App'), exitApp: jest.fn(async () => undefined) };
export const appModule = { App };

export const Network = { addListener: addListener('Network'), getStatus: jest.fn(async () => ({ connected: true, connectionType: 'wifi' })) };
export const networkModule = { Network };

export const Style = { Dark: 'DARK', Light: 'LIGHT', Default: 'DEFAULT' } as const;
export const StatusBar = { setStyle: jest.fn(async () => undefined), setBackgroundColor: jest.fn(async () => undefined) };
export const statusBarModule = { StatusBar, Style };

export const Share = { share: jest.fn(async () => ({ activityType: 'x' })) };
export const shareModule = { Share };

export const CameraSource = { Prompt: 'PROMPT', Camera: 'CAMERA', Photos: 'PHOTOS' } as const;
export const CameraDirection = { Rear: 'REAR', Front: 'FRONT' } as const;
export const CameraResultType = { Uri: 'uri', Base64: 'base64', DataUrl: 'dataUrl' } as const;
export const Camera = { getPhoto: jest.fn(async () => ({ webPath: 'capacitor://localhost/_capacitor_file_/photo.jpeg', format: 'jpeg', saved: false })) };
export const cameraModule = { Camera, CameraSource, CameraDirection, CameraResultType };

/**
 * The media plugin as on Android (not in gallery mode): albums are folders under `albumsPath`
 * whose identifier is the folder's path; `createAlbum` rejects an existing album; `savePhoto` needs
 * an existing album identifier and a readable input file, and copies it as `<fileName>.<ext of the input>`.
 */
export const media = {
  albumsPath: '/storage/emulated/0/Android/media/de.nahtlos.app',
  albums: [] as { name: string; identifier: string }[],
  /** Saved photos: `<album identifier>/<file name>` → the file's base64 data. */
  photos: new Map<string, string>(),
};
const fileAtUri = (uri: string) => {
  for (const [key, data] of files) {
    const [directory, ...path] = key.split(':');
    if (fileUri(directory, path.join(':')) === uri) return data;
  }
  return undefined;
};
export const Media = {
  getAlbumsPath: jest.fn(async () => ({ path: media.albumsPath })),
  getAlbums: jest.fn(async () => ({ albums: media.albums.map((album) => ({ ...album })) })),
  createAlbum: jest.fn(async ({ name }: { name: string }) => {
    const identifier = `${media.albumsPath}/${name}`;
    if (media.albums.some((album) => album.identifier === identifier)) throw Object.assign(new Error('Album already exists'), { code: 'filesystemError' });
    media.albums.push({ name, identifier });
  }),
  savePhoto: jest.fn(async ({ path, albumIdentifier, fileName }: { path: string; albumIdentifier?: string; fileName?: string }) => {
    if (!albumIdentifier) throw Object.assign(new Error('Album identifier required'), { code: 'argumentError' });
    if (!media.albums.some((album) => album.identifier === albumIdentifier)) throw Object.assign(new Error('Album identifier does not exist, use getAlbums() to get'), { code: 'argumentError' });
    const data = fileAtUri(path);
    if (data === undefined) throw Object.assign(new Error(`Source file not found: ${path}`), { code: 'argumentError' });
    const filePath = `${albumIdentifier}/${fileName ?? 'IMG_1'}${path.slice(path.lastIndexOf('.'))}`;
    media.photos.set(filePath, data);
    return { filePath };
  }),
};
export const mediaModule = { Media };

/** A tiny SQLite stand-in that understands the driver's statements (one key/value table per store). */
export const tables = new Map<string, Map<string, string>>();
const table = (database: string, name: string) => {
  const id = `${database}.${name}`;
  if (!tables.has(id)) tables.set(id, new Map());
  return tables.get(id)!;
};
export const sqlite = { iosColumns: false };
export const CapacitorSQLite = {
  createConnection: jest.fn(async (_options: Record<string, unknown>) => undefined),
  open: jest.fn(async (_options: Record<string, unknown>) => undefined),
  execute: jest.fn(async ({ database, statements }: { database: string; statements: string }) => {
    const match = /CREATE TABLE IF NOT EXISTS (\w+)/.exec(statements);
    if (match) table(database, match[1]);
    return { changes: { changes: 0 } };
  }),
  query: jest.fn(async ({ database, statement, values }: { database: string; statement: string; values: unknown[] }) => {
    const one = /SELECT value FROM (\w+) WHERE key = \?/.exec(statement);
    const all = /SELECT key, value FROM (\w+)/.exec(statement);
    let rows: Record<string, unknown>[] = [];
    if (one) {
      const value = table(database, one[1]).get(String(values[0]));
      rows = value === undefined ? [] : [{ value }];
    } else if (all) {
      rows = [...table(database, all[1]).entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({ key, value }));
    } else throw new Error(`unexpected query ${statement}`);
    return { values: sqlite.iosColumns ? [{ ios_columns: ['key', 'value'] }, ...rows] : rows };
  }),
  run: jest.fn(async ({ database, statement, values }: { database: string; statement: string; values: unknown[] }) => {
    const insert = /INSERT OR REPLACE INTO (\w+) \(key, value\) VALUES \(\?, \?\)/.exec(statement);
    const remove = /DELETE FROM (\w+) WHERE key = \?/.exec(statement);
    const clear = /^DELETE FROM (\w+)$/.exec(statement);
    if (insert) table(database, insert[1]).set(String(values[0]), String(values[1]));
    else if (remove) table(database, remove[1]).delete(String(values[0]));
    else if (clear) table(database, clear[1]).clear();
    else throw new Error(`unexpected statement ${statement}`);
    return { changes: { changes: 1 } };
  }),
};
export const sqliteModule = { CapacitorSQLite };

export function resetPlugins(): void {
  capacitor.native = true;
  capacitor.platform = 'android';
  files.clear();
  listeners.clear();
  tables.clear();
  sqlite.iosColumns = false;
  media.albums = [];
  media.photos.clear();
  jest.clearAllMocks();
}

// what @capacitor/core does when it loads: its Capacitor object is the page's global (isNativePlatform reads it)
(globalThis as { Capacitor?: unknown }).Capacitor = coreModule.Capacitor;
