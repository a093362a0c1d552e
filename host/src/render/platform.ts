// May a remote run on the shell's platform? (shared-kernel/platform/CHANGELOG.md) The one implementation of the rule,
// with semver, dependency-free otherwise so the browser shell (shell/src/platformCompatibility.ts) can use the same:
// a remote's mf-manifest.json names, in its `shared` entry for @nahtlos/platform, the platform it was built against
// (`version`) and the range it runs on (`requiredVersion`, `^<major>.0.0`). Same major and the range fits: it runs.
import semver from 'semver';

export const PLATFORM_PACKAGE = '@nahtlos/platform';

export interface PlatformCheck {
  compatible: boolean;
  /** Refused because the remote needs a newer platform than the loaded one (a reload or app update helps). */
  needsNewerPlatform: boolean;
  builtAgainst: string | null;
  required: string | null;
  loaded: string;
}

function platformEntry(manifest: unknown): { version?: unknown; requiredVersion?: unknown } | null {
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(shared)) return null;
  return shared.find((entry) => (entry as { name?: unknown } | null)?.name === PLATFORM_PACKAGE) ?? null;
}

/** Checks a remote's parsed mf-manifest.json against the platform `loaded` (the shell's). */
export function checkRemotePlatform(manifest: unknown, loaded: string): PlatformCheck {
  const entry = platformEntry(manifest);
  const builtAgainst = typeof entry?.version === 'string' ? entry.version : null;
  const required = typeof entry?.requiredVersion === 'string' ? entry.requiredVersion : null;
  const result = (compatible: boolean, needsNewerPlatform = false): PlatformCheck => ({ compatible, needsNewerPlatform, builtAgainst, required, loaded });
  const built = semver.valid(builtAgainst);
  if (!semver.valid(loaded) || !built) return result(false);
  if (semver.major(built) !== semver.major(loaded)) return result(false, semver.major(built) > semver.major(loaded));
  if (required === null) return result(true);
  const minimum = semver.validRange(required) ? semver.minVersion(required) : null;
  if (!minimum) return result(false);
  return semver.satisfies(loaded, required) ? result(true) : result(false, semver.gt(minimum, loaded));
}
