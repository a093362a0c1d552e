import { HttpError } from '../http/errors';

/**
 * Image work runs in a small pool of its own so it can never take the whole machine: sharp holds one
 * libuv thread per running image, and libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says
 * otherwise) is shared with argon2 (logins) and file I/O. At most `concurrency` images run at once, at
 * most `queue` more wait; beyond that the upload is refused with 503 and Retry-After at once.
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

/** libuv's pool size as the process started with it (it is read once, before our code runs). */
export const LIBUV_THREADS = Number(process.env.UV_THREADPOOL_SIZE) || 4;
/** Threads that image work leaves to argon2 and file I/O however the pool is configured. */
const THREADS_KEPT_FREE = 2;

/**
 * One image at a time: on the 2-core target that leaves a core and three libuv threads to logins.
 * Eight may wait: the app uploads one 1600 × 2133 crop at a time (~0.1 s of work), and even eight
 * images at the 40 MP limit ahead of it (~1–2 s each) keep the wait well under an HTTP timeout.
 */
export const defaultImageWorkLimits: ImageWorkLimits = { concurrency: 1, queue: 8, timeoutSeconds: 10, retryAfterSeconds: 5 };

export class ImagePoolFull extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(503, 'Gerade werden zu viele Bilder verarbeitet. Bitte versuche es in ein paar Sekunden noch einmal.', { retryAfterSeconds });
  }
}

export class ImagePool {
  readonly concurrency: number;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limits: ImageWorkLimits) {
    this.concurrency = Math.max(1, Math.min(limits.concurrency, LIBUV_THREADS - THREADS_KEPT_FREE));
  }

  /** True while every slot runs and the waiting line is full: the next image would be refused. */
  isFull(): boolean {
    return this.running >= this.concurrency && this.waiting.length >= this.limits.queue;
  }

  /** Runs `job` when a slot is free; throws ImagePoolFull when the slots and the waiting line are taken. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.isFull()) throw new ImagePoolFull(this.limits.retryAfterSeconds);
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
