import { remoteApplication } from './remoteApplication';
import { loadRemoteLifecycles } from './remotes';

// The federation runtime is the boundary here: the loader fails like an unreachable remote does.
jest.mock('./remotes', () => ({ loadRemoteLifecycles: jest.fn(), resetRemote: jest.fn() }));
const load = loadRemoteLifecycles as jest.MockedFunction<typeof loadRemoteLifecycles>;

const retryButton = () => document.querySelector<HTMLButtonElement>('.remote-fallback button');
const failAfter = (ms: number) => () => new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('offline')), ms));

beforeEach(() => {
  document.body.innerHTML = '<div id="page-root"></div>';
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

it('a retry that fails again after the loading line appeared shows the notice and its button again', async () => {
  load.mockImplementation(failAfter(10));
  const app = remoteApplication('mf_profile');
  await app.mount({});
  expect(retryButton()).not.toBeNull();

  load.mockImplementation(failAfter(450)); // slower than the 300 ms after which 'Wird geladen...' replaces the notice
  retryButton()!.click();
  await new Promise((resolve) => setTimeout(resolve, 350));
  expect(document.querySelector('.remote-loading')).not.toBeNull();
  await new Promise((resolve) => setTimeout(resolve, 300));

  expect(document.querySelector('.remote-loading')).toBeNull();
  expect(retryButton()?.disabled).toBe(false);
  expect(load).toHaveBeenCalledTimes(2);
});
