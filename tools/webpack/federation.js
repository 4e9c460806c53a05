// @ts-check
/**
 * One webpack config factory for the shell (host) and every remote, so all containers share
 * the same loaders, aliases and — above all — the same shared-singleton table. It composes:
 *
 *   shared-modules.js                the shared table (singletons, strict stateful modules, versions)
 *   chunks.js                        MUI and @hackathon/ui chunk naming (splitChunks cache groups)
 *   preload-first-render-plugin.js   the host's preload links for its first render
 *   public-folder.js                 <project>/public copied into the output (copy-webpack-plugin)
 *
 *   createConfig({ name, projectDir, exposes?, isHost?, devPort? }) -> webpack Configuration
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { chunkCacheGroups, muiChunkOfSubpath } = require('./chunks');
const { PreloadFirstRenderPlugin } = require('./preload-first-render-plugin');
const { copyPublicFolder } = require('./public-folder');
const { devanagariFonts } = require('./fonts');
const { sharedConfig, statefulUiFiles, statefulVersion, SHARED_LIBS, STATEFUL_LIBS } = require('./shared-modules');
const { WORKSPACE_ROOT, LIBS, libSource } = require('./workspace');

/** The mode webpack runs in: createConfig gets no argv, so it reads the command line, then the environment. */
function resolveMode() {
  const argv = process.argv;
  const flag = argv.findIndex((arg) => arg === '--mode' || arg.startsWith('--mode='));
  if (flag >= 0) {
    const value = argv[flag].includes('=') ? argv[flag].split('=')[1] : argv[flag + 1];
    if (value === 'production' || value === 'development') return value;
  }
  if (process.env.WEBPACK_MODE === 'development' || process.env.NODE_ENV === 'development') return 'development';
  return process.env.NODE_ENV === 'test' ? 'development' : 'production';
}

/** The page of a project without public/index.html (a remote's standalone page). @param {string} title */
const DEFAULT_HTML = (title) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * One federation runtime in the page: the host provides its runtime core to the remotes, which
 * leave theirs out (about 25 KB brotli per remote entry). A production remote therefore needs a
 * host; a development build keeps its own runtime, so a remote still runs standalone (npm run dev).
 * @param {{ isHost: boolean, isProduction: boolean }} options
 */
function federationRuntimeSharing({ isHost, isProduction }) {
  if (isHost) return {};
  return isProduction ? { externalRuntime: true } : {};
}

/**
 * The host's side of federationRuntimeSharing: the runtime plugin that publishes its runtime core
 * (what `experiments.provideExternalRuntime` adds, but by its ES module file: the option resolves
 * the CommonJS build, which bundled a second, CommonJS copy of the runtime core, +10 KB brotli).
 * @param {boolean} isHost
 * @returns {string[]}
 */
function runtimeCoreProviderPlugins(isHost) {
  if (!isHost) return [];
  // require.resolve gives the CommonJS file (dist/index.cjs); its ES module sits beside it
  const commonJs = require.resolve('@module-federation/inject-external-runtime-core-plugin');
  return [path.join(path.dirname(commonJs), 'index.js')];
}

/** Text files worth compressing; images, PDFs and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;

/**
 * swc's minifier instead of webpack's default Terser: the same plugin webpack uses, told to call swc.
 * Measured on 2 cores: the shell's build 160 s -> 44 s, the landing page's first JavaScript within
 * 1 KB of Terser's (ADR 0009). Licence comments still go to *.LICENSE.txt, as with the default.
 */
function swcMinimizer() {
  return new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify, options: { compress: { passes: 2 }, mangle: true } } });
}

/** Brotli at its best (built once, served many times), gzip for clients without brotli. */
function precompressPlugins() {
  return [
    new CompressionPlugin({ test: COMPRESSIBLE, algorithm: 'gzip', filename: '[path][base].gz', threshold: 1024, minRatio: 0.9 }),
    new CompressionPlugin({
      test: COMPRESSIBLE,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
      threshold: 1024,
      minRatio: 0.9,
    }),
  ];
}

/**
 * @param {{
 *   name: string,
 *   projectDir: string,
 *   exposes?: Record<string, string>,
 *   isHost?: boolean,
 *   devPort?: number,
 * }} options
 * @returns {import('webpack').Configuration & { devServer?: Record<string, unknown> }}
 */
