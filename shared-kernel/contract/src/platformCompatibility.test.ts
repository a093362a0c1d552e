import { checkRemotePlatform } from './platformCompatibility.cjs';

const manifest = (version: string | null, requiredVersion?: string) => ({
  shared: version === null ? [] : [{ name: '@nahtlos/platform', version, ...(requiredVersion === undefined ? {} : { requiredVersion }) }],
});

describe('the platform check (semver)', () => {
  const cases: Array<[string | null, string | undefined, string, boolean, boolean]> = [
    ['2.9.0', '^2.0.0', '2.9.0', true, false],
    ['2.10.0', '^2.0.0', '2.9.0', true, false], // a newer minor runs (minors are additive)
    ['2.1.0', '^2.0.0', '2.9.0', true, false],
    ['3.0.0', '^3.0.0', '2.9.0', false, true], // needs a newer app
    ['1.4.0', '^1.0.0', '2.9.0', false, false], // being updated
    ['2.9.0', '^2.10.0', '2.9.0', false, true],
    ['2.9.0', '2.9.0', '2.9.0', true, false],
    ['2.9.0', '2.9.1', '2.9.0', false, true],
    ['2.9.0', 'kaputt', '2.9.0', false, false],
    [null, undefined, '2.9.0', false, false],
    ['2.9.0', undefined, '2.9.0', true, false],
  ];
  it.each(cases)('built against %s requiring %s on %s', (built, required, loaded, compatible, needsNewer) => {
    const check = checkRemotePlatform(manifest(built, required), loaded);
    expect([check.compatible, check.needsNewerPlatform]).toEqual([compatible, needsNewer]);
  });

});
