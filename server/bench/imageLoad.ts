/**
 * Keeps `uploads` large legal custom-fabric uploads in flight against the bench server (each worker
 * posts again as soon as its answer arrives), so other benchmarks can measure while images are processed.
 * The uploads come from a process of their own: sending 8 × 5 MB bodies must not delay autocannon's
 * clock in the bench process. Run directly, this file is that process.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

export interface ImageLoad {
  /** Stops posting, waits for the uploads in flight and returns their answers by status. */
  stop(): Promise<Record<number, number>>;
}

export function startImageLoad(base: string, token: string, jpegFile: string, uploads: number): ImageLoad {
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), __filename, base, token, jpegFile, String(uploads)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const answers = new Promise<Record<number, number>>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
    child.once('exit', (code) => reject(new Error(`image load exited with ${code}`)));
  });
  return {
    stop: () => {
      child.stdin!.end(); // the signal to stop
      return answers;
    },
  };
}

async function uploadUntilStdinCloses(base: string, token: string, jpegFile: string, uploads: number) {
  const image = Buffer.from(readFileSync(jpegFile).toString('base64'));
  /** The JSON body around the image with a fresh id (a copy of the bytes, no JSON.stringify of MBs). */
  const body = (id: string) => Buffer.concat([Buffer.from(`{"customFabric":{"fabric_id":"${id}","name":"Last"},"fabricImage":"`), image, Buffer.from('"}')]);
  const answers: Record<number, number> = {};
  let running = true;
  process.stdin.resume();
  process.stdin.once('end', () => (running = false));
  let sequence = 0;
  const worker = async () => {
    while (running) {
      const response = await fetch(`${base}/api/app/custom-fabric`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: body(`LOAD${process.pid}X${sequence++}`),
      });
      await response.arrayBuffer();
      answers[response.status] = (answers[response.status] ?? 0) + 1;
      if (response.status === 503) await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  await Promise.all(Array.from({ length: uploads }, worker));
  process.stdout.write(`${JSON.stringify(answers)}\n`);
}

if (require.main === module) {
  const [base, token, jpegFile, uploads] = process.argv.slice(2);
  uploadUntilStdinCloses(base!, token!, jpegFile!, Number(uploads)).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
