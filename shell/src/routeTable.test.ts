import { ownerOf, routeTable } from './routeTable';

// Every route of SPEC section 2 with a sample path and the app DESIGN.md assigns it to.
const specRoutes: [string, string][] = [
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
  ['/privacy', 'frame'],
];

describe('route table', () => {
  it.each(specRoutes)('%s is owned by %s', (path, app) => {
    expect(ownerOf(path)).toBe(app);
    expect(ownerOf(`${path}/`.replace('//', '/'))).toBe(app);
  });

  it('owns every route exactly once', () => {
    const patterns = Object.values(routeTable).flat();
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const [path] of specRoutes) {
      const owners = Object.entries(routeTable).filter(([app]) => ownerOf(path) === app);
      expect(owners).toHaveLength(1);
    }
  });

  it('leaves unknown and partial paths to the 404 page', () => {
    expect(ownerOf('/gibt-es-nicht')).toBeNull();
    expect(ownerOf('/pattern')).toBeNull();
    expect(ownerOf('/details/1/mehr')).toBeNull();
    expect(ownerOf('/configuration')).toBeNull();
  });
});
