/**
 * tsx bench/imageMemory.ts: resident memory of the server (and of its image process, where image
 * work has one) before, at the peak during, and 3 s after parallel uploads of a large legal image
 * (6300 × 6300 JPEG, 39.7 MP). Prints numbers only.
 * Arguments: [parallel uploads = 16] [progressive (photo-like, 5.9 MB; default) | baseline | flat (one colour, ~200 KB)].
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { photoJpeg } from './imageFixtures';
import { startServer } from './serverProcess';

const PARALLEL = Number(process.argv[2] ?? 16);
const KIND = (process.argv[3] ?? 'progressive') as 'progressive' | 'baseline' | 'flat';

interface Memory {
  rssMb: number;
  peakMb: number;
}

function memory(pid: number): Memory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)![1]);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

/** The server's child processes (the image process), by their parent pid. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === String(pid);
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}

const describe = (m: Memory | undefined, peak = false) => (m ? `${peak ? m.peakMb : m.rssMb} MB` : '—');

async function main() {
  // 'flat' is the file: a plain-coloured progressive JPEG of ~200 KB, all decoding and no upload.
  const jpeg =
    KIND === 'flat'
      ? await sharp({ create: { width: 6300, height: 6300, channels: 3, background: '#b07050' } }).jpeg({ progressive: true }).toBuffer()
      : await photoJpeg(6300, 6300, KIND === 'progressive');
  const server = await startServer();
  const { port, imageToken: token, pid } = server.target;
  try {
    await new Promise((resolve) => setTimeout(resolve, 2000)); // let start-up garbage settle
    const [imagePid] = childrenOf(pid);
    for (const each of [pid, imagePid]) if (each) writeFileSync(`/proc/${each}/clear_refs`, '5'); // resets VmHWM (the peak)
    const before = { server: memory(pid), images: imagePid ? memory(imagePid) : undefined };
    const started = Date.now();
    const body = JSON.stringify({ customFabric: { fabric_id: 'ID', name: 'Speicher' }, fabricImage: jpeg.toString('base64') });
    const statuses = await Promise.all(
      Array.from({ length: PARALLEL }, async (_, i) => {
        const response = await fetch(`http://127.0.0.1:${port}/api/app/custom-fabric`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: body.replace('"ID"', `"MEM${i}X${started}"`),
        });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const alive = (each: number | undefined) => (each && childrenOf(pid).includes(each) ? memory(each) : undefined);
    const during = { server: memory(pid), images: alive(imagePid) };
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const after = { server: memory(pid), images: alive(imagePid) };
    const counts = statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
    console.log(
      `${PARALLEL} parallel uploads of a 6300×6300 ${KIND} JPEG (${(jpeg.length / 1024 / 1024).toFixed(1)} MB), answers ${JSON.stringify(counts)} in ${seconds} s\n` +
        `  server RSS before ${describe(before.server)}, peak ${describe(during.server, true)}, 3 s after ${describe(after.server)}\n` +
        `  image process RSS before ${describe(before.images)}, peak ${describe(during.images, true)}, 3 s after ${describe(after.images)}`,
    );
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
