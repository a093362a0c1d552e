/**
 * A stand-in for Capacitor's native bridge inside Chromium, so the native web bundle runs its native
 * path (Capacitor.isNativePlatform() is true) in a Playwright test: every plugin call answers from
 * memory and is recorded in `window.__nativeCalls` for assertions. Install with
 * `page.addInitScript(fakeNativeBridge, 'android')`.
 */
export interface NativeCall {
  plugin: string;
  method: string;
  options: unknown;
}

export function fakeNativeBridge(platform: string): void {
  const calls: NativeCall[] = [];
  const tables = new Map<string, Map<string, string>>();
  const files = new Map<string, string>();
  const table = (name: string) => {
    if (!tables.has(name)) tables.set(name, new Map());
    return tables.get(name)!;
  };
  type Options = Record<string, unknown>;
  const handlers: Record<string, (options: Options) => unknown> = {
    'CapacitorSQLite.createConnection': () => undefined,
    'CapacitorSQLite.open': () => undefined,
    'CapacitorSQLite.execute': ({ statements }) => {
      const match = /CREATE TABLE IF NOT EXISTS (\w+)/.exec(String(statements));
      if (match) table(match[1]);
      return { changes: { changes: 0 } };
    },
    'CapacitorSQLite.query': ({ statement, values }) => {
      const text = String(statement);
      const args = (values as unknown[]) ?? [];
      const one = /SELECT value FROM (\w+) WHERE key = \?/.exec(text);
      if (one) {
        const value = table(one[1]).get(String(args[0]));
        return { values: value === undefined ? [] : [{ value }] };
      }
      const all = /SELECT key, value FROM (\w+)/.exec(text);
      if (all) return { values: [...table(all[1]).entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({ key, value })) };
      throw new Error(`unexpected query ${text}`);
    },
    'CapacitorSQLite.run': ({ statement, values }) => {
      const text = String(statement);
      const args = (values as unknown[]) ?? [];
      const insert = /INSERT OR REPLACE INTO (\w+)/.exec(text);
      const remove = /DELETE FROM (\w+) WHERE key = \?/.exec(text);
      if (insert) table(insert[1]).set(String(args[0]), String(args[1]));
      else if (remove) table(remove[1]).delete(String(args[0]));
      return { changes: { changes: 1 } };
    },
    'Filesystem.writeFile': ({ path, directory, data }) => {
      files.set(`${directory}:${path}`, String(data));
      return { uri: `file:///${String(directory).toLowerCase()}/${path}` };
    },
    'Filesystem.readFile': ({ path, directory }) => {
      const data = files.get(`${directory}:${path}`);
      if (data === undefined) throw new Error('File does not exist.');
      return { data };
    },
    'Filesystem.deleteFile': ({ path, directory }) => void files.delete(`${directory}:${path}`),
    'Network.getStatus': () => ({ connected: true, connectionType: 'wifi' }),
    'StatusBar.setStyle': () => undefined,
    'StatusBar.setBackgroundColor': () => undefined,
  };
  const methods = (names: string[], callbacks: string[] = []) => [
    ...names.map((name) => ({ name, rtype: 'promise' })),
    ...callbacks.map((name) => ({ name, rtype: 'callback' })),
  ];
  const w = window as unknown as Record<string, unknown>;
  w.__nativeCalls = calls;
  w.CapacitorCustomPlatform = { name: platform, plugins: {} };
  let callbackId = 0;
  w.Capacitor = {
    PluginHeaders: [
      { name: 'CapacitorSQLite', methods: methods(['createConnection', 'open', 'execute', 'query', 'run']) },
      { name: 'Filesystem', methods: methods(['writeFile', 'readFile', 'deleteFile', 'checkPermissions', 'requestPermissions']) },
      { name: 'Network', methods: methods(['getStatus', 'removeListener'], ['addListener']) },
      { name: 'App', methods: methods(['exitApp', 'removeListener'], ['addListener']) },
      { name: 'StatusBar', methods: methods(['setStyle', 'setBackgroundColor']) },
    ],
    nativePromise(plugin: string, method: string, options: Options = {}) {
      calls.push({ plugin, method, options });
      const handler = handlers[`${plugin}.${method}`];
      try {
        return Promise.resolve(handler ? handler(options) : undefined);
      } catch (error) {
        return Promise.reject(error);
      }
    },
    nativeCallback(plugin: string, method: string, options: Options = {}) {
      calls.push({ plugin, method, options });
      return String(++callbackId);
    },
  };
}
