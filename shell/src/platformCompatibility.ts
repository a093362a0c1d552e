/**
 * May a remote run on the platform loaded in this page? (shared-kernel/platform/CHANGELOG.md)
 * Each remote's mf-manifest.json names, in its `shared` entry for `@nahtlos/platform`, the platform it
 * was built against (`version`) and what it runs on (`requiredVersion`, `^<major>.0.0`). The same major
 * runs: minors are additive, so a remote built against a newer minor runs too (release order: the
 * platform, i.e. the shell, first). Another major, or a manifest without the entry, is refused: the
 * shell shows a notice in the remote's place instead of mounting it. The web and the app (choosing
 * between a web build and the bundled copy) both decide here.
 */
import platformPackage from '@nahtlos/platform/package.json';

/**
 * The platform running in this page. The shell is the host: it loads the platform singleton first and
 * provides it to every remote (shareStrategy 'loaded-first'), so it is the version the shell was built with.
 */
export const loadedPlatformVersion: string = platformPackage.version;

export const PLATFORM_PACKAGE = '@nahtlos/platform';

export interface PlatformCheck {
  compatible: boolean;
  /** Refused because the remote needs a newer platform than the loaded one (a reload or app update helps). */
  needsNewerPlatform: boolean;
  /** The platform the remote was built against, as its manifest says (null: no entry). */
  builtAgainst: string | null;
  /** The platform range the remote runs on, as its manifest says. */
  required: string | null;
  loaded: string;
}

interface Version {
  major: number;
  minor: number;
  patch: number;
}

const parse = (version: string): Version | null => {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  return match ? { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) } : null;
};

const compare = (a: Version, b: Version) => a.major - b.major || a.minor - b.minor || a.patch - b.patch;

/** `^x.y.z` (same major, at least x.y.z) or an exact `x.y.z`; the build writes `^<major>.0.0`. */
function satisfies(loaded: Version, range: string): boolean | null {
  const caret = range.startsWith('^');
  const minimum = parse(caret ? range.slice(1) : range);
  if (!minimum) return null;
  return caret ? loaded.major === minimum.major && compare(loaded, minimum) >= 0 : compare(loaded, minimum) === 0;
}

function platformEntry(manifest: unknown): { version?: unknown; requiredVersion?: unknown } | null {
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(shared)) return null;
  return shared.find((entry) => (entry as { name?: unknown } | null)?.name === PLATFORM_PACKAGE) ?? null;
}

/** Checks a remote's parsed mf-manifest.json against the loaded platform. */
export function checkRemotePlatform(manifest: unknown, loadedVersion: string = loadedPlatformVersion): PlatformCheck {
  const entry = platformEntry(manifest);
  const builtAgainst = typeof entry?.version === 'string' ? entry.version : null;
  const required = typeof entry?.requiredVersion === 'string' ? entry.requiredVersion : null;
  const refused = (needsNewerPlatform: boolean): PlatformCheck => ({ compatible: false, needsNewerPlatform, builtAgainst, required, loaded: loadedVersion });
  const loaded = parse(loadedVersion);
  const built = builtAgainst === null ? null : parse(builtAgainst);
  if (!loaded || !built) return refused(false);
  if (built.major !== loaded.major) return refused(built.major > loaded.major);
  if (required !== null) {
    const fits = satisfies(loaded, required);
    if (fits === null) return refused(false);
    if (!fits) return refused(compare(parse(required.replace(/^\^/, ''))!, loaded) > 0);
  }
  return { compatible: true, needsNewerPlatform: false, builtAgainst, required, loaded: loadedVersion };
}
