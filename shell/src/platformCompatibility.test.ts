import { checkRemotePlatform, loadedPlatformVersion } from './platformCompatibility';

/** A remote's mf-manifest.json as the shared webpack config writes it. */
const manifest = (version: string, requiredVersion = `^${version.split('.')[0]}.0.0`) => ({
  shared: [
    { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' },
    { name: '@nahtlos/platform', version, requiredVersion, singleton: true },
  ],
});

it('a remote built against the same major runs, also one built against an older or newer minor', () => {
  expect(checkRemotePlatform(manifest('2.0.0'), '2.0.0')).toMatchObject({ compatible: true, builtAgainst: '2.0.0', required: '^2.0.0' });
  expect(checkRemotePlatform(manifest('2.3.1'), '2.0.0').compatible).toBe(true);
  expect(checkRemotePlatform(manifest('2.0.0'), '2.4.0').compatible).toBe(true);
});

it('a remote built against another major is refused; only a newer one asks for a newer app', () => {
  expect(checkRemotePlatform(manifest('3.0.0'), '2.0.0')).toEqual({
    compatible: false,
    needsNewerPlatform: true,
    builtAgainst: '3.0.0',
    required: '^3.0.0',
    loaded: '2.0.0',
  });
  expect(checkRemotePlatform(manifest('1.9.0'), '2.0.0')).toMatchObject({ compatible: false, needsNewerPlatform: false });
});

it('the declared range counts too: a remote that requires a newer minor or another major is refused', () => {
  expect(checkRemotePlatform(manifest('2.1.0', '^2.1.0'), '2.0.0')).toMatchObject({ compatible: false, needsNewerPlatform: true });
  expect(checkRemotePlatform(manifest('2.1.0', '^2.1.0'), '2.1.5').compatible).toBe(true);
  expect(checkRemotePlatform(manifest('2.0.0', '^3.0.0'), '2.0.0')).toMatchObject({ compatible: false, needsNewerPlatform: true });
  expect(checkRemotePlatform(manifest('2.0.0', 'irgendwas'), '2.0.0').compatible).toBe(false);
});

it('a manifest without the platform entry (or no manifest) is refused', () => {
  const withoutPlatform = { shared: [{ name: 'react', version: '19.3.1' }] };
  expect(checkRemotePlatform(withoutPlatform, '2.0.0')).toEqual({
    compatible: false,
    needsNewerPlatform: false,
    builtAgainst: null,
    required: null,
    loaded: '2.0.0',
  });
  expect(checkRemotePlatform({ shared: [{ name: '@nahtlos/platform' }] }, '2.0.0').compatible).toBe(false);
  expect(checkRemotePlatform(null, '2.0.0').compatible).toBe(false);
  expect(checkRemotePlatform('<html>', '2.0.0').compatible).toBe(false);
});

it('checks against the loaded platform by default', () => {
  const [major, minor] = loadedPlatformVersion.split('.').map(Number);
  expect(checkRemotePlatform(manifest(`${major}.${minor + 1}.0`)).compatible).toBe(true);
  expect(checkRemotePlatform(manifest(`${major + 1}.0.0`)).compatible).toBe(false);
});
