// May a remote run on the platform loaded in the page? (shared-kernel/platform/CHANGELOG.md) The one implementation of
// the rule, for the host (before it renders a remote) and the browser shell and the native app (before they mount one).
// A remote's mf-manifest.json names, in its `shared` entry for @nahtlos/platform, the platform it was built against
// (`version`) and the range it runs on (`requiredVersion`, `^<major>.0.0`): the same major runs (minors are additive, so
// a remote built against a newer minor runs too); another major, or a manifest without the entry, is refused.
// CommonJS with semver's single functions: Node (the host) and the browser bundles load it as it is.
const major = require('semver/functions/major');
const minVersion = require('semver/ranges/min-version');
const satisfies = require('semver/functions/satisfies');
const valid = require('semver/functions/valid');
const validRange = require('semver/ranges/valid');
const gt = require('semver/functions/gt');

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
  const built = valid(builtAgainst);
  if (!valid(loaded) || !built) return result(false);
  if (major(built) !== major(loaded)) return result(false, major(built) > major(loaded));
  if (required === null) return result(true);
  const minimum = validRange(required) ? minVersion(required) : null;
  if (!minimum) return result(false);
  return satisfies(loaded, required) ? result(true) : result(false, gt(minimum, loaded));
}

module.exports = { PLATFORM_PACKAGE, checkRemotePlatform };
