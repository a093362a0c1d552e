import { registerPlugins } from '@module-federation/enhanced/runtime';
import { registerAllRemotes } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));

type PreloadHook = (args: { preloadOps: { nameOrAlias: string }[] }) => void;

it("leaves the remote's start files to the host's preloads, and works them out for a remote the page does not preload", () => {
  document.head.innerHTML = '<link rel="preload" as="script" href="http://localhost:8082/remoteEntry.js">';
  registerAllRemotes({ mf_library: 'http://localhost:8082/mf-manifest.json', mf_profile: 'http://localhost:8083/mf-manifest.json' } as never);
  const [[plugins]] = (registerPlugins as jest.Mock).mock.calls as [[{ beforePreloadRemote: PreloadHook }[]]];
  // the federation runtime's snapshot plugin reads the first op after this hook: none left, nothing is preloaded
  const preloadOps = [{ nameOrAlias: 'mf_library' }];
  plugins[0].beforePreloadRemote({ preloadOps });
  expect(preloadOps).toEqual([]);
  const otherOps = [{ nameOrAlias: 'mf_profile' }];
  plugins[0].beforePreloadRemote({ preloadOps: otherOps });
  expect(otherOps).toEqual([{ nameOrAlias: 'mf_profile' }]);
});
