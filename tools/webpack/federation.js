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
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { muiSubpathFile, muiSubpathsUsedIn, MUI_VERSION } = require('./mui-imports');

const WORKSPACE_ROOT = path.resolve(__dirname, '../..');
const rootPackage = require(path.join(WORKSPACE_ROOT, 'package.json'));

/** Workspace libraries, resolved from source (tsconfig paths mirror these). */
const LIBS = ['contracts', 'api-client', 'ui', 'session'];
/** Libraries that hold shared state: one instance in the page, provided by whoever loads first. */
const SHARED_LIBS = ['session', 'api-client', 'ui'];

/** npm packages shared as singletons. Sub-paths listed explicitly so no container bundles a second copy. */
const SHARED_PACKAGES = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  // nothing imports the barrel at run time (./mui-imports.js rewrites our imports); kept for packages that might
  '@mui/material',
  // deep imports (e.g. @mui/icons-material -> @mui/material/utils, the data grid) reach the same MUI instance
  '@mui/material/',
  '@emotion/react',
  '@emotion/styled',
  '@tanstack/react-query',
];

function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function rootVersionOf(pkg) {
  return (rootPackage.dependencies || {})[pkg] || (rootPackage.devDependencies || {})[pkg];
}

function libSource(lib) {
  return path.join(WORKSPACE_ROOT, 'libs', lib, 'src');
}

function libVersion(lib) {
  try {
    return require(path.join(WORKSPACE_ROOT, 'libs', lib, 'package.json')).version || '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** Every project's sources: the MUI components any of them imports are shared one by one. */
function workspaceSourceDirs() {
  const projects = fs
    .readdirSync(WORKSPACE_ROOT)
    .filter((dir) => dir === 'shell' || dir.startsWith('mfe-'))
    .map((dir) => path.join(WORKSPACE_ROOT, dir, 'src'));
  return [...projects, ...LIBS.map(libSource)];
}

/**
 * One shared entry per MUI sub-path the workspace imports, each provided from its file by every
 * container (not only when that container imports it): the shell registers first and its copy
 * wins ('loaded-first'), so every MUI component in the page, and the contexts they pass one
 * another (FormControl -> InputBase, List -> ListItem), come from one container.
 */
function muiSharedEntries() {
  /** @type {Record<string, any>} */
  const shared = {};
  const requiredVersion = rootVersionOf('@mui/material') || false;
  for (const sub of new Set(['styles', 'utils', ...muiSubpathsUsedIn(workspaceSourceDirs())])) {
    shared[`@mui/material/${sub}`] = { singleton: true, requiredVersion, version: MUI_VERSION, import: muiSubpathFile(sub) };
  }
  return shared;
}

/** The shared table every container uses (exported so tests and tools can inspect it). */
function sharedConfig() {
  /** @type {Record<string, any>} */
  const shared = {};
  for (const request of SHARED_PACKAGES) {
    const pkg = packageNameOf(request);
    const version = rootVersionOf(pkg);
    shared[request] = { singleton: true, requiredVersion: version || false };
  }
  Object.assign(shared, muiSharedEntries());
  for (const lib of SHARED_LIBS) {
    shared[`@hackathon/${lib}`] = {
      singleton: true,
      requiredVersion: false,
      version: libVersion(lib),
      import: path.join(libSource(lib), 'index.ts'),
    };
  }
  return shared;
}

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
 * Copies `<project>/public/**` (except index.html, which html-webpack-plugin renders) into the
 * output, so a built folder is complete on any static host (e.g. the shell's public/docs PDFs).
 */
class CopyPublicFolderPlugin {
  /** @param {string} publicDir */
  constructor(publicDir) {
    this.publicDir = publicDir;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CopyPublicFolderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicFolderPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.publicDir)) return;
          compilation.contextDependencies.add(this.publicDir);
          for (const file of walk(this.publicDir)) {
            const relative = path.relative(this.publicDir, file).split(path.sep).join('/');
            if (relative === 'index.html' || path.basename(relative).startsWith('.')) continue;
            compilation.emitAsset(relative, new RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

/** @param {string} dir @returns {string[]} */
function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** Modules of the chunks every page's first render waits for, besides the `mui` chunk. */
const FIRST_RENDER_MODULES = /[\\/]node_modules[\\/](react-dom|react-router|react-router-dom)[\\/]/;

/**
 * The host's index.html preloads the chunks every first render needs (MUI, react-dom, the
 * router), so they download while `main` is still downloading and running instead of after it
 * (their hashed names are known only here).
 */
class PreloadFirstRenderPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadFirstRenderPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadFirstRenderPlugin', (data) => {
        const files = new Set();
        for (const chunk of compilation.chunks) {
          if (chunk.name === 'main') continue;
          const modules = [...compilation.chunkGraph.getChunkModulesIterable(chunk)];
          const needed = chunk.name === 'mui' || modules.some((m) => FIRST_RENDER_MODULES.test(m.nameForCondition?.() ?? ''));
          if (needed) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        }
        for (const file of [...files].sort()) {
          data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `/${file}` }));
        }
        return data;
      });
    });
  }
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
        shared: sharedConfig(),
        // a host never waits for every remote's entry to pick shared versions; the first loaded wins
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
      }),
      new HtmlWebpackPlugin({
        chunks: ['main'],
        // client-side routes like /registration/42 must still load /main.js, not /registration/main.js
        publicPath: '/',
        ...(fs.existsSync(htmlTemplate) ? { template: htmlTemplate } : { templateContent: DEFAULT_HTML(title) }),
      }),
      new CopyPublicFolderPlugin(publicDir),
      ...(isHost && isProduction ? [new PreloadFirstRenderPlugin()] : []),
      // .br and .gz beside each text file, served by api/src/web/static-web.ts (and any CDN that can)
      ...(isProduction ? precompressPlugins() : []),
    ],
    optimization: {
      // keeps the federation runtime and shared chunks deterministic across builds
      moduleIds: isProduction ? 'deterministic' : 'named',
      chunkIds: isProduction ? 'deterministic' : 'named',
      splitChunks: {
        cacheGroups: {
          // MUI's internals (ButtonBase, Paper, styles...) in one chunk instead of a copy inside each
          // shared component's chunk: one request on a 150 ms line, no byte sent twice. The small
          // unshared helpers MUI imports (emotion's serializer, react-is, clsx...) too: below
          // splitChunks' minSize they were copied into each of ~50 per-component chunks (216 KB).
          mui: {
            test: /[\\/]node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming|types)|@emotion[\\/](serialize|memoize|unitless|hash|utils|sheet|cache|weak-memoize|use-insertion-effect-with-fallbacks)|react-is|clsx|prop-types|react-transition-group|dom-helpers|@babel[\\/]runtime|@popperjs[\\/]core|stylis|hoist-non-react-statics)[\\/]/,
            name: 'mui',
            chunks: 'async',
            enforce: true,
            priority: 20,
          },
        },
      },
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

module.exports = { createConfig, sharedConfig, WORKSPACE_ROOT };
