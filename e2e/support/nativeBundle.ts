/**
 * The native web bundle as the app's WebView sees it: one local folder (shell + bundled remotes +
 * remotes.json pointing at them) served from one origin. `makeNativeBundle` runs the real bundle
 * script into a temporary folder; `serveNativeBundle` serves it like Capacitor's local server
 * (files, index.html for app routes) and passes the provider's paths (/api, /auth, …) to the test
 * deployment, the way the app reaches the provider's site.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');

export function makeNativeBundle(): string {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'nahtlos-native-'));
  execFileSync(process.execPath, [path.join(repoRoot, 'shell/scripts/mobile-bundle.mjs'), '--out', out], {
    stdio: 'pipe',
    env: { ...process.env, NAHTLOS_WEB_ORIGIN: 'http://localhost:8080' },
  });
  return out;
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

const API_PATHS = ['/api', '/auth', '/logout', '/digital-products', '/media', '/dev'];

export interface NativeBundleServer {
  url: string;
  /** Paths served from the bundle folder (not index.html fallbacks, not API). */
  served: string[];
  close(): Promise<void>;
}

export async function serveNativeBundle(root: string, apiTarget = 'http://127.0.0.1:8080'): Promise<NativeBundleServer> {
  const served: string[] = [];
  const target = new URL(apiTarget);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bundle');
    if (API_PATHS.some((prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))) {
      const upstream = http.request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        res.writeHead(502).end();
      });
      req.pipe(upstream);
      return;
    }
    const file = path.normalize(path.join(root, decodeURIComponent(url.pathname)));
    const inside = file.startsWith(root + path.sep) || file === root;
    if (inside && fs.existsSync(file) && fs.statSync(file).isFile()) {
      served.push(url.pathname);
      res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
      fs.createReadStream(file).pipe(res);
      return;
    }
    // an app route (no file extension): the app's index.html, like the WebView's local server
    if (!path.extname(url.pathname)) {
      res.writeHead(200, { 'content-type': types['.html'] });
      fs.createReadStream(path.join(root, 'index.html')).pipe(res);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
