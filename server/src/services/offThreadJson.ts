import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { errorCodes, type FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors';

/**
 * Parses big JSON bodies (custom-fabric uploads: up to 13 MB of base64) in a worker thread. Decoding
 * and parsing 5 MB costs the event loop 30–90 ms, in one piece, per upload; eight uploads in a row
 * kept logins waiting. The worker runs the very parser Fastify uses (secure-json-parse, prototype
 * poisoning refused), so the result and the errors are the same; small bodies stay on the event loop.
 */
export const OFF_THREAD_MIN_BYTES = 64 * 1024;

// Plain JavaScript, so it runs the same under tsx, Jest and a build.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
// On Linux a priority is per thread: this one yields the CPU to logins (elsewhere it would be the whole server's).
if (process.platform === 'linux') {
  try { require('node:os').setPriority(10); } catch {}
}
const secureJson = require(workerData.secureJsonParse);
const options = { protoAction: 'error', constructorAction: 'error' };
// Whether containers nest deeper than max; iterative, so any depth is safe to ask about.
function deeperThan(root, max) {
  const stack = [[root, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop();
    if (value === null || typeof value !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(value)) stack.push([child, depth + 1]);
  }
  return false;
}
parentPort.on('message', ({ id, bytes }) => {
  let value;
  try {
    value = secureJson.parse(Buffer.from(bytes).toString('utf8'), options);
  } catch {
    parentPort.postMessage({ id, invalid: true });
    return;
  }
  // Copying a value between threads recurses: thousands of levels would overflow the stack and the
  // answer would never arrive. Such bodies go back to be parsed on the event loop, as before.
  if (deeperThan(value, workerData.maxDepth)) parentPort.postMessage({ id, tooDeep: true, bytes }, [bytes]);
  else parentPort.postMessage({ id, value });
});
`;

/** Deeper than this a parsed body is handed back; the input guard refuses anything past 32 anyway. */
const MAX_COPIED_DEPTH = 100;

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  /** Parses the body on the event loop instead (it came back too deep to copy). */
  fallBack(bytes: ArrayBuffer): void;
}

interface Answer {
  id: number;
  value?: unknown;
  invalid?: boolean;
  tooDeep?: boolean;
  bytes?: ArrayBuffer;
}

let worker: Worker | undefined;
const pending = new Map<number, Pending>();
let nextId = 0;

function startWorker(): Worker {
  // Fastify's own dependency, resolved from Fastify's folder (the server does not depend on it directly).
  const secureJsonParse = require.resolve('secure-json-parse', { paths: [path.dirname(require.resolve('fastify'))] });
  const started = new Worker(WORKER_SOURCE, { eval: true, workerData: { secureJsonParse, maxDepth: MAX_COPIED_DEPTH } });
  started.on('message', ({ id, value, invalid, tooDeep, bytes }: Answer) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (invalid) waiting?.reject(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY());
    else if (tooDeep) waiting?.fallBack(bytes!);
    else waiting?.resolve(value);
  });
  const fail = () => {
    if (worker === started) worker = undefined; // the next body starts a fresh worker
    for (const waiting of pending.values()) waiting.reject(new HttpError(503, 'Die Anfrage konnte gerade nicht gelesen werden. Bitte versuche es noch einmal.'));
    pending.clear();
  };
  started.on('error', fail);
  started.on('messageerror', () => void started.terminate()); // an answer that cannot be read: 'exit' fails the waiting
  started.on('exit', fail);
  started.unref(); // never keeps the process (or a test run) alive; after the listeners, which would ref it again
  return started;
}

function parseInWorker(body: Buffer, onEventLoop: (text: string) => unknown): Promise<unknown> {
  worker ??= startWorker();
  const id = nextId++;
  // Fastify hands over a fresh copy of the body; move its memory to the worker instead of copying again.
  const owned = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength;
  const bytes = owned ? body.buffer : body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength);
  return new Promise((resolve, reject) => {
    pending.set(id, {
      resolve,
      reject,
      fallBack: (returned) => {
        try {
          resolve(onEventLoop(Buffer.from(returned).toString('utf8')));
        } catch (error) {
          reject(error as Error);
        }
      },
    });
    worker!.postMessage({ id, bytes }, [bytes as ArrayBuffer]);
  });
}

/** Replaces the JSON parser of `app`'s routes (an encapsulated plugin) by one that parses big bodies off the event loop. */
export function parseBigJsonOffThread(app: FastifyInstance): void {
  worker ??= startWorker(); // now, so the first upload does not wait for a thread to start (~0.1 s)
  const onEventLoop = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json'); // this plugin's copy of the parent's parser
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    if (body.length < OFF_THREAD_MIN_BYTES) return onEventLoop(request, body.toString('utf8'), done);
    const parseHere = (text: string) =>
      new Promise((resolve, reject) => onEventLoop(request, text, (error, value) => (error ? reject(error) : resolve(value))));
    parseInWorker(body, parseHere).then(
      (value) => done(null, value),
      (error: Error) => done(error, undefined),
    );
  });
}
