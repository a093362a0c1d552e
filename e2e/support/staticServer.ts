/**
 * A plain static file server for a remote moved to another origin in a test (what a deployer's CDN would be):
 * the folder's files with their types, readable from any origin (the shell's page loads them cross-origin).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

export interface StaticServer {
  close: () => Promise<void>;
}

export async function serveFolder(root: string, port: number): Promise<StaticServer> {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = path.join(root, path.normalize(pathname));
    const headers = { 'access-control-allow-origin': '*', 'cache-control': 'no-cache' };
    if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404, headers).end();
      return;
    }
    const { size, mtime } = fs.statSync(file);
    response.writeHead(200, {
      ...headers,
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-length': String(size),
      'last-modified': mtime.toUTCString(),
    });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, resolve); // every interface: localhost may be ::1 or 127.0.0.1 for the browser and the host
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
