// A remote's files that its pages need to run, written beside its mf-manifest.json as `offline-files.json`
// ({ "files": [...] }, relative to that folder). After one online visit the shell's page hands them to the service
// worker (shell/src/keepForOffline.ts), so a tab whose remote was never opened still renders offline.
// The files are remoteEntry.js and the chunks of the exposes and of everything they import lazily (the
// configurator's drawing code), but not the remote's copies of the shared modules nor their lazy chunks: the host
// provides react, effector and the platform, so those never load from a remote (about 130 KB gz per remote). Files the
// compilation did not make itself are named by `extraFiles` (the remote's workers, appWorkers.cjs).
const { Compilation, sources } = require('webpack');

const NAME = 'OfflineFilesPlugin';
const OFFLINE_FILES = 'offline-files.json';
/** Module types of Module Federation's sharing: a chunk group loaded only by them holds a shared module's own copy. */
const SHARED_MODULE_TYPES = new Set(['consume-shared-module', 'provide-module']);

class OfflineFilesPlugin {
  /**
   * @param {{ containerName: string, extraFiles?: string[] }} options the remote's federation name (its container entry,
   * remoteEntry.js) and files beside its chunks its pages load too
   */
  constructor({ containerName, extraFiles = [] }) {
    this.containerName = containerName;
    this.extraFiles = extraFiles;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const container = compilation.entrypoints.get(this.containerName);
        if (!container) throw new Error(`${NAME}: no container entry ${this.containerName}`);
        const files = [...new Set([...offlineFilesFrom(container), ...this.extraFiles])].sort();
        compilation.emitAsset(OFFLINE_FILES, new sources.RawSource(`${JSON.stringify({ files })}\n`));
      });
    });
  }
}

/** JS and CSS files of `entry` and of the chunk groups loaded from it, except those only the sharing loads. */
function offlineFilesFrom(entry) {
  const files = new Set();
  const seen = new Set();
  const visit = (group) => {
    if (seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
    for (const child of group.childrenIterable) if (!loadedOnlyBySharing(child)) visit(child);
  };
  visit(entry);
  return [...files].sort();
}

const loadedOnlyBySharing = (group) => group.origins.length > 0 && group.origins.every((origin) => SHARED_MODULE_TYPES.has(origin.module?.type));

module.exports = { OfflineFilesPlugin, OFFLINE_FILES };
