// @ts-check
/**
 * The shared-module table of every container (ModuleFederationPlugin `shared`): which modules are
 * one copy in the page, at which versions, and which stay strict singletons because they hold state.
 *
 *   sharedConfig({ projectDir?, isHost? })   the table of one container (the whole table when omitted)
 */
const fs = require('node:fs');
const path = require('node:path');
const { MUI_ALWAYS_FIRST } = require('./chunks');
const { muiSubpathFile, muiSubpathsUsedIn, sourceFiles, MUI_VERSION } = require('./mui-imports');
const { reactRouterFacadeFile } = require('./react-router-facade');
const { uiFilesImportedBy, uiShareKey, uiSourceFiles, UI_SRC } = require('./ui-imports');
const { WORKSPACE_ROOT, libSource, workspaceSourceDirs } = require('./workspace');

const rootPackage = require(path.join(WORKSPACE_ROOT, 'package.json'));

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
  // the one message instance every container translates through (libs/contracts/src/i18n/translate.ts)
  '@lingui/core',
];

/** @param {string} request */
function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * The range a container requires of a shared npm package: the root package.json's, one pin for
 * every container. (MF would infer a range per importing package, e.g. MUI's peer range for react.)
 * @param {string} pkg
 */
function rootVersionOf(pkg) {
  return (rootPackage.dependencies || {})[pkg] || (rootPackage.devDependencies || {})[pkg];
}

/** @param {string} lib @returns {{ version?: string, statefulVersion?: string }} */
function libPackage(lib) {
  try {
    return require(path.join(WORKSPACE_ROOT, 'libs', lib, 'package.json'));
  } catch {
    return {};
  }
}

/** @param {string} lib */
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

/**
 * One shared entry per MUI sub-path the workspace imports, each provided from its file by every
 * container (not only when that container imports it): the shell registers first and its copy
 * wins ('loaded-first'), so every MUI component in the page, and the contexts they pass one
 * another (FormControl -> InputBase, List -> ListItem), come from one container. `version` is
 * explicit: MF reads a version from package.json only for a bare request; with an absolute
 * `import` (ProvideSharedPlugin 2.9) it would register the copy at no version.
 * @param {string[] | null} sources
 */
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
 * The share options of a workspace library (or one of its files) by the policy above. `version`
 * is explicit: a stateful file is shared at its lib's statefulVersion, and MF reads none for an
 * absolute `import` anyway.
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
 * @param {Set<string> | null} files
 */
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

/**
 * The compiled catalogues (`en/public.json`...) the sources under `dirs` (folders or files) import.
 * @param {string[]} dirs
 * @returns {Set<string>}
 */
function catalogueFilesImportedBy(dirs) {
  const files = new Set();
  for (const file of dirs.flatMap(sourceFiles)) {
    // the API's loader of every catalogue runs in processes, never in a page
    if (path.basename(file) === 'server-catalogues.ts') continue;
    const source = fs.readFileSync(file, 'utf8');
    // `import x from` and `import(...)`; an `import type` brings no module
    for (const match of source.matchAll(/import(?!\s+type\b)[^'"]*['"]@hackathon\/catalogue\/compiled\/([\w-]+\/[\w-]+\.json)['"]/g)) files.add(match[1]);
  }
  return files;
}

/**
 * One shared entry per compiled catalogue (`@hackathon/catalogue/compiled/hi/public.json`, issue 24):
 * each is one module in the page, whichever container or shared chunk imports it first, where a
 * file bundled with every container would come once per container and per shared ui chunk. Data,
 * not state: shared at the package's version, a remote outside the range keeps its own copy. The
 * host provides every catalogue; a remote those its own code imports (`files`, 'hi/public.json'):
 * the others only lengthened its remoteEntry.js.
 * @param {Set<string> | null} [files]
 */
function catalogueSharedEntries(isHost = false, files = null) {
  /** @type {Record<string, any>} */
  const shared = {};
  const root = path.join(WORKSPACE_ROOT, 'libs/catalogue/compiled');
  if (!fs.existsSync(root)) return shared;
  for (const locale of fs.readdirSync(root)) {
    for (const file of fs.readdirSync(path.join(root, locale)).filter((name) => name.endsWith('.json'))) {
      if (files && !files.has(`${locale}/${file}`)) continue;
      shared[`@hackathon/catalogue/compiled/${locale}/${file}`] = { ...libShareOptions('catalogue', false, isHost), import: path.join(root, locale, file) };
    }
  }
  return shared;
}

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
    shared[request] = { singleton: true, requiredVersion: rootVersionOf(packageNameOf(request)) || false };
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
  // what the remote bundles: its sources, its ui files, and the contracts and session libraries
  const ownCatalogues = own && ownUiFiles ? catalogueFilesImportedBy([...own, ...ownUiFiles, libSource('contracts'), libSource('session')]) : null;
  Object.assign(shared, muiSharedEntries(muiSources), uiSharedEntries(ownUiFiles ? new Set(ownUiFiles) : null, isHost), catalogueSharedEntries(isHost, ownCatalogues));
  for (const lib of SHARED_LIBS) {
    // the ui barrel re-exports the stateful files relatively: stateful too
    const stateful = STATEFUL_LIBS.includes(lib) || lib === 'ui';
    shared[`@hackathon/${lib}`] = { ...libShareOptions(lib, stateful, isHost), import: path.join(libSource(lib), 'index.ts') };
  }
  return shared;
}

module.exports = { sharedConfig, statefulUiFiles, statefulVersion, libShareOptions, SHARED_LIBS, STATEFUL_LIBS, STATEFUL_UI_FILES, SHARED_PACKAGES };
