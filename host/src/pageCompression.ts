// The rendered page compressed as it is written. single-spa-layout writes the head (the shell's script, the preloads)
// at once and each application's markup once it has rendered, in hundreds of small chunks. A compressor stream alone
// holds every byte until the page ends (a phone would learn of the scripts only with the last byte) and runs each
// chunk as a job of its own on the thread pool (30–50 ms for a page). Here the chunks written in one turn of the event
// loop are compressed together and sent at once: a few flushes per page (each costs some bytes), one per pause.
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

/** `page` compressed with `encoding`, sent on at each pause of its writer. */
export function compressAsWritten(page: Readable, encoding: PageEncoding): Readable {
  // Brotli at a middle quality: on the fly, the maximum (11) costs more time than it saves on the wire
  const compressor = encoding === 'br' ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : zlib.createGzip();
  let written: Buffer[] = [];
  let scheduled: NodeJS.Immediate | undefined;
  const send = () => {
    scheduled = undefined;
    if (written.length === 0 || compressor.destroyed) return;
    compressor.write(Buffer.concat(written));
    written = [];
    compressor.flush();
  };
  page.on('data', (chunk: Buffer | string) => {
    written.push(Buffer.from(chunk));
    scheduled ??= setImmediate(send);
  });
  page.on('end', () => {
    clearImmediate(scheduled);
    send();
    compressor.end();
  });
  page.on('error', (error) => compressor.destroy(error));
  compressor.on('close', () => page.destroy());
  return compressor;
}
