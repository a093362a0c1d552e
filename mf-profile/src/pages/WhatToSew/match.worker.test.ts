import type { SewingPattern } from '@nahtlos/platform';
import type { StashEntry } from '@nahtlos/stash';
import fixture from './fixtures/catalogue.json';
import type { FromMatchWorker, ToMatchWorker } from './matchProtocol';

// The worker's own code with the real matcher, its messages handed to it as the browser would (jsdom's `self` is the window).
const patterns = fixture.sewingPatterns as unknown as SewingPattern[];
const stash: StashEntry[] = [
  { id: 'e1', fabric: { material: 'jersey' }, lengthCm: 60, widthCm: 150 },
  { id: 'e2', fabric: { material: 'buendchen' }, lengthCm: 30, widthCm: 70 },
];
const answers: FromMatchWorker[] = [];
let send: (message: ToMatchWorker) => void;

beforeAll(() => {
  jest.spyOn(self, 'postMessage').mockImplementation((message: unknown) => answers.push(message as FromMatchWorker));
  jest.isolateModules(() => {
    jest.requireActual('./match.worker');
  });
  const onmessage = self.onmessage as (event: MessageEvent<ToMatchWorker>) => void;
  send = (message) => onmessage({ data: message } as MessageEvent<ToMatchWorker>);
  send({ type: 'patterns', patterns });
});
beforeEach(() => {
  answers.length = 0;
});

const resultOf = async (runId: number) => {
  for (let i = 0; i < 500 && !answers.some((answer) => answer.runId === runId && answer.type !== 'progress'); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  return answers.find((answer) => answer.runId === runId && answer.type !== 'progress');
};

describe('the stash-match worker', () => {
  it('reports every pattern checked, then the matches best first', async () => {
    send({ type: 'match', runId: 1, stash, size: '86/92' });
    const result = await resultOf(1);
    expect(answers.filter((answer) => answer.type === 'progress')).toEqual([1, 2, 3].map((done) => ({ type: 'progress', runId: 1, done, total: 3 })));
    expect(result?.type === 'result' && result.matches.map((match) => match.patternId)).toEqual(['kinderhose-emil', 'body-lotte', 'shirt-mila']);
  });

  it('a newer run ends the one under way after its current pattern; a cancelled run ends too', async () => {
    send({ type: 'match', runId: 2, stash, size: '86/92' });
    send({ type: 'match', runId: 3, stash, size: '122/128' });
    const result = await resultOf(3);
    expect(result?.type === 'result' && result.matches.map((match) => match.patternId)).toEqual(['body-lotte', 'shirt-mila']);
    expect(answers.filter((answer) => answer.runId === 2).map((answer) => answer.type)).toEqual(['progress']);

    send({ type: 'match', runId: 4, stash, size: '86/92' });
    send({ type: 'cancel', runId: 4 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answers.filter((answer) => answer.runId === 4).map((answer) => answer.type)).toEqual(['progress']);
  });
});
