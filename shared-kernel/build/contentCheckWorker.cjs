// The platform's content-check worker (shared-kernel/platform/src/services/content/contentCheck.worker.ts: zod and the
// contract's content schemas, off the page's main thread) as a file of the host's build. Bundled by esbuild, not as a
// webpack worker entry: the federation runtime injects itself into every entry and cannot name a worker's chunk. The
// file is content-hashed (cached forever by the host and the service worker like every chunk); the platform learns its
// name from the constant __CONTENT_CHECK_WORKER__ (null in remotes and in development: the page checks content itself).
const crypto = require('node:crypto');
const path = require('node:path');
const esbuild = require('esbuild');
const { sources, Compilation } = require('webpack');

const WORKER_SOURCE = path.join(__dirname, '../platform/src/services/content/contentCheck.worker.ts');

/** The worker's bundle and its file name, `content-check.<hash8>.js`. */
function buildContentCheckWorker() {
  const { outputFiles } = esbuild.buildSync({
    entryPoints: [WORKER_SOURCE],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    write: false,
    logLevel: 'error',
  });
  const code = outputFiles[0].text;
  return { file: `content-check.${crypto.createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`, code };
}

/** Emits the built worker into the compilation's output. */
class ContentCheckWorkerPlugin {
  /** @param {{ file: string, code: string }} worker */
  constructor(worker) {
    this.worker = worker;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ContentCheckWorkerPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ContentCheckWorkerPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(this.worker.file, new sources.RawSource(this.worker.code));
      });
    });
  }
}

module.exports = { buildContentCheckWorker, ContentCheckWorkerPlugin };
