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
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { muiSubpathFile, muiSubpathsUsedIn, MUI_VERSION } = require('./mui-imports');
const { reactRouterFacadeFile } = require('./react-router-facade');
const { uiFilesImportedBy, uiShareKey, uiSourceFiles, UI_SRC } = require('./ui-imports');

const WORKSPACE_ROOT = path.resolve(__dirname, '../..');
const rootPackage = require(path.join(WORKSPACE_ROOT, 'package.json'));

/** Workspace libraries, resolved from source (tsconfig paths mirror these). */
const LIBS = ['contracts', 'api-client', 'ui', 'session'];
/**
 * Libraries shared at run time (one copy in the page when the versions agree). @hackathon/ui is
 * also shared one file at a time (uiSharedEntries), its barrel for what is left. @hackathon/contracts
 * is constants and types: each container bundles its own.
 */
const SHARED_LIBS = ['session', 'api-client', 'ui'];
/**
 * Versions (tools/webpack/README.md, "Versioned shared libraries"): each lib's package.json version,
 * bumped minor for a new export, major for a removal or change (its strict singletons: its
 * `statefulVersion`, bumped when a stateful file's exports change). A remote requires `^` the version
 * it was built with (the host registers first and consumes its own copies: it states no range).
 * What holds state stays one strict singleton: a mismatch throws
 * ("... does not satisfy the requirement of mfe_team which needs ^1.2.0)") and the shell shows the
 * remote's fallback, never two copies. What holds none may differ: on a mismatch the container
 * uses its own bundled copy.
 * Stateful: @hackathon/session and @hackathon/api-client whole (session store, 401 listeners, query
 * client), and of @hackathon/ui these files and every file that imports one of them relatively (a
 * container's own copy of such a file would reach its own copy of the state): statefulUiFiles().
 */
const STATEFUL_LIBS = ['session', 'api-client'];
const STATEFUL_UI_FILES = ['toast/store.ts', 'prerender/handoff.ts', 'PortalProviders.tsx'];
/**
 * The MUI code of a container is split by who needs it (muiChunkName): `mui` holds what the shell
 * around every page and the landing page render, `mui-public` what the other public pages add
 * (sign-in, registration, passwords), `mui-dashboards` the rest. The lists only decide chunks: a
 * component imported from a source not listed goes to `mui-dashboards` and still works everywhere
 * (one more request where it is used). Paths from the workspace root, folders or files.
 */
const MUI_CHUNK_SOURCES = {
  mui: [
    'shell/src/App.tsx', 'shell/src/bootstrap.tsx', 'shell/src/layout', 'shell/src/routes', 'shell/src/federation',
    'shell/src/chat/ChatAssistant.tsx', // its message field is lazy (chat/ChatMessageField.tsx)
    'mfe-public/src/Routes.tsx', 'mfe-public/src/modules/landing', 'mfe-public/src/modules/shared',
  ],
  'mui-public': ['shell/src', 'mfe-public/src'],
};
/** The projects whose pages a visitor opens before signing in: their ui files go to the `ui` chunk. */
const FIRST_PAGE_PROJECTS = ['shell', 'mfe-public'];
/** Sub-paths every page needs whatever its sources say: the icons import createSvgIcon from SvgIcon. */
const MUI_ALWAYS_FIRST = ['styles', 'utils', 'SvgIcon'];

/** npm packages shared as singletons. Sub-paths listed explicitly so no container bundles a second copy. */
const SHARED_PACKAGES = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  // react-router-dom: shared as a facade of the names we import (sharedConfig, ./react-router-facade.js)
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
  return libPackage(lib).version || '0.0.0';
}

/**
 * The version of a lib's stateful API (`statefulVersion` in its package.json, else its version):
 * what its strict singletons are shared and required at. It moves only when a stateful file's
 * exports change, so a remote built after a minor bump for a new stateless component still takes
 * the shell's session, toasts and providers.
 * @param {string} lib
 */
function statefulVersion(lib) {
  return libPackage(lib).statefulVersion || libVersion(lib);
}

