// A Web Worker as a file of an app's build: compiled by a webpack compilation of its own before the app's. A worker
// entry inside the app's compilation fails beside the federation runtime, which injects itself into every entry.
// webpack (not esbuild) because it tree-shakes like the app's build (the content-check worker's zod: 15 KB gz against
// esbuild's 54 KB). The file is content-hashed (`<name>.<hash8>.js`: the service worker caches it like every chunk)
// and one file: lazy import()s become part of it. Which app builds which worker: appWorkers.cjs.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { APP_WORKERS } = require('./appWorkers.cjs');

/**
 * @param {{ swcRule: object, minimizer: object[] }} build the app's transpilation and minifier
 * @param {{ name: string, source: string }} worker its file's name before the hash, its entry module
 */
function workerConfig({ swcRule, minimizer }, { name, source }, outputPath) {
  return {
    mode: 'production',
    target: 'webworker',
    devtool: false,
    context: __dirname,
    entry: source,
    output: { path: outputPath, filename: `${name}.[contenthash:8].js`, iife: true },
    resolve: { extensions: ['.ts', '.mjs', '.js'] },
    module: { rules: [swcRule] },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimizer },
    performance: { hints: false },
  };
}

/**
 * Compiles one worker; resolves to its file name (`<name>.<hash8>.js`) and code.
 * @returns {Promise<{ file: string, code: string }>}
 */
function buildWorkerBundle(build, worker) {
  const outputPath = fs.mkdtempSync(path.join(os.tmpdir(), `nahtlos-${worker.name}-`));
  return new Promise((resolve, reject) => {
    webpack(workerConfig(build, worker, outputPath), (error, stats) => {
      if (error || stats.hasErrors()) {
        fs.rmSync(outputPath, { recursive: true, force: true });
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

/**
 * Compiles the workers `app` carries (appWorkers.cjs).
 * @param {{ name: string, dir: string, role: 'host' | 'remote' }} app
 * @param {{ swcRule: object, minimizer: object[] }} build the app's transpilation and minifier
 * @returns {Promise<{ constant: string, file: string, code: string }[]>}
 */
function buildAppWorkers(app, build) {
  const carried = APP_WORKERS.filter((worker) => worker.builtFor(app));
  return Promise.all(carried.map(async (worker) => ({ constant: worker.constant, ...(await buildWorkerBundle(build, { name: worker.name, source: worker.sourceFor(app) })) })));
}

/** Emits built workers into the app's output (beside its chunks, so they share its public path). */
class WorkerBundlesPlugin {
  /** @param {{ file: string, code: string }[]} workers */
  constructor(workers) {
    this.workers = workers;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('WorkerBundlesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'WorkerBundlesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const { file, code } of this.workers) compilation.emitAsset(file, new webpack.sources.RawSource(code));
      });
    });
  }
}

module.exports = { buildAppWorkers, buildWorkerBundle, WorkerBundlesPlugin };
