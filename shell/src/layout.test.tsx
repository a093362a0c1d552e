/**
 * The layout (index.html's template) is the app's route table: which application shows each route of SPEC section 2.
 */
import { remotes } from '@nahtlos/build/apps';
import { render, screen } from '@testing-library/react';
import { Frame } from './frame/Frame';
import { applicationsAt, layoutRoutes, pageApplicationAt, setLayoutRoutes } from './layout';
import { shellPage } from './test/layoutPage';

beforeAll(() => setLayoutRoutes(null));

// Every route of SPEC section 2 with a sample path and the app DESIGN.md assigns it to.
const specRoutes: [string, string | null][] = [
  ['/', 'mf_library'],
  ['/tabs', 'mf_library'],
  ['/tabs/patterns', 'mf_library'],
  ['/patterns', 'mf_library'],
  ['/pattern/kinderhose-emil', 'mf_library'],
  ['/pattern-details', 'mf_library'],
  ['/inspiration/5', 'mf_library'],
  ['/fabrics', 'mf_library'],
  ['/fabric/jersey-streifen-blau', 'mf_library'],
  ['/foto-feature', 'mf_library'],
  ['/image-cropper', 'mf_library'],
  ['/save-custom-fabric', 'mf_library'],
  ['/configurator', 'mf_configurator'],
  ['/configurator/kinderhose-emil', 'mf_configurator'],
  ['/configuration/edit/01HZX', 'mf_configurator'],
  ['/configuration/save', 'mf_configurator'],
  ['/details/01HZX', 'mf_configurator'],
  ['/profile', 'mf_profile'],
  ['/load/patterns', 'mf_profile'],
  ['/login', 'mf_account'],
  ['/register', 'mf_account'],
  ['/register/await-email-verfication', 'mf_account'],
  ['/register/completed', 'mf_account'],
  ['/forgot/password', 'mf_account'],
  ['/login/app-connected', 'mf_account'],
  ['/privacy', null],
];

describe('the layout', () => {
  beforeAll(() => {
    document.body.innerHTML = shellPage().body.innerHTML;
  });

  it.each(specRoutes)('%s shows %s', (path, app) => {
    expect(pageApplicationAt(path)).toBe(app);
    expect(pageApplicationAt(`${path}/`.replace('//', '/'))).toBe(app);
  });

  it('shows the frame on every path, and one application at most besides it', () => {
    for (const [path] of [...specRoutes, ['/gibt-es-nicht']]) {
      const shown = applicationsAt(path);
      expect(shown).toContain('frame');
      expect(new Set(shown.filter((name) => name !== 'frame')).size).toBeLessThanOrEqual(1);
    }
  });

  it('leaves unknown and partial paths to the 404 page', () => {
    for (const path of ['/gibt-es-nicht', '/pattern', '/details/1/mehr', '/configuration']) expect(pageApplicationAt(path)).toBeNull();
  });

  it("routes exactly the apps manifest's routes of each remote, in its order (what the remotes' routers are checked against)", () => {
    const routes = (layoutRoutes().routes as { routes?: { type: string; path?: string; routes: { name?: string }[] }[] }[])[0].routes ?? [];
    const table = routes.filter((route) => route.type === 'route').map((route) => [route.path, route.routes[0].name]);
    expect(table).toEqual(remotes.flatMap((remote) => remote.routes.map((path) => [path, remote.name])));
  });
});

describe("the frame's pages", () => {
  it.each(['/gibt-es-nicht', '/pattern', '/privacy/mehr'])('%s is the 404 page', (path) => {
    render(<Frame location={path} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Seite nicht gefunden');
  });

  it.each([
    ['/fabrics', true],
    ['/patterns', true],
    ['/login', false],
    ['/privacy', false],
  ])('%s is no 404 page; the tab bar: %s', (path, tabBar) => {
    render(<Frame location={path} />);
    expect(screen.queryByText('Seite nicht gefunden')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Hauptnavigation' }) !== null).toBe(tabBar);
  });
});
