// May a remote run on the platform loaded in the page? (shared-kernel/platform/CHANGELOG.md) The one implementation of
// the rule, for the host (before it renders a remote) and the browser shell and the native app (before they mount one).
// A remote's mf-manifest.json names, in its `shared` entry for @nahtlos/platform, the platform it was built against
// (`version`) and the range it runs on (`requiredVersion`, `^<major>.0.0`): the same major runs (minors are additive, so
// a remote built against a newer minor runs too); another major, or a manifest without the entry, is refused.
// CommonJS, so Node (the host) and the browser bundles load it as it is. Ranges are matched by Module Federation's own
// `satisfy` (the rule its runtime matches shared versions with, and code every page already carries; semver cost 5.7 KB).
const { satisfy } = require('@module-federation/runtime-core');

const VERSION = /^(\d+)\.(\d+)\.(\d+)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
/** [major, minor, patch] of a version, or null. */
const parts = (version) => {
  const match = typeof version === 'string' ? VERSION.exec(version) : null;
  return match ? match.slice(1, 4).map(Number) : null;
};
const compare = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
/** The lowest version a range of the forms the builds write (`^2.0.0`, `~2.9.0`, `>=2.9.0`, `2.9.0`) admits. */
const minimumOf = (range) => parts(range.trim().replace(/^(\^|~|>=|=)\s*/, ''));

const PLATFORM_PACKAGE = '@nahtlos/platform';

function platformEntry(manifest) {
  const shared = manifest && typeof manifest === 'object' ? manifest.shared : null;
  if (!Array.isArray(shared)) return null;
  return shared.find((entry) => entry && entry.name === PLATFORM_PACKAGE) || null;
}

/** Checks a remote's parsed mf-manifest.json against the platform `loaded`. */
function checkRemotePlatform(manifest, loaded) {
  const entry = platformEntry(manifest);
  const builtAgainst = typeof entry?.version === 'string' ? entry.version : null;
  const required = typeof entry?.requiredVersion === 'string' ? entry.requiredVersion : null;
  const result = (compatible, needsNewerPlatform = false) => ({ compatible, needsNewerPlatform, builtAgainst, required, loaded });
  const built = parts(builtAgainst);
  const current = parts(loaded);
  if (!current || !built) return result(false);
  if (built[0] !== current[0]) return result(false, built[0] > current[0]);
  if (required === null) return result(true);
  const minimum = minimumOf(required);
  if (!minimum) return result(false);
  return satisfy(loaded, required) ? result(true) : result(false, compare(minimum, current) > 0);
}

module.exports = { PLATFORM_PACKAGE, checkRemotePlatform };
