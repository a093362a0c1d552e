// The rendered page compressed whole, once single-spa-layout has written it (the head at once, each application's
// markup once it has rendered, in hundreds of small chunks). Sent in parts, the head went ahead of the markup whenever a
// render paused (content to fetch): the browser then started the head's preloads, and on a phone's link (HTTP/1.1: a
// connection each, sharing the line) the rest of the page — the first paint and the state it carries — came behind a
// dozen scripts, 0.7 s later on slow 4G. A render takes tens of milliseconds; the whole page is a few round trips' worth.
import { type Readable } from 'node:stream';
import zlib from 'node:zlib';

export type PageEncoding = 'br' | 'gzip';

/** The encoding for a page from the request's Accept-Encoding: Brotli, else gzip, else none (q=0 refuses one). */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(/\s*;\s*/))
      .filter(([, quality]) => !/^q=0(\.0*)?$/.test(quality ?? ''))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') ? 'gzip' : null;
}

/** `page` compressed with `encoding` in one piece, once it has been written whole. */
export function compressWhole(page: Readable, encoding: PageEncoding): Readable {
  // Brotli at a middle quality: on the fly, the maximum (11) costs more time than it saves on the wire
  const compressor = encoding === 'br' ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : zlib.createGzip();
  const written: Buffer[] = [];
  page.on('data', (chunk: Buffer | string) => written.push(Buffer.from(chunk)));
  page.on('end', () => compressor.end(Buffer.concat(written)));
  page.on('error', (error) => compressor.destroy(error));
  compressor.on('close', () => page.destroy());
  return compressor;
}
