// The build contract every app shares: one webpack config factory, so the shared singletons,
// transpilation and output conventions cannot drift between the shell and the remotes.
const path = require('node:path');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { DefinePlugin, NormalModuleReplacementPlugin } = require('webpack');
const { workerConstants } = require('./appWorkers.cjs');
const { buildAppWorkers, WorkerBundlesPlugin } = require('./workerBundle.cjs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PreloadBootChunksPlugin } = require('./preloadBootChunks.cjs');
const { StartAfterFirstPaintPlugin } = require('./startAfterFirstPaint.cjs');
const { EagerCompileHintPlugin } = require('./compileHints.cjs');
const { OfflineFilesPlugin } = require('./offlineFiles.cjs');
const { api, portOf, remoteNamed } = require('./apps.cjs');

/** Paths the provider server answers; proxied same-origin in every dev server. */
const API_PATHS = ['/api', '/auth', '/logout', '/digital-products', '/media', '/dev'];
const API_TARGET = process.env.API_URL || `http://127.0.0.1:${portOf(api)}`;

/**
 * Where an app's libraries are found: its own folder, then its platform's (the router and effector come with the
 * platform), then its kit's (single-spa-react comes with @nahtlos/ui). Resolved from there, not from this file: a copy
 * of an app elsewhere (e2e's variant builds) and a build started without pnpm's NODE_PATH find the same packages.
 */
function resolveForApp(dir, request) {
  const platformDir = path.dirname(require.resolve('@nahtlos/platform/package.json', { paths: [dir] }));
  const uiDir = path.dirname(require.resolve('@nahtlos/ui/package.json', { paths: [dir] }));
  return require.resolve(request, { paths: [dir, platformDir, uiDir] });
}

/**
 * effector-react and wouter import the `use-sync-external-store` shims, which carry a copy of the hook for React < 18. React 19
 * has it built in: the package's non-shim entries use React's own (0.2 KB gz less on every page).
 */
function syncExternalStoreAliases(dir) {
  const packageDir = path.dirname(require.resolve('use-sync-external-store/package.json', { paths: [resolveForApp(dir, 'effector-react')] }));
  return {
    'use-sync-external-store/shim/index.js$': path.join(packageDir, 'index.js'),
    'use-sync-external-store/shim/with-selector.js$': path.join(packageDir, 'with-selector.js'),
  };
}

/**
 * The host's boot chunks: the start's own code in one file, its libraries in two (below). The host evaluates the start in
 * steps (shell/src/index.ts: the platform's services with the bus, the platform, the root config, the frame, and on an
 * app route the remote application), each an `import()` in a task of its own; they all find their modules in one
 * chunk. Over HTTP/1.1 (six connections a host, shared with the page's first images) every further file waited for a
 * free connection and then a round trip: as five files the start's code kept the renderer's file off the line until
 * ~0.4 s later on slow 4G. Chunks a start only sometimes needs (the native app's remotes, the services' implementation,
 * the camera) stay lazy: their groups start from elsewhere.
 */
function hostBootChunkSplit(entryFile) {
  const startsAtBoot = (group) =>
    group.name === 'platform-kernel' ||
    group.name === 'remote-application' ||
    group.origins.some((origin) => origin.module?.resource === entryFile || (origin.module?.type === 'provide-module' && origin.module._name === '@nahtlos/platform'));
  const loadsAtBoot = (module, chunkGraph) => [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => [...chunk.groupsIterable].some(startsAtBoot));
  return {
    cacheGroups: {
      // The libraries every page starts with, in two files rather than one per package (nine files queued behind each
      // other). The platform, the root config and the layout need only the first (effector, single-spa, React's core);
      // React's DOM renderer (more than half the bytes) is the second, needed first when an application mounts. The
      // first arrives sooner on a shared link, so the start runs while the renderer is still on its way.
      bootLibraries: {
        test: /[\\/]node_modules[\\/](react|effector|effector-react|use-sync-external-store|single-spa|single-spa-layout|wouter|regexparam)[\\/]/,
        chunks: 'async',
        name: 'boot-libraries',
        priority: 10,
        enforce: true,
      },
      renderLibraries: {
        test: /[\\/]node_modules[\\/](react-dom|scheduler|single-spa-react)[\\/]/,
        chunks: 'async',
        name: 'render-libraries',
        priority: 10,
        enforce: true,
      },
      boot: {
        // source files and their CSS; not the federation's own modules (a consumed or provided shared module stays where
        // the runtime's share mapping expects it)
        test: (module, { chunkGraph }) => (module.resource !== undefined || module.type === 'css/mini-extract') && loadsAtBoot(module, chunkGraph),
        chunks: 'async',
        name: 'boot',
        enforce: true,
      },
    },
  };
}

/**
 * jsPDF (the configurator's 'Zuschnittplan als PDF') imports these lazily only for its `html()` and canvas-SVG
 * renderers, which the app never calls: without the aliases each would be a chunk kept for offline use for nothing.
 */
function unusedPdfRenderers() {
  return { html2canvas: false, canvg: false, dompurify: false };
}

/**
 * The host provides the federation runtime to the remotes (experiments.provideExternalRuntime). The
 * injecting plugin imports the runtime's ESM build, the bundler runtime requires its CJS build: point
 * both at the ESM build so the page carries one copy (else +22 KB gz).
 */
function federationRuntimeAliases() {
  const enhancedDir = path.dirname(require.resolve('@module-federation/enhanced/webpack', { paths: [__dirname] }));
  const esmEntry = (name) => {
    const main = require.resolve(name, { paths: [enhancedDir] });
    return path.join(main.slice(0, main.lastIndexOf(`${path.sep}dist${path.sep}`)), 'dist/index.js');
  };
  return { '@module-federation/runtime-core$': esmEntry('@module-federation/runtime-core'), '@module-federation/sdk$': esmEntry('@module-federation/sdk') };
}

/**
 * The web's service worker (the host's production build only): Workbox's InjectManifest compiles
 * `src/serviceWorker.ts` into `sw.js` and precaches index.html (the offline fallback of every navigation)
 * and the content-check worker (a page that starts it before the service worker controls it fetches it past
 * the worker); everything else is cached at run time by the worker's routes. The plugin is a devDependency
 * of the host, so it is resolved from there.
 */
function serviceWorkerPlugin(dir) {
  const { InjectManifest } = require(require.resolve('workbox-webpack-plugin', { paths: [dir] }));
  return new InjectManifest({
    swSrc: path.join(dir, 'src/serviceWorker.ts'),
    swDest: 'sw.js',
    include: [/^index\.html$/, /^content-check\.[0-9a-f]{8}\.js$/],
    // a content-hashed name is its own revision: cached under its own URL
    dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.js$/,
  });
}

/**
 * Every served text file also as `.br` (quality 11) and `.gz` (level 9) beside it, made once at build time: the
 * static hosts serve those (`preCompressed`, host/src/server.ts) instead of compressing each request
 * at a middle quality. Smaller on the wire, and no compression work on the host while a first visit loads (on a
 * two-core host that work ran beside the browser's). Source maps stay as they are (only developers load them).
 */
function precompressedCopies() {
  const test = /\.(js|css|html|json|svg)$/;
  const common = { test, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

function exactVersion(dir, name) {
  return require(resolveForApp(dir, `${name}/package.json`)).version;
}

/** The platform package an app is built against, resolved from the app's folder. */
function platformPackageOf(dir) {
  return require(require.resolve('@nahtlos/platform/package.json', { paths: [dir] }));
}

/**
 * Libraries that must exist once per page. The router is not listed: apps import it from the
 * platform (`import { Link } from '@nahtlos/platform'`), so it is one copy inside the platform
 * singleton and tree-shaken to what we use (a shared module is never tree-shaken). Versions come from the workspace catalog, so every
 * app declares the same; `requiredVersion` is exact for effector (two copies fail silently).
 */
function sharedSingletons(dir) {
  const platform = platformPackageOf(dir);
  const singleton = (name, extra = {}) => ({ singleton: true, requiredVersion: `^${exactVersion(dir, name)}`, ...extra });
  const exact = (name) => ({ singleton: true, requiredVersion: exactVersion(dir, name) });
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom'),
    effector: exact('effector'),
    'effector-react': exact('effector-react'),
    // the kit's lifecycles (@nahtlos/ui createSpaLifecycles) wrap every app with it: one copy, the shell's
    'single-spa-react': singleton('single-spa-react'),
    // `version` is the platform the app was built against, `requiredVersion` what it runs on: the same
    // major (minors are additive, see shared-kernel/platform/CHANGELOG.md). Both are in the remote's
    // mf-manifest.json, where the shell checks them before it mounts the remote.
    '@nahtlos/platform': {
      singleton: true,
      version: platform.version,
      requiredVersion: `^${platform.version.split('.')[0]}.0.0`,
    },
  };
}

/**
 * How the apps' TypeScript is compiled, in every build (browser, server, workers): effector's SIDs are added to the
 * source first (effectorSids.cjs: the same SIDs in every build of every app), then swc strips the types and JSX
 * (loaders run right to left).
 * @param {{ production: boolean }} options
 */
function scriptRules({ production }) {
  return [
    {
      test: /\.[cm]?tsx?$/,
      exclude: /node_modules/,
      use: [
        {
          loader: require.resolve('swc-loader'),
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
              target: 'es2020',
            },
          },
        },
        { loader: require.resolve('./effectorSids.cjs'), options: { production } },
      ],
    },
  ];
}

