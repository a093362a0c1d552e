import { HttpError } from '../http/errors';
import { ImageProcess, type ReencodeRequest, type ReencodeResult } from './imageProcess';

/**
 * Image work runs in a small pool of its own so it can never take the whole machine: at most
 * `concurrency` images are decoded at once (in the image process, see imageProcess.ts), at most
 * `queue` more wait; beyond that the upload is refused with 503 and Retry-After at once.
 */
export interface ImageWorkLimits {
  /** Images decoded at the same time (each holds one libuv thread and about one core). */
  concurrency: number;
  /** Uploads that may wait for a free slot; the next one gets 503. */
  queue: number;
  /** Time budget per image once it runs, in whole seconds (sharp's timeout; queueing does not count). */
  timeoutSeconds: number;
  /** What the 503 tells the client to wait. */
  retryAfterSeconds: number;
}

/**
 * One image at a time: on the 2-core target that leaves a core to logins.
 * Eight may wait: the app uploads one 1600 × 2133 crop at a time (~0.1 s of work), and even eight
 * images at the 40 MP limit ahead of it (~1–2 s each) keep the wait well under an HTTP timeout.
 */
export const defaultImageWorkLimits: ImageWorkLimits = { concurrency: 1, queue: 8, timeoutSeconds: 10, retryAfterSeconds: 5 };

/** 503: image work cannot be done now (pool full, image process crashed); the route adds Retry-After. */
export class ImageWorkUnavailable extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Gerade werden zu viele Bilder verarbeitet. Bitte versuche es in ein paar Sekunden noch einmal.',
  ) {
    super(503, message, { retryAfterSeconds });
  }
}

export class ImagePool {
  readonly concurrency: number;
  /** Where the decoding happens. */
  readonly process = new ImageProcess();
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limits: ImageWorkLimits) {
    this.concurrency = Math.max(1, limits.concurrency);
  }

  /** Decodes and re-encodes in the image process when a slot is free (ImageWorkUnavailable when it is not). */
  reencode(request: Omit<ReencodeRequest, 'timeoutSeconds'>): Promise<ReencodeResult> {
    return this.run(() => this.process.reencode({ ...request, timeoutSeconds: this.limits.timeoutSeconds }));
  }

  /** Ends the image process (app shutdown). */
  close(): void {
    this.process.stop();
  }

  /** True while every slot runs and the waiting line is full: the next image would be refused. */
  isFull(): boolean {
    return this.running >= this.concurrency && this.waiting.length >= this.limits.queue;
  }

  /** Runs `job` when a slot is free; throws ImageWorkUnavailable when the slots and the waiting line are taken. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.isFull()) throw new ImageWorkUnavailable(this.limits.retryAfterSeconds);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await job();
    } finally {
      // Hand the slot straight to the next waiter, so `running` never drops and lets a newcomer jump the line.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
