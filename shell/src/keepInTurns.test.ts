import { keepInTurns } from './keepInTurns';

/** A download the test finishes by hand. */
function downloads() {
  const running = new Map<string, { finish: () => void; fail: () => void }>();
  const started: string[] = [];
  const keep = (url: string) =>
    new Promise<void>((resolve, reject) => {
      started.push(url);
      running.set(url, {
        finish: () => (running.delete(url), resolve()),
        fail: () => (running.delete(url), reject(new Error('offline'))),
      });
    });
  return { keep, running, started };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

it('keeps at most two at a time, in the order asked, and resolves once all are kept', async () => {
  const { keep, running, started } = downloads();
  let done = false;
  void keepInTurns(2)(['a', 'b', 'c', 'd'], keep).then(() => (done = true));
  expect(started).toEqual(['a', 'b']);
  running.get('a')!.finish();
  await settle();
  expect(started).toEqual(['a', 'b', 'c']);
  expect([...running.keys()]).toEqual(['b', 'c']);
  running.get('b')!.finish();
  running.get('c')!.finish();
  await settle();
  expect(done).toBe(false);
  running.get('d')!.finish();
  await settle();
  expect(done).toBe(true);
});

it('a failed download is skipped: the rest are kept and the batch still ends', async () => {
  const { keep, running, started } = downloads();
  let done = false;
  void keepInTurns(2)(['a', 'b', 'c'], keep).then(() => (done = true));
  running.get('a')!.fail();
  await settle();
  expect(started).toEqual(['a', 'b', 'c']);
  running.get('b')!.finish();
  running.get('c')!.finish();
  await settle();
  expect(done).toBe(true);
});

it('a URL already waiting or loading is not downloaded twice; two batches share the two lanes', async () => {
  const { keep, running, started } = downloads();
  const keepAll = keepInTurns(2);
  void keepAll(['a', 'b', 'c'], keep);
  void keepAll(['b', 'c', 'e'], keep);
  expect(started).toEqual(['a', 'b']);
  for (const url of ['a', 'b', 'c', 'e']) {
    await settle();
    running.get(url)!.finish();
  }
  await settle();
  expect(started).toEqual(['a', 'b', 'c', 'e']);
  // kept ones may be asked again later (the worker's caches answer them)
  void keepAll(['a'], keep);
  expect(started).toEqual(['a', 'b', 'c', 'e', 'a']);
});
