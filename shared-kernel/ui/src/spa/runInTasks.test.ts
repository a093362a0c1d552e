import { runInTasks } from './runInTasks';

const globals = globalThis as { scheduler?: unknown };
afterEach(() => delete globals.scheduler);

test('runs each step in a task of its own, in order: the browser gets the main thread between two steps', async () => {
  const order: string[] = [];
  globals.scheduler = { yield: async () => void order.push('yield') };
  await runInTasks([
    async () => void order.push('models'),
    async () => void order.push('pages'),
  ]);
  expect(order).toEqual(['models', 'yield', 'pages', 'yield']);
});

test('a failing step stops the ones after it and rejects (the remote then shows its fallback)', async () => {
  globals.scheduler = { yield: async () => undefined };
  const later = jest.fn(async () => undefined);
  await expect(runInTasks([() => Promise.reject(new Error('chunk failed')), later])).rejects.toThrow('chunk failed');
  expect(later).not.toHaveBeenCalled();
});