/** @param {string} lib @returns {{ version?: string, statefulVersion?: string }} */
function libPackage(lib) {
  try {
    return require(path.join(WORKSPACE_ROOT, 'libs', lib, 'package.json'));
  } catch {
    return {};
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
/** @param {string[] | null} sources */
function muiSharedEntries(sources = null) {
  /** @type {Record<string, any>} */
  const shared = {};
  const requiredVersion = rootVersionOf('@mui/material') || false;
  for (const sub of new Set([...MUI_ALWAYS_FIRST, ...muiSubpathsUsedIn(sources ?? workspaceSourceDirs())])) {
    shared[`@mui/material/${sub}`] = { singleton: true, requiredVersion, version: MUI_VERSION, import: muiSubpathFile(sub) };
  }
  return shared;
}

/**
 * The share options of a workspace library (or one of its files) by the policy above.
 * @param {string} lib @param {boolean} stateful
 */
function libShareOptions(lib, stateful, isHost = false) {
  const version = stateful ? statefulVersion(lib) : libVersion(lib);
  // the host registers first and consumes its own copies: a range there checks nothing (and costs
  // the landing page's entry bytes); what a remote requires is in the remote's table
  if (isHost) return { singleton: true, requiredVersion: false, version };
  return stateful
    ? { singleton: true, strictVersion: true, requiredVersion: `^${version}`, version }
    : { singleton: false, requiredVersion: `^${version}`, version };
}

/** Relative imports of a library file (type-only ones left out). @param {string} file */
function relativeImportsOf(file) {
  const source = fs.readFileSync(file, 'utf8');
  /** @type {string[]} */
  const found = [];
  for (const [, typeOnly, request] of source.matchAll(/(?:import|export)\s+(type\s+)?[^'";]*?from\s*['"](\.[^'"]*)['"]/g)) {
    if (typeOnly) continue;
    const base = path.resolve(path.dirname(file), request);
    const target = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
    if (target) found.push(target);
  }
  return found;
}

/**
 * The files of @hackathon/ui that must stay strict singletons: STATEFUL_UI_FILES and every file
 * that imports one of them relatively, directly or not (the barrel among them).
 * @returns {Set<string>}
 */
function statefulUiFiles() {
  const files = uiSourceFiles();
  const stateful = new Set(STATEFUL_UI_FILES.map((file) => path.join(UI_SRC, file)));
  const imports = new Map(files.map((file) => [file, relativeImportsOf(file)]));
  for (let grew = true; grew; ) {
    grew = false;
    for (const file of files) {
      if (!stateful.has(file) && imports.get(file)?.some((target) => stateful.has(target))) {
        stateful.add(file);
        grew = true;
      }
    }
  }
  return stateful;
}

/**
 * One shared entry per file of @hackathon/ui (`@hackathon/ui/toast/store`...), each provided from
 * its file by every container, as MUI's sub-paths are: `./ui-imports-loader.js` rewrites our
 * `import { toast } from '@hackathon/ui'` into an import of that request, so a page consumes the
 * files it uses instead of the whole library. Inside the library, files import one another
 * relatively: within a container that is the same module as the shared one, and a remote uses
 * the host's copies of every file it consumes, so each file still has one instance in the page
 * (but a stateless file outside a remote's version range: the remote's own copy, libShareOptions).
 */
/** @param {Set<string> | null} files */
function uiSharedEntries(files = null, isHost = false) {
  /** @type {Record<string, any>} */
  const shared = {};
  const stateful = statefulUiFiles();
  for (const file of uiSourceFiles()) {
    if (files && !files.has(file)) continue;
    if (file === path.join(UI_SRC, 'index.ts')) continue; // the barrel: '@hackathon/ui' below
    shared[uiShareKey(file)] = { ...libShareOptions('ui', stateful.has(file), isHost), import: file };
  }
  return shared;
}

/** The shared table every container uses (exported so tests and tools can inspect it). */
/**
 * The shared table of a container (exported so tests and tools can inspect it). The host's holds
 * every MUI sub-path and ui file the workspace imports: it registers first, so its copies are the
 * ones the page uses. A remote's holds those its own sources import (with the ui files they
 * import): providing the others only lengthened its remoteEntry.js; anything else under
 * `@mui/material/` is still consumed from the host through the prefix entry.
 * @param {{ projectDir?: string, isHost?: boolean }} [container] the whole table when omitted
 */
function sharedConfig({ projectDir, isHost = true } = {}) {
  /** @type {Record<string, any>} */
  const shared = {};
  for (const request of SHARED_PACKAGES) {
    const pkg = packageNameOf(request);
    const version = rootVersionOf(pkg);
    shared[request] = { singleton: true, requiredVersion: version || false };
  }
  // one router for the page, without the parts of react-router 7 nobody imports
  shared['react-router-dom'] = {
    singleton: true,
    requiredVersion: rootVersionOf('react-router-dom') || false,
    version: require('react-router-dom/package.json').version,
    import: reactRouterFacadeFile(workspaceSourceDirs()),
  };
  const own = isHost || !projectDir ? null : [path.join(projectDir, 'src')];
  const ownUiFiles = own ? uiFilesImportedBy(own) : null;
  const muiSources = own && ownUiFiles ? [...own, ...ownUiFiles] : null;
  Object.assign(shared, muiSharedEntries(muiSources), uiSharedEntries(ownUiFiles ? new Set(ownUiFiles) : null, isHost));
  for (const lib of SHARED_LIBS) {
    // the ui barrel re-exports the stateful files relatively: stateful too
    const stateful = STATEFUL_LIBS.includes(lib) || lib === 'ui';
    shared[`@hackathon/${lib}`] = { ...libShareOptions(lib, stateful, isHost), import: path.join(libSource(lib), 'index.ts') };
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

/** The module a chunk group was created for: a shared module's share key, or null. */
function shareKeyOf(module) {
  if (!module) return null;
  if (module.constructor.name === 'ProvideSharedModule') return module._name;
  if (module.constructor.name === 'ConsumeSharedModule') return module.options.shareKey;
  return null;
}

/**
 * The host's index.html preloads every chunk its first render waits for, so they download with
 * `main` instead of one level at a time as each arrives and runs: the chunks of the entry's
 * `import('./bootstrap')` (named `bootstrap`) and, for every shared module they consume, the
 * chunks of the copy this container provides (the host registers first, so its copies are the
 * ones used), followed through those chunks' own consumes. Lazy imports are not followed.
 */
class PreloadFirstRenderPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadFirstRenderPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadFirstRenderPlugin', (data) => {
        const { chunkGraph } = compilation;
        /** @type {Map<string, any[]>} share key -> chunks of the copy this container provides */
        const provided = new Map();
        for (const module of compilation.modules) {
          if (module.constructor.name !== 'ProvideSharedModule') continue;
          const chunks = module.blocks.flatMap((block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);
          provided.set(shareKeyOf(module), chunks);
        }
        const bootstrap = compilation.namedChunkGroups.get('bootstrap');
        if (!bootstrap) throw new Error("PreloadFirstRenderPlugin: the host's entry must import('./bootstrap') as the chunk 'bootstrap'");
        const queue = [...bootstrap.chunks];
        const seen = new Set(queue);
        const files = new Set();
        while (queue.length > 0) {
          const chunk = queue.shift();
          for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
          for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
            if (module.constructor.name !== 'ConsumeSharedModule') continue;
            for (const next of provided.get(shareKeyOf(module)) ?? []) {
              if (!seen.has(next)) {
                seen.add(next);
                queue.push(next);
              }
            }
          }
        }
        for (const file of [...files].sort()) {
          data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `/${file}` }));
        }
        return data;
      });
    });
  }
}

