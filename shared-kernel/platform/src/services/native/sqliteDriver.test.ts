import localforage from 'localforage';
import { Directory, Filesystem, CapacitorSQLite, files, resetPlugins, sqlite, tables } from '../../../test/native/plugins';
import { SQLITE_DRIVER, sqliteDriver, sqlName } from './sqliteDriver';
import { base64ToBlob, blobToText } from '../storage/blobs';

jest.mock('@capacitor/core', () => require('../../../test/native/plugins').coreModule);
jest.mock('@capacitor/filesystem', () => require('../../../test/native/plugins').filesystemModule);
jest.mock('@capacitor-community/sqlite', () => require('../../../test/native/plugins').sqliteModule);

let seq = 0;
async function open(): Promise<LocalForage> {
  const forage = localforage.createInstance({ name: 'Nahtlos', storeName: `kv${seq++}` });
  await forage.defineDriver(sqliteDriver);
  await forage.setDriver([SQLITE_DRIVER, localforage.INDEXEDDB, localforage.LOCALSTORAGE]);
  await forage.ready();
  return forage;
}

beforeEach(() => resetPlugins());

describe('localforage on SQLite (native driver)', () => {
  it('is chosen first and opens one database with a key/value table', async () => {
    const forage = await open();
    expect(forage.driver()).toBe(SQLITE_DRIVER);
    expect(CapacitorSQLite.createConnection).toHaveBeenCalledWith({ database: 'Nahtlos', version: 1, encrypted: false, mode: 'no-encryption', readonly: false });
    expect(CapacitorSQLite.open).toHaveBeenCalledWith({ database: 'Nahtlos', readonly: false });
    expect(CapacitorSQLite.execute).toHaveBeenCalledWith(
      expect.objectContaining({ database: 'Nahtlos', statements: expect.stringMatching(/^CREATE TABLE IF NOT EXISTS kv\d+ \(key TEXT PRIMARY KEY/) }),
    );
  });

  it('stores JSON values in rows and reads them back, keys and iterate included', async () => {
    const forage = await open();
    await forage.setItem('projects:anonymous', '[{"id":"a"}]');
    await forage.setItem('token', { value: 't' });
    expect(CapacitorSQLite.run).toHaveBeenCalledWith(
      expect.objectContaining({ statement: expect.stringContaining('INSERT OR REPLACE INTO'), values: ['token', '{"value":"t"}'], transaction: false }),
    );
    expect(await forage.getItem('projects:anonymous')).toBe('[{"id":"a"}]');
    expect(await forage.getItem('token')).toEqual({ value: 't' });
    expect(await forage.getItem('missing')).toBeNull();
    expect(await forage.keys()).toEqual(['projects:anonymous', 'token']);
    expect(await forage.length()).toBe(2);
    expect(await forage.key(1)).toBe('token');
    const seen: string[] = [];
    await forage.iterate((_value, key) => void seen.push(key));
    expect(seen).toEqual(['projects:anonymous', 'token']);
    await forage.removeItem('token');
    expect(await forage.getItem('token')).toBeNull();
  });

  it('ignores the ios_columns row iOS puts in front of query results', async () => {
    const forage = await open();
    await forage.setItem('username', 'anna');
    sqlite.iosColumns = true;
    expect(await forage.getItem('username')).toBe('anna');
    expect(await forage.keys()).toEqual(['username']);
  });

  it('writes project drawings to the data directory and previews to the external directory', async () => {
    const forage = await open();
    await forage.setItem('configurator/p1.v1.svg', new Blob(['<svg/>'], { type: 'image/svg+xml' }));
    await forage.setItem('configurator/p1.v1.png', new Blob(['png'], { type: 'image/png' }));
    expect(Filesystem.writeFile).toHaveBeenCalledWith({ path: 'configurator/p1.v1.svg', directory: Directory.Data, data: btoa('<svg/>'), recursive: true });
    expect(Filesystem.writeFile).toHaveBeenCalledWith({ path: 'configurator/p1.v1.png', directory: Directory.External, data: btoa('png'), recursive: true });
    // the row keeps a pointer, not the image
    const row = [...tables.values()][0].get('configurator/p1.v1.svg')!;
    expect(JSON.parse(row)).toEqual({ __nahtlosFile: 1, directory: 'DATA', path: 'configurator/p1.v1.svg', type: 'image/svg+xml' });
    const svg = (await forage.getItem<Blob>('configurator/p1.v1.svg'))!;
    expect(svg.type).toBe('image/svg+xml');
    expect(await blobToText(svg)).toBe('<svg/>');
    expect(Filesystem.readFile).toHaveBeenCalledWith({ path: 'configurator/p1.v1.svg', directory: Directory.Data });
  });

  it('writes custom-fabric JPEGs to fabrics/custom/{id}.jpeg and deletes the file with the entry', async () => {
    const forage = await open();
    await forage.setItem('fabrics/custom/f1.jpeg', base64ToBlob(btoa('jpeg-bytes'), 'image/jpeg'));
    expect(Filesystem.writeFile).toHaveBeenCalledWith({ path: 'fabrics/custom/f1.jpeg', directory: Directory.Data, data: btoa('jpeg-bytes'), recursive: true });
    expect(files.has('DATA:fabrics/custom/f1.jpeg')).toBe(true);
    await forage.removeItem('fabrics/custom/f1.jpeg');
    expect(Filesystem.deleteFile).toHaveBeenCalledWith({ directory: Directory.Data, path: 'fabrics/custom/f1.jpeg' });
    expect(files.size).toBe(0);
  });

  it('puts cached content files into the cache directory and replaces the old file on update', async () => {
    const forage = await open();
    const key = '_Nahtlos_file_cache_https://www.nahtlos.de/media/a.jpg';
    await forage.setItem(key, new Blob(['one'], { type: 'image/jpeg' }));
    const first = (Filesystem.writeFile.mock.calls[0][0] as { path: string; directory: string });
    expect(first.directory).toBe(Directory.Cache);
    expect(first.path).toMatch(/^Nahtlos-file-cache\/.+/);
    await forage.setItem(key, new Blob(['two'], { type: 'image/jpeg' }));
    expect(Filesystem.deleteFile).toHaveBeenCalledWith({ directory: Directory.Cache, path: first.path });
    expect(await blobToText((await forage.getItem<Blob>(key))!)).toBe('two');
  });

  it('reads a missing file as missing (downloaded again by the cache)', async () => {
    const forage = await open();
    await forage.setItem('configurator/p2.svg', new Blob(['x'], { type: 'image/svg+xml' }));
    files.clear();
    expect(await forage.getItem('configurator/p2.svg')).toBeNull();
  });

  it('reuses a native connection that survived a WebView reload', async () => {
    CapacitorSQLite.createConnection.mockRejectedValueOnce(new Error('Connection Nahtlos already exists'));
    const forage = await open();
    await forage.setItem('a', 1);
    expect(await forage.getItem('a')).toBe(1);
  });

  it('clear removes rows and their files', async () => {
    const forage = await open();
    await forage.setItem('a', 1);
    await forage.setItem('configurator/p3.svg', new Blob(['x'], { type: 'image/svg+xml' }));
    await forage.clear();
    expect(await forage.keys()).toEqual([]);
    expect(files.size).toBe(0);
  });

  it('runs one operation at a time: parallel writes and reads all land, no transactions to nest', async () => {
    const forage = await open();
    await Promise.all(Array.from({ length: 20 }, (_, i) => forage.setItem(`k${String(i).padStart(2, '0')}`, i)));
    const values = await Promise.all(Array.from({ length: 20 }, (_, i) => forage.getItem(`k${String(i).padStart(2, '0')}`)));
    expect(values).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(CapacitorSQLite.run.mock.calls.every(([options]) => (options as unknown as { transaction: boolean }).transaction === false)).toBe(true);
    // an iterator may use the store itself
    const seen: unknown[] = [];
    await forage.iterate((value, key) => {
      if (key === 'k00') void forage.getItem('k01').then((other) => seen.push(other));
      seen.push(value);
      return key === 'k02' ? 'stop' : undefined;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([0, 1, 2, 1]);
  });

  it('makes safe SQL names', () => {
    expect(sqlName('Nahtlos-kv 1')).toBe('Nahtlos_kv_1');
    expect(sqlName('')).toBe('kv');
  });
});
