import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface ReencodeRequest {
  bytes: Buffer;
  limitInputPixels: number;
  /** Longest side of the stored JPEG. */
  maxSide: number;
  quality: number;
  timeoutSeconds: number;
}

export type ReencodeResult =
  | { jpeg: Buffer; width: number; height: number }
  | { error: 'timeout' | 'unreadable' | 'crashed' };

type Reply = ({ jpeg: Uint8Array; width: number; height: number } | { error: 'timeout' | 'unreadable' }) & { id: number; rss: number };

/** After a job leaves the process this big, it is replaced (glibc keeps freed decode buffers mapped). */
const RECYCLE_RSS_BYTES = 384 * 1024 * 1024;
/** A job that outlives sharp's own timeout by this much is stuck: the process is killed. */
const WATCHDOG_GRACE_MS = 5000;

/**
 * One child process that decodes images (imageChild.cjs), started on first use and restarted after
 * a crash, a stuck job or when it has grown. Being a process of its own it has its own libuv thread
 * pool (argon2 in the server never queues behind a decode), its own memory (returned to the system
 * when it is replaced), and a low CPU priority (nice 10): when the cores are busy, logins go first.
 */
export class ImageProcess {
  private child?: ChildProcess;
  /** Jobs sent and not answered yet, with the child that has them. */
  private readonly pending = new Map<number, { child: ChildProcess; resolve: (result: ReencodeResult) => void }>();
  private nextId = 0;

  /** The running child's pid, if one runs (tests kill it to check the restart). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts the child ahead of the first upload (a server that listens; tests start it on first use). */
  warmUp(): void {
    this.child ??= this.start();
  }

  reencode(request: ReencodeRequest): Promise<ReencodeResult> {
    const child = this.child ?? this.start();
    const id = this.nextId++;
    return new Promise((resolve) => {
      const watchdog = setTimeout(() => {
        this.settle(id, { error: 'timeout' });
        this.kill(child);
      }, request.timeoutSeconds * 1000 + WATCHDOG_GRACE_MS);
      this.pending.set(id, {
        child,
        resolve: (result) => {
          clearTimeout(watchdog);
          resolve(result);
        },
      });
      child.channel?.ref(); // a job is waiting for an answer
      child.send({ id, ...request });
    });
  }

  /** Ends the child (app shutdown); a later job starts a new one. */
  stop(): void {
    if (this.child) this.kill(this.child);
  }

  /** Detaches `child` at once (the next job starts a fresh one, nothing is sent to a dying process) and kills it. */
  private kill(child: ChildProcess): void {
    if (this.child === child) this.child = undefined;
    child.kill('SIGKILL');
  }

  private start(): ChildProcess {
    const child = fork(path.join(__dirname, 'imageChild.cjs'), [], {
      serialization: 'advanced', // Buffers travel as bytes, not as JSON arrays
      execArgv: [], // not the parent's flags (e.g. tsx's loader, --cpu-prof)
      env: {
        ...process.env,
        UV_THREADPOOL_SIZE: '2', // one job at a time, plus a spare
        MALLOC_ARENA_MAX: '2', // glibc: fewer per-thread heaps that keep freed decode buffers
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (reply: Reply) => {
      const { id, rss, ...result } = reply;
      this.settle(id, 'jpeg' in result ? { ...result, jpeg: Buffer.from(result.jpeg.buffer, result.jpeg.byteOffset, result.jpeg.byteLength) } : result);
      if (rss > RECYCLE_RSS_BYTES && ![...this.pending.values()].some((job) => job.child === child)) this.kill(child);
    });
    child.on('exit', () => {
      if (this.child === child) this.child = undefined;
      for (const [id, job] of [...this.pending]) if (job.child === child) this.settle(id, { error: 'crashed' });
    });
    child.on('error', () => child.kill('SIGKILL')); // e.g. a failed send; 'exit' settles the jobs
    child.unref(); // never keeps the server (or a test run) alive on its own
    child.channel?.unref();
    this.child = child;
    return child;
  }

  private settle(id: number, result: ReencodeResult): void {
    const job = this.pending.get(id);
    if (!job) return;
    this.pending.delete(id);
    if (![...this.pending.values()].some((other) => other.child === job.child)) job.child.channel?.unref();
    job.resolve(result);
  }
}