/**
 * The chunk of each MUI sub-path the workspace imports: the first of MUI_CHUNK_SOURCES whose
 * sources (with the @hackathon/ui files they import) import it, else `mui-dashboards`.
 * @returns {Map<string, string>}
 */
function muiChunkOfSubpath() {
  /** @type {Map<string, string>} */
  const chunkOf = new Map();
  for (const [chunk, sources] of Object.entries(MUI_CHUNK_SOURCES)) {
    const paths = sources.map((source) => path.join(WORKSPACE_ROOT, source));
    const files = [...paths, ...uiFilesImportedBy(paths), ...LIBS.filter((lib) => lib !== 'ui').map(libSource)];
    for (const sub of muiSubpathsUsedIn(files)) if (!chunkOf.has(sub)) chunkOf.set(sub, chunk);
  }
  for (const sub of MUI_ALWAYS_FIRST) chunkOf.set(sub, 'mui');
  return chunkOf;
}

function firstPageDirs() {
  return FIRST_PAGE_PROJECTS.map((project) => path.join(WORKSPACE_ROOT, project, 'src'));
}

/** The files of @hackathon/ui the first pages import (and what those import). */
function firstPageUiFiles() {
  return uiFilesImportedBy(firstPageDirs());
}

/**
 * Name of the chunk a module of @hackathon/ui goes to: `ui` when a chunk that needs it was made
 * for a file the first pages import, `ui-dashboards` when only dashboard files need it (the
 * barrel's own chunk decides nothing: it holds every file).
 */