/**
 * @param {object} app
 * @param {string} app.name       Module Federation name (unique, also the webpack uniqueName)
 * @param {string} app.dir        the app's folder (__dirname of its webpack.config.js)
 * @param {number} app.port       dev-server port
 * @param {'host'|'remote'} app.role
 * @param {Record<string,string>} [app.exposes]
 * @param {string} [app.title]    standalone page title
 */
function createAppConfig({ name, dir, port, role, exposes = {}, title = 'Nahtlos' }) {
  return async (_env, argv = {}) => {
    const production = argv.mode !== 'development';
    const [swcRule] = scriptRules({ production });
    const minimizer = [
      new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 }, mangle: true, ecma: 2020 } }),
      // the stylesheets too (a page inlines its route's: ~25 % fewer bytes on the wire); lightningcss, without targets:
      // the CSS stays as written (no prefixes or lowering), only smaller
      new CssMinimizerPlugin({ minify: CssMinimizerPlugin.lightningCssMinify }),
    ];
    // Production CSS (the kit's, the frame's, an app's pages') is a stylesheet file per chunk, loaded with that
    // chunk and applied before its modules run (mini-css-extract-plugin's chunk loading waits for it), not a string
    // in the chunk's JS that style-loader injects: less JS to download, parse and run before a page starts
    // (issue 15's budgets), and the browser parses CSS as CSS. A remote's CSS files sit beside its chunks and
    // load from the same origin. Development keeps style-loader (hot reloading).
    const extractCss = production;
    // a production build carries its app's workers (appWorkers.cjs: the host's content check, the profile's stash matcher)
    const workers = production ? await buildAppWorkers({ name, dir, role }, { swcRule, minimizer }) : [];
    const constants = {
      __APP_BUILD__: JSON.stringify(process.env.NAHTLOS_BUILD || 'lokal'),
      ...workerConstants(workers),
      // the host's production build registers the service worker (never the dev server)
      __SERVICE_WORKER__: JSON.stringify(production && role === 'host'),
    };
    return {
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      context: dir,
      entry: { main: path.join(dir, 'src/index.ts') },
      output: {
        path: path.join(dir, 'dist'),
        // the host serves deep links, so its chunks resolve from '/'; remotes from wherever they live
        publicPath: role === 'host' ? '/' : 'auto',
        uniqueName: name,
        // entry files keep stable names (remoteEntry.js is referenced by the manifest; the federation
        // runtime cannot hash them); every other chunk is content-hashed and cached forever
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        // dist/server is the server entry's build (createServerConfig), which cleans it itself
        clean: { keep: /^server[\\/]/ },
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'], alias: { ...syncExternalStoreAliases(dir), ...unusedPdfRenderers(), ...(production && role === 'host' ? federationRuntimeAliases() : {}) } },
      module: {
        rules: [
          swcRule,
          {
            test: /\.css$/,
            use: [
              extractCss ? MiniCssExtractPlugin.loader : require.resolve('style-loader'),
              { loader: require.resolve('css-loader'), options: { sourceMap: false } },
            ],
          },
        ],
      },
      plugins: [
        ...(extractCss ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' })] : []),
        // a build label (e.g. a release or commit id) each app can show; set NAHTLOS_BUILD when building
        new DefinePlugin(constants),
        new ModuleFederationPlugin({
          name,
          ...(role === 'remote' ? { filename: 'remoteEntry.js', exposes, manifest: true } : { remotes: {}, manifest: false }),
          shared: sharedSingletons(dir),
          shareStrategy: 'loaded-first',
          dts: false,
          experiments: {
            // browser only: leaves the runtime's Node.js loading code out of the bundle
            optimization: { target: 'web' },
            // production: one federation runtime for the page, the host provides it and remotes use it (~16 KB gz
            // less each). Development keeps a runtime in every remote so each also runs standalone.
            ...(production ? (role === 'host' ? { provideExternalRuntime: true } : { externalRuntime: true }) : {}),
          },
        }),
        new HtmlWebpackPlugin({
          template: role === 'host' ? path.join(dir, 'src/index.html') : path.join(__dirname, 'standalone.html'),
          title,
          // the host's template places the script and the boot chunks' preloads itself (first in the head)
          inject: role === 'host' ? false : 'body',
          hash: production, // cache-busts the stable-named entry script
        }),
        ...(workers.length ? [new WorkerBundlesPlugin(workers)] : []),
        ...(production ? [new EagerCompileHintPlugin()] : []),
        ...(role === 'host' && production ? [new StartAfterFirstPaintPlugin(), new PreloadBootChunksPlugin(), serviceWorkerPlugin(dir)] : []),
        // what the shell's service worker keeps of a remote before its pages are first opened (offlineFiles.cjs)
        ...(role === 'remote' && production ? [new OfflineFilesPlugin({ containerName: name, extraFiles: workers.map((worker) => worker.file) })] : []),
        ...(production ? precompressedCopies() : []),
      ],
      optimization: { minimizer, ...(production && role === 'host' ? { splitChunks: hostBootChunkSplit(path.join(dir, 'src/index.ts')) } : {}) },
      performance: { hints: false },
      devServer: {
        port,
        host: '127.0.0.1',
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: API_PATHS, target: API_TARGET, changeOrigin: false }],
        client: { overlay: false },
        // the host's dev server answers /remotes.json from REMOTES_JSON (`pnpm dev` sets it when a PORT_*
        // moves a remote) or the shell's deploy-time file
        ...(role === 'host'
          ? {
              setupMiddlewares: (middlewares) => {
                middlewares.unshift({
                  name: 'remotes-json',
                  path: '/remotes.json',
                  middleware: (_req, res) => res.type('json').send(require('node:fs').readFileSync(process.env.REMOTES_JSON || path.join(dir, 'remotes.json'))),
                });
                return middlewares;
              },
            }
          : {}),
      },
    };
  };
}

