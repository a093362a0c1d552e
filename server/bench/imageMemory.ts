/**
 * tsx bench/imageMemory.ts: the server's resident memory before, at its peak during, and after
 * 16 parallel uploads of a large legal image (6300 × 6300 progressive JPEG, 39.7 MP). Prints numbers only.
 * Arguments: [parallel uploads = 16] [progressive (photo-like, 5.9 MB; default) | baseline | flat (one colour, ~200 KB)].
 */
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { photoJpeg } from './imageFixtures';
import { startServer } from './serverProcess';

const PARALLEL = Number(process.argv[2] ?? 16);
const KIND = (process.argv[3] ?? 'progressive') as 'progressive' | 'baseline' | 'flat';

function memory(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)![1]);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

async function main() {
  // 'flat' is the file: a plain-coloured progressive JPEG of ~200 KB, all decoding and no upload.
  const jpeg =
    KIND === 'flat'
      ? await sharp({ create: { width: 6300, height: 6300, channels: 3, background: '#b07050' } }).jpeg({ progressive: true }).toBuffer()
      : await photoJpeg(6300, 6300, KIND === 'progressive');
  const server = await startServer();
  const { port, imageToken: token } = server.target;
  try {
    await new Promise((resolve) => setTimeout(resolve, 2000)); // let start-up garbage settle
    writeFileSync(`/proc/${server.target.pid}/clear_refs`, '5'); // resets VmHWM, the peak resident size
    const before = memory(server.target.pid);
    const started = Date.now();
    const statuses = await Promise.all(
      Array.from({ length: PARALLEL }, async (_, i) => {
        const response = await fetch(`http://127.0.0.1:${port}/api/app/custom-fabric`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ customFabric: { fabric_id: `MEM${i}X${Date.now()}`, name: `Speicher ${i}` }, fabricImage: jpeg.toString('base64') }),
        });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const during = memory(server.target.pid);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const after = memory(server.target.pid);
    const counts = statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
    console.log(
      `${PARALLEL} parallel uploads of a 6300×6300 ${KIND} JPEG (${(jpeg.length / 1024 / 1024).toFixed(1)} MB): ` +
        `RSS before ${before.rssMb} MB, peak ${during.peakMb} MB, 3 s after ${after.rssMb} MB; ` +
        `answers ${JSON.stringify(counts)} in ${seconds} s`,
    );
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
