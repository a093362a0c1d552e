import { api, localRemotesJson, portOf, remoteNamed, remoteNames, remotes, remotesOnDefaultPorts, shell } from '@nahtlos/build/apps';
import type { RemoteName } from '@nahtlos/build/apps';
import committedRemotes from '../remotes.json';
import { pageApplicationAt } from './layout';
import { shellPage } from './test/layoutPage';

beforeAll(() => {
  document.body.innerHTML = shellPage().body.innerHTML;
});

// The apps manifest (shared-kernel/build/apps.json) is what the layout (index.html) follows, what the webpack configs and
// every script read; these tests keep it consistent with the repository and the deploy-time remotes.json.
const everyApp = [shell, ...remotes, api];

describe('apps manifest', () => {
  it('lists exactly the remotes the RemoteName type knows', () => {
    // adding a remote to the type without the manifest (or the other way round) fails here or in typecheck
    const typed: Record<RemoteName, true> = { mf_configurator: true, mf_library: true, mf_profile: true, mf_account: true };
    expect([...remoteNames].sort()).toEqual(Object.keys(typed).sort());
  });

  it('gives every app its own folder, package, port variable and default port', () => {
    for (const key of ['dir', 'package', 'portVariable', 'defaultPort'] as const) {
      const values = everyApp.map((app) => app[key]);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it.each(everyApp.map((app) => [app.dir, app.package]))('names folder %s by its workspace package %s', (dir, packageName) => {
    expect(jest.requireActual(`../../${dir}/package.json`).name).toBe(packageName);
  });

  it('shows the tab bar only on routes some app owns', () => {
    for (const route of shell.tabRoutes) expect(pageApplicationAt(route)).not.toBeNull();
  });

  it('redirects only from a route an app owns (its router redirects in-app too) to a route an app owns', () => {
    for (const [from, to] of Object.entries(shell.redirects)) {
      expect(pageApplicationAt(from)).not.toBeNull();
      expect(pageApplicationAt(to)).not.toBeNull();
    }
  });

  it('finds a remote by name and refuses an unknown one', () => {
    expect(remoteNamed('mf_profile').routes).toContain('/profile');
    expect(() => remoteNamed('mf_unknown' as RemoteName)).toThrow(/mf_unknown/);
  });
});

describe('local ports', () => {
  const library = remoteNamed('mf_library');

  it('uses the default port when the variable is unset or empty', () => {
    expect(portOf(library, {})).toBe(8082);
    expect(portOf(library, { PORT_LIBRARY: '' })).toBe(8082);
    expect(portOf(shell, {})).toBe(8080);
    expect(portOf(api, {})).toBe(8787);
  });

  it("takes the app's own variable and no other", () => {
    expect(portOf(library, { PORT_LIBRARY: '9182', PORT_PROFILE: '9183' })).toBe(9182);
    expect(portOf(remoteNamed('mf_account'), { PORT_LIBRARY: '9182' })).toBe(8084);
  });

  it.each(['abc', '0', '70000', '80a', '-1', '8082.5'])('refuses %s as a port', (value) => {
    expect(() => portOf(library, { PORT_LIBRARY: value })).toThrow(/PORT_LIBRARY/);
  });

  it('points the local remotes.json at the configured ports', () => {
    expect(localRemotesJson({ PORT_PROFILE: '9183' })).toEqual({
      mf_configurator: 'http://localhost:8081/mf-manifest.json',
      mf_library: 'http://localhost:8082/mf-manifest.json',
      mf_profile: 'http://localhost:9183/mf-manifest.json',
      mf_account: 'http://localhost:8084/mf-manifest.json',
    });
    expect(remotesOnDefaultPorts({ PORT_PROFILE: '9183' })).toBe(false);
    expect(remotesOnDefaultPorts({ PORT_PROFILE: '8083', PORT_SHELL: '9180' })).toBe(true);
  });
});

describe('shell/remotes.json (deploy-time data)', () => {
  it("names exactly the manifest's remotes, each at its default local port", () => {
    expect(committedRemotes).toEqual(localRemotesJson({}));
  });
});
