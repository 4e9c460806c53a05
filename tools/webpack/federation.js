// @ts-check
/**
 * One webpack config factory for the shell (host) and every remote, so all containers share
 * the same loaders, aliases and — above all — the same shared-singleton table.
 *
 *   createConfig({ name, projectDir, exposes?, isHost?, devPort? }) -> webpack Configuration
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedCodeCacheGroups } = require('./portal/chunks');
const { swcImportPlugins } = require('./portal/import-rules');
const { PreloadFirstRenderPlugin } = require('./portal/preload-plugin');
const { sharedConfig } = require('./portal/shared');
const { WORKSPACE_ROOT } = require('./portal/sources');

/** Workspace libraries, resolved from source (tsconfig paths mirror these). */
const LIBS = ['contracts', 'api-client', 'ui', 'session'];

/** @param {string} lib */
function libSource(lib) {
  return path.join(WORKSPACE_ROOT, 'libs', lib, 'src');
}

/**
 * The build's mode, from webpack-cli's `--mode` or the environment. webpack hands `argv.mode` only
 * to a config exported as a function; the apps export createConfig's object (and mfe-school's
 * server build reads its `mode`), so the factory reads the flag itself.
 * @returns {'production' | 'development'}
 */
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

/**
 * What of `<project>/public` the build copies: all but the root index.html (html-webpack-plugin
 * renders it) and dotfiles (.gitkeep).
 * @param {string} publicDir @param {string} file
 */
function isCopiedPublicFile(publicDir, file) {
  return path.relative(publicDir, file) !== 'index.html' && !path.basename(file).startsWith('.');
}

const DEFAULT_HTML = (/** @type {string} */ title) => `<!doctype html>
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
          use: [
            {
              loader: 'swc-loader',
              options: {
                jsc: {
                  target: 'es2020',
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !isProduction, refresh: false } },
                  // barrel imports of MUI and @hackathon/ui become the shared sub-paths (./portal/import-rules.js)
                  experimental: { plugins: swcImportPlugins(), cacheRoot: path.join(WORKSPACE_ROOT, 'node_modules/.cache/swc') },
                },
              },
            },
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
      // the rest of public/ (the shell's PDFs, images), so a built folder is complete on any static host
      new CopyPlugin({ patterns: [{ from: publicDir, noErrorOnMissing: true, filter: (file) => isCopiedPublicFile(publicDir, file) }] }),
      ...(isHost && isProduction ? [new PreloadFirstRenderPlugin()] : []),
      // .br and .gz beside each text file, served by api/src/web/static-web.ts (and any CDN that can)
      ...(isProduction ? precompressPlugins() : []),
    ],
    optimization: {
      // keeps the federation runtime and shared chunks deterministic across builds
      moduleIds: isProduction ? 'deterministic' : 'named',
      chunkIds: isProduction ? 'deterministic' : 'named',
      // the shared MUI and @hackathon/ui code in a few chunks by who needs it (./portal/chunks.js)
      splitChunks: { cacheGroups: sharedCodeCacheGroups() },
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

module.exports = { createConfig, isCopiedPublicFile };
