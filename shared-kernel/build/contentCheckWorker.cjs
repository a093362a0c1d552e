// The platform's content-check worker (shared-kernel/platform/src/services/content/contentCheck.worker.ts: zod and the
// contract's content schemas, off the page's main thread) as a file of the host's build. Compiled by a webpack
// compilation of its own before the host's: a worker entry inside the host's compilation fails beside the federation
// runtime, which injects itself into every entry. webpack (not esbuild) because it tree-shakes zod's `z` namespace:
// 15 KB gz against esbuild's 54 KB. The file is content-hashed, precached by the service worker and cached forever like
// every chunk; the platform learns its name from the constant __CONTENT_CHECK_WORKER__ (null in remotes and in
// development: the page checks content itself).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');

const WORKER_SOURCE = path.join(__dirname, '../platform/src/services/content/contentCheck.worker.ts');

/** @param {{ swcRule: object, minimizer: object[] }} build the host's transpilation and minifier */
function workerConfig({ swcRule, minimizer }, outputPath) {
  return {
    mode: 'production',
    target: 'webworker',
    devtool: false,
    context: __dirname,
    entry: WORKER_SOURCE,
    output: { path: outputPath, filename: 'content-check.[contenthash:8].js', iife: true },
    resolve: { extensions: ['.ts', '.mjs', '.js'] },
    module: { rules: [swcRule] },
    // one file: the contract's lazy import() becomes part of it
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimizer },
    performance: { hints: false },
  };
}

/** Compiles the worker; resolves to its file name (`content-check.<hash8>.js`) and code. */
function buildContentCheckWorker(build) {
  const outputPath = fs.mkdtempSync(path.join(os.tmpdir(), 'nahtlos-content-check-'));
  return new Promise((resolve, reject) => {
    webpack(workerConfig(build, outputPath), (error, stats) => {
      if (error || stats.hasErrors()) {
        reject(error ?? new Error(stats.toString({ all: false, errors: true })));
        return;
      }
      const [file] = fs.readdirSync(outputPath).filter((name) => name.endsWith('.js'));
      const code = fs.readFileSync(path.join(outputPath, file), 'utf8');
      fs.rmSync(outputPath, { recursive: true, force: true });
      resolve({ file, code });
    });
  });
}

/** Emits the built worker into the host's output. */
class ContentCheckWorkerPlugin {
  /** @param {{ file: string, code: string }} worker */
  constructor(worker) {
    this.worker = worker;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ContentCheckWorkerPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ContentCheckWorkerPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(this.worker.file, new webpack.sources.RawSource(this.worker.code));
      });
    });
  }
}

module.exports = { buildContentCheckWorker, ContentCheckWorkerPlugin };
