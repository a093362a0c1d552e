import type { SewingPattern } from '@nahtlos/platform';
import fixture from './fixtures/catalogue.json';
import type { MatchRequest } from './matchRun';

// How the page starts the worker, with a stand-in for the browser's Worker: a same-origin Blob URL that loads the
// built file from the remote's origin; when the worker cannot run, the page computes with the real matcher.
const request: MatchRequest = {
  stash: [{ id: 'e1', fabric: { material: 'jersey' }, lengthCm: 60, widthCm: 150 }],
  patterns: fixture.sewingPatterns as unknown as SewingPattern[],
  size: '86/92',
};

class FakeWorker {
  static started: FakeWorker[] = [];
  posted: unknown[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminate = jest.fn();
  constructor(
    readonly url: string,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.started.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
}

const blobs = new Map<string, Blob>();
const globals = globalThis as unknown as Record<string, unknown>;

beforeEach(() => {
  jest.resetModules();
  FakeWorker.started = [];
  globals.Worker = FakeWorker;
  globals.__STASH_MATCH_WORKER__ = 'stash-match.0123abcd.js';
  globals.__webpack_public_path__ = 'http://localhost:8083/';
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:http://localhost:8080/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  delete globals.Worker;
  globals.__STASH_MATCH_WORKER__ = null;
  delete globals.__webpack_public_path__;
});

/** A Blob's text (jsdom's Blob has no text()). */
const textOf = (blob: Blob | undefined) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob as Blob);
  });

const load = () => jest.requireActual<typeof import('./startMatching')>('./startMatching');

describe('the stash matcher in a worker', () => {
  it("starts from a same-origin Blob URL that imports the built file from the remote's public path, once for every run", async () => {
    const { startMatching } = load();
    const progress = jest.fn();
    const run = startMatching(request, progress);
    const [worker] = FakeWorker.started;
    expect(worker.url).toMatch(/^blob:http:\/\/localhost:8080\//);
    expect(await textOf(blobs.get(worker.url))).toBe('importScripts("http://localhost:8083/stash-match.0123abcd.js");');
    expect(worker.posted).toEqual([
      { type: 'patterns', patterns: request.patterns },
      { type: 'match', runId: 1, stash: request.stash, size: '86/92' },
    ]);
    worker.onmessage?.({ data: { type: 'progress', runId: 1, done: 1, total: 3 } } as MessageEvent);
    worker.onmessage?.({ data: { type: 'result', runId: 1, matches: [] } } as MessageEvent);
    expect(progress).toHaveBeenCalledWith(1, 3);
    await expect(run.result).resolves.toEqual([]);

    // the same catalogue is not sent again (the worker's plan cache knows its sizes); a cancelled run asks the worker to stop
    const second = startMatching({ ...request, size: '122/128' }, jest.fn());
    second.cancel();
    expect(FakeWorker.started).toHaveLength(1);
    expect(worker.posted.slice(2)).toEqual([
      { type: 'match', runId: 2, stash: request.stash, size: '122/128' },
      { type: 'cancel', runId: 2 },
    ]);
    await expect(second.result).resolves.toBeNull();
  });

  it('computes on the page when the worker cannot run (its file unreachable, a policy)', async () => {
    const { startMatching } = load();
    const progress = jest.fn();
    const run = startMatching(request, progress);
    const [worker] = FakeWorker.started;
    worker.onerror?.({ message: 'NetworkError', preventDefault: jest.fn() } as unknown as ErrorEvent);
    const matches = await run.result;
    expect(matches?.map((match) => match.patternId)).toEqual(['body-lotte', 'shirt-mila']);
    expect(progress).toHaveBeenLastCalledWith(3, 3);
    expect(worker.terminate).toHaveBeenCalled();
    // and from then on without trying again
    await startMatching(request, jest.fn()).result;
    expect(FakeWorker.started).toHaveLength(1);
  });
});
