// Effector SIDs for every unit (issue 37: the state a page was rendered with travels with it and is adopted by
// SID in the browser). effector's own babel plugin (effector/babel-plugin, shipped with effector) runs on the
// TypeScript source, before swc strips the types: a SID is a hash of the unit's name, its file relative to the
// repo root and its line and column in the source, so every build (browser, server, development, jest) of every
// app gives a unit the same SID, whatever folder the repo is checked out in and whatever swc makes of the file.
// Used as a webpack loader (this file's default export, placed after swc-loader in `use`, so it runs first) and
// by the jest transform (jestTransform.cjs).
const path = require('node:path');
const babel = require('@babel/core');

const REPO_ROOT = path.resolve(__dirname, '../..');
/** effector's plugin from the effector the apps use (the platform's, the one version of the catalog) */
const EFFECTOR_PLUGIN = require.resolve('effector/babel-plugin', { paths: [path.join(REPO_ROOT, 'shared-kernel/platform')] });

/**
 * Functions that create units and are called more than once (root-relative paths of their modules): the
 * plugin wraps each call in `withFactory`, so the units of each call get SIDs of their own (the call site's).
 */
const FACTORIES = ['./shared-kernel/platform/src/bus/contentStores', './mf-account/src/components/formModel', './mf-configurator/src/pages/Configurator/model/history'];

/** Only files that can create units are parsed by babel: those that name effector or call a factory. */
const MAY_CREATE_UNITS = new RegExp(['effector', ...FACTORIES.map((factory) => path.basename(factory))].join('|'));

function pluginOptions({ production }) {
  // addLoc off: no file paths in the bundles; names only where a developer reads them
  return { addLoc: false, addNames: !production, reactSsr: false, factories: FACTORIES };
}

/**
 * @param {string} source   the module's TypeScript/JavaScript source
 * @param {string} filename its absolute path
 * @param {{ production?: boolean, inputSourceMap?: object, sourceMaps?: boolean }} [options]
 * @returns {{ code: string, map: object | null } | null} null: nothing to do for this file
 */
function addSids(source, filename, { production = false, inputSourceMap, sourceMaps = false } = {}) {
  if (!MAY_CREATE_UNITS.test(source)) return null;
  const result = babel.transformSync(source, {
    filename,
    // the SIDs' file paths are relative to this root
    root: REPO_ROOT,
    cwd: REPO_ROOT,
    babelrc: false,
    configFile: false,
    sourceType: 'module',
    parserOpts: { plugins: /\.[cm]?ts$/.test(filename) ? ['typescript'] : ['typescript', 'jsx'] },
    plugins: [[EFFECTOR_PLUGIN, pluginOptions({ production })]],
    // the lines stay where they were: swc's source map (and a test's stack trace) still points at the source
    retainLines: true,
    inputSourceMap: inputSourceMap || undefined,
    sourceMaps,
  });
  return { code: result.code, map: result.map ?? null };
}

/** webpack loader: `use: [swc-loader, effectorSids]` (loaders run right to left: the SIDs first). */
module.exports = function effectorSidsLoader(source, inputSourceMap) {
  const { production = false } = this.getOptions() || {};
  const result = addSids(source, this.resourcePath, { production, inputSourceMap, sourceMaps: this.sourceMap });
  if (!result) return this.callback(null, source, inputSourceMap);
  return this.callback(null, result.code, result.map ?? undefined);
};
module.exports.addSids = addSids;
module.exports.REPO_ROOT = REPO_ROOT;
module.exports.FACTORIES = FACTORIES;