function uiChunkName() {
  const firstPageKeys = new Set(firstPageUiFiles().map(uiShareKey));
  /** @param {any} chunk @returns {'first' | 'dashboards' | 'neutral'} */
  const kindOf = (chunk) => {
    let kind = /** @type {'first' | 'dashboards' | 'neutral'} */ ('neutral');
    for (const group of chunk.groupsIterable) {
      for (const origin of group.origins) {
        const key = shareKeyOf(origin.module);
        if (key === '@hackathon/ui') continue;
        if (typeof key !== 'string' || !key.startsWith('@hackathon/ui/') || firstPageKeys.has(key)) return 'first';
        kind = 'dashboards';
      }
    }
    return kind;
  };
  /** @param {any} _module @param {any[]} chunks */
  return (_module, chunks) => {
    const kinds = chunks.map(kindOf);
    return kinds.includes('dashboards') && !kinds.includes('first') ? 'ui-dashboards' : 'ui';
  };
}

/** Chunks holding MUI, its internals and the small unshared helpers MUI imports (see the cache group). */
const MUI_CHUNK_MODULES =
  /[\\/]node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming|types)|@emotion[\\/](serialize|memoize|unitless|hash|utils|sheet|cache|weak-memoize|use-insertion-effect-with-fallbacks)|react-is|clsx|prop-types|react-transition-group|dom-helpers|@babel[\\/]runtime|@popperjs[\\/]core|stylis|hoist-non-react-statics)[\\/]/;

/**
 * Name of the chunk a MUI module goes to: of the chunks that need it (each made for one shared
 * sub-path: its copy, or a remote's fallback for it), the one of the most-needed sub-path
 * (muiChunkOfSubpath); a chunk made for anything else counts as `mui`.
 */
function muiChunkName() {
  const chunkOf = muiChunkOfSubpath();
  const ORDER = ['mui', 'mui-public', 'mui-dashboards'];
  /** @param {any} chunk */
  const rankOf = (chunk) => {
    let rank = ORDER.length - 1;
    let origins = 0;
    for (const group of chunk.groupsIterable) {
      for (const origin of group.origins) {
        origins += 1;
        const key = shareKeyOf(origin.module);
        const sub = typeof key === 'string' && key.startsWith('@mui/material/') ? key.slice('@mui/material/'.length).split('/')[0] : null;
        const chunkName = sub ? (chunkOf.get(sub) ?? 'mui-dashboards') : 'mui';
        rank = Math.min(rank, ORDER.indexOf(chunkName));
      }
    }
    return origins > 0 ? rank : 0;
  };
  /** @param {any} _module @param {any[]} chunks */
  return (_module, chunks) => ORDER[chunks.length > 0 ? Math.min(...chunks.map(rankOf)) : 0];
}

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
      new CopyPublicFolderPlugin(publicDir),
      ...(isHost && isProduction ? [new PreloadFirstRenderPlugin()] : []),
      // .br and .gz beside each text file, served by api/src/web/static-web.ts (and any CDN that can)
      ...(isProduction ? precompressPlugins() : []),
    ],
    optimization: {
      minimizer: [swcMinimizer()],
      // keeps the federation runtime and shared chunks deterministic across builds
      moduleIds: isProduction ? 'deterministic' : 'named',
      chunkIds: isProduction ? 'deterministic' : 'named',
      splitChunks: {
        cacheGroups: {
          // MUI's internals (ButtonBase, Paper, styles...) in one chunk instead of a copy inside each
          // shared component's chunk: one request on a 150 ms line, no byte sent twice. The small
          // unshared helpers MUI imports (emotion's serializer, react-is, clsx...) too: below
          // splitChunks' minSize they were copied into each of ~50 per-component chunks (216 KB).
          // The components only the dashboards import (tables, tabs, autocomplete...) go to a second
          // chunk, `mui-dashboards`, loaded when a dashboard consumes one of them.
          mui: {
            test: MUI_CHUNK_MODULES,
            name: muiChunkName(),
            chunks: 'async',
            enforce: true,
            priority: 20,
          },
          // the same for @hackathon/ui, shared per file: one chunk for the first pages' files, one for the rest
          ui: {
            test: (/** @type {any} */ module) => (module.nameForCondition?.() ?? '').startsWith(UI_SRC + path.sep),
            name: uiChunkName(),
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

module.exports = { createConfig, sharedConfig, statefulUiFiles, statefulVersion, muiChunkOfSubpath, SHARED_LIBS, STATEFUL_LIBS, WORKSPACE_ROOT };
