/**
 * Keeps `uploads` large legal custom-fabric uploads in flight against the bench server (each worker
 * posts again as soon as its answer arrives), so other benchmarks can measure while images are processed.
 * The uploads come from a process of their own: sending 8 × 5 MB bodies must not delay the bench
 * process's clock. Run directly, this file is that process, steered by lines on stdin.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

export interface ImageLoad {
  /** Stops posting and resolves once every upload in flight has its answer (the server has no image work left). */
  pause(): Promise<void>;
  resume(): void;
  /** Stops for good and returns the answers by status. */
  stop(): Promise<Record<number, number>>;
}

export function startImageLoad(base: string, token: string, jpegFile: string, uploads: number): ImageLoad {
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), __filename, base, token, jpegFile, String(uploads)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const nextLine = () => new Promise<string>((resolve) => lines.once('line', resolve));
  const send = (command: string) => child.stdin!.write(`${command}\n`);
  return {
    pause: async () => {
      const drained = nextLine();
      send('pause');
      await drained;
    },
    resume: () => send('resume'),
    stop: async () => {
      const answers = nextLine();
      send('stop');
      return JSON.parse(await answers) as Record<number, number>;
    },
  };
}

async function uploadOnCommand(base: string, token: string, jpegFile: string, uploads: number) {
  const image = Buffer.from(readFileSync(jpegFile).toString('base64'));
  /** The JSON body around the image with a fresh id (a copy of the bytes, no JSON.stringify of MBs). */
  const body = (id: string) => Buffer.concat([Buffer.from(`{"customFabric":{"fabric_id":"${id}","name":"Last"},"fabricImage":"`), image, Buffer.from('"}')]);
  const answers: Record<number, number> = {};
  let state: 'running' | 'paused' | 'stopped' = 'running';
  let sequence = 0;
  const worker = async () => {
    while (state === 'running') {
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
  let workers = Array.from({ length: uploads }, worker);
  for await (const command of createInterface({ input: process.stdin })) {
    if (command === 'resume' && state === 'paused') {
      state = 'running';
      workers = Array.from({ length: uploads }, worker);
      continue;
    }
    state = command === 'stop' ? 'stopped' : 'paused';
    await Promise.all(workers);
    if (command !== 'stop') {
      process.stdout.write('drained\n');
      continue;
    }
    process.stdout.write(`${JSON.stringify(answers)}\n`, () => process.exit(0));
    return;
  }
}

if (require.main === module) {
  const [base, token, jpegFile, uploads] = process.argv.slice(2);
  uploadOnCommand(base!, token!, jpegFile!, Number(uploads)).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