/**
 * An app's server entry: a Module Federation container for Node (`dist/server/remoteEntry.js` and its chunks), exposing
 * `./server` (src/server.tsx: `serverRender` and `platformVersion`), loaded by the host at run time over HTTP with
 * @module-federation/enhanced/runtime (`createInstance`, `loadRemote('<name>/server')`; the container's chunks load
 * from beside its remoteEntry.js through @module-federation/node's runtime plugin, built into the container: it needs
 * webpack's runtime and does not run in the host itself). Nothing is shared (each container carries its own
 * React, effector and platform); the script rules are the browser build's, so a unit has the same SID in both.
 * CSS imports are nothing here: the host links the browser build's CSS files.
 * @param {object} app
 * @param {string} app.name  the container's name (the app's Module Federation name)
 * @param {string} app.dir   the app's folder
 * @param {Record<string,string>} [app.exposes]
 */
function createServerConfig({ name, dir, exposes = { './server': './src/server.tsx' } }) {
  return {
    name: `${name}:server`,
    mode: 'production',
    target: 'async-node',
    devtool: false,
    context: dir,
    // the container entry (remoteEntry.js) is the only entry
    entry: {},
    output: {
      path: path.join(dir, 'dist/server'),
      // '' and not 'auto' (webpack's 'auto' reads the page's script element and throws in Node): the node runtime
      // plugin then loads the chunks from beside the remoteEntry.js URL the host registered (its "auto")
      publicPath: '',
      uniqueName: `${name}_server`,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'], alias: syncExternalStoreAliases(dir) },
    module: { rules: scriptRules({ production: true }) },
    plugins: [
      new NormalModuleReplacementPlugin(/\.css$/, require.resolve('./style-stub.cjs')),
      new DefinePlugin({
        __APP_BUILD__: JSON.stringify(process.env.NAHTLOS_BUILD || 'lokal'),
        ...workerConstants(),
        __SERVICE_WORKER__: JSON.stringify(false),
      }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        library: { type: 'commonjs-module', name },
        exposes,
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        shared: {},
        dts: false,
        manifest: false,
      }),
    ],
    // read by people in the host's logs: not minified
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/**
 * An app's builds: the browser's (createAppConfig) and, in production, its server entry's beside it (the browser
 * build's clean keeps dist/server). The dev server builds the browser's only.
 * @param {Parameters<typeof createAppConfig>[0]} app
 */
function createAppConfigs(app) {
  const browser = createAppConfig(app);
  return async (env = {}, argv = {}) => {
    if (env.WEBPACK_SERVE || argv.mode === 'development') return browser(env, argv);
    return [await browser(env, argv), createServerConfig({ name: app.name, dir: app.dir })];
  };
}

/**
 * A remote's builds: its name and dev-server port from the apps manifest (apps.json; its port variable moves it), its
 * one exposed module './spa' (src/spa.tsx).
 * @param {{ remote: string, dir: string, title: string }} remote
 */
function createRemoteConfigs({ remote, dir, title }) {
  const app = remoteNamed(remote);
  return createAppConfigs({ name: app.name, dir, port: portOf(app), role: 'remote', title, exposes: { './spa': './src/spa.tsx' } });
}

module.exports = { createAppConfig, createAppConfigs, createRemoteConfigs, createServerConfig, sharedSingletons, scriptRules, API_PATHS };
