import { remoteNamed } from '@nahtlos/build/apps';
import { routes } from './routes';

// The shell mounts this remote for the routes the apps manifest (shared-kernel/build/apps.json) gives
// it (the shell's layout, shell/src/index.html, routes exactly those: shell/src/layout.test.tsx);
// a route declared here but not there (or the other way round) would be dead or a blank page.
it('declares exactly the routes the apps manifest gives mf_account', () => {
  expect(routes.map((route) => route.path).sort()).toEqual([...remoteNamed('mf_account').routes].sort());
});