function createConfig({ name, projectDir, exposes = {}, isHost = false, devPort }) {
  if (!/^[A-Za-z_$][\w$]*$/.test(name)) {
    throw new Error(`Federation container name "${name}" must be an identifier (use mfe_public, not mfe-public).`);
  }
  const mode = resolveMode();
  const isProduction = mode === 'production';
  const publicDir = path.join(projectDir, 'public');
  const htmlTemplate = path.join(publicDir, 'index.html');
  const title = isHost ? 'National School AI & ML Hackathon' : `${name} (standalone)`;

  /** @type {Record<string, string>} */
  const alias = {};
  for (const lib of LIBS) alias[`@hackathon/${lib}`] = libSource(lib);

  const config = {
    name,
    mode,
    context: projectDir,
    entry: { main: path.join(projectDir, 'src/index.ts') },
    output: {
      path: path.join(projectDir, 'dist'),
      publicPath: 'auto',
      uniqueName: name,
      filename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: isProduction ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]',
      clean: true,
    },
    devtool: isProduction ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias,
      // the workspace's packages, also for projects built from outside the tree
      modules: ['node_modules', path.join(WORKSPACE_ROOT, 'node_modules')],
    },
    resolveLoader: { modules: ['node_modules', path.join(WORKSPACE_ROOT, 'node_modules')] },
    module: {
      rules: [
        // ESM packages written without file extensions in their imports
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
        // @hackathon/contracts is constants and pure functions: webpack may leave out the files a
        // chunk does not use (the landing page needs the event, not every call table and message)
        { include: libSource('contracts'), sideEffects: false },
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          // loaders run last to first: MUI barrel imports become per-component imports, then swc compiles
          use: [
            {
              loader: 'swc-loader',
              options: {
                jsc: {
                  target: 'es2020',
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !isProduction, refresh: false } },
                },
              },
            },
            { loader: path.join(__dirname, 'mui-imports-loader.js') },
            // @hackathon/ui barrel imports become per-file requests (./ui-imports.js)
            { loader: path.join(__dirname, 'ui-imports-loader.js') },
          ],
        },
        { test: /\.(png|jpe?g|gif|svg|webp|ico|pdf|mp4|webm|woff2?)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        remotes: {},
        shared: sharedConfig({ projectDir, isHost }),
        // a host never waits for every remote's entry to pick shared versions; the first loaded wins
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        experiments: federationRuntimeSharing({ isHost, isProduction }),
        runtimePlugins: runtimeCoreProviderPlugins(isHost),
      }),
      new HtmlWebpackPlugin({
        chunks: ['main'],
        // client-side routes like /registration/42 must still load /main.js, not /registration/main.js
        publicPath: '/',
        ...(fs.existsSync(htmlTemplate) ? { template: htmlTemplate } : { templateContent: DEFAULT_HTML(title) }),
      }),
      copyPublicFolder(publicDir),
      ...(isHost ? [devanagariFonts()] : []),
      ...(isHost && isProduction ? [new PreloadFirstRenderPlugin()] : []),
      // .br and .gz beside each text file, served by api/src/web/static-web.ts (and any CDN that can)
      ...(isProduction ? precompressPlugins() : []),
    ],
    optimization: {
      minimizer: [swcMinimizer()],
      // keeps the federation runtime and shared chunks deterministic across builds
      moduleIds: isProduction ? 'deterministic' : 'named',
      chunkIds: isProduction ? 'deterministic' : 'named',
      // mui / mui-public / mui-dashboards and ui / ui-dashboards chunks (./chunks.js)
      splitChunks: { cacheGroups: chunkCacheGroups() },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };

  if (devPort) {
    // honoured by webpack-dev-server when a developer runs it; ignored by plain builds
    return Object.assign(config, {
      devServer: {
        port: devPort,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: fs.existsSync(publicDir) ? { directory: publicDir } : false,
        proxy: isHost ? [{ context: ['/api', '/remotes.json', '/remotes'], target: 'http://localhost:3000' }] : undefined,
      },
    });
  }
  return config;
}

module.exports = { createConfig, sharedConfig, statefulUiFiles, statefulVersion, muiChunkOfSubpath, SHARED_LIBS, STATEFUL_LIBS, WORKSPACE_ROOT };
