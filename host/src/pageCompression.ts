// The rendered page compressed as it is written. single-spa-layout writes the head (the shell's script, the preloads)
// at once and each application's markup once it has rendered; a compressor alone holds every byte until the page ends,
// so a phone would learn of the scripts only with the last byte. Here what is compressed so far goes out whenever the
// writer pauses (it waits on an application): a few flushes per page, not one per chunk (each costs bytes).
import { PassThrough, pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';

export type PageEncoding = 'br' | 'gzip';

/** A pause in the writer this long (ms) sends what is compressed so far. */
const QUIET_MS = 1;

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

/** `page` compressed with `encoding`, flushed at each pause of its writer. */
export function compressAsWritten(page: Readable, encoding: PageEncoding): Readable {
  // Brotli at a middle quality: on the fly, the maximum (11) costs more time than it saves on the wire
  const compressor = encoding === 'br' ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : zlib.createGzip();
  let timer: NodeJS.Timeout | undefined;
  const watch = new PassThrough();
  watch.on('data', () => {
    clearTimeout(timer);
    timer = setTimeout(() => compressor.flush(), QUIET_MS);
  });
  watch.on('end', () => clearTimeout(timer));
  pipeline(page, watch, compressor, () => clearTimeout(timer));
  return compressor;
}
