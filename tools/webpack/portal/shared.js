// @ts-check
/**
 * The share table of a container: what Module Federation gives the page one copy of, and the
 * version rules between the shell and remotes deployed at other times (tools/webpack/README.md,
 * "Versioned shared libraries").
 *
 * - npm packages (react, MUI, emotion, the router, TanStack Query): singletons at the root
 *   package.json's versions.
 * - @hackathon/session and @hackathon/api-client, and the stateful files of @hackathon/ui: strict
 *   singletons at their lib's `statefulVersion`. A remote that needs a newer one is refused (the
 *   shell shows its fallback), never given a second copy of the state.
 * - The stateless files of @hackathon/ui: shared at their lib's version; out of a remote's range,
 *   the remote uses its own bundled copy.
 * - The host states no range: it registers first and consumes its own copies, so a range would
 *   check nothing and cost the landing page's entry bytes.
 */
const path = require('node:path');
const { WORKSPACE_ROOT, workspaceSourceDirs } = require('./sources');
const { muiSharedEntries } = require('./mui');
const { reactRouterFacadeFile } = require('./react-router-facade');
const { statefulUiFiles, uiFilesImportedBy, uiShareKey, uiSourceFiles, UI_SRC } = require('./ui');

const rootPackage = require(path.join(WORKSPACE_ROOT, 'package.json'));

/** Libraries shared at run time. @hackathon/contracts is constants and types: each container bundles its own. */
const SHARED_LIBS = ['session', 'api-client', 'ui'];
/** Libraries that hold state as a whole (session store, 401 listeners, query client). */
const STATEFUL_LIBS = ['session', 'api-client'];
/** npm packages shared as singletons; react-router-dom and MUI's sub-paths are added below. */
const SHARED_PACKAGES = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  // nothing of ours imports the barrel at run time (the build rewrites our imports); kept for packages that might
  '@mui/material',
  // deep imports (e.g. @mui/icons-material -> @mui/material/utils, the data grid) reach the same MUI instance
  '@mui/material/',
  '@emotion/react',
  '@emotion/styled',
  '@tanstack/react-query',
];

/** @param {string} pkg @returns {string | false} */
function rootVersionOf(pkg) {
  return (rootPackage.dependencies ?? {})[pkg] ?? (rootPackage.devDependencies ?? {})[pkg] ?? false;
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
 * The version of a lib's stateful API (`statefulVersion` in its package.json, else its version).
 * It moves only when a stateful file's exports change, so a remote built after a minor bump for a
 * new stateless component still takes the shell's session, toasts and providers.
 * @param {string} lib
 */
function statefulVersion(lib) {
  return libPackage(lib).statefulVersion || libVersion(lib);
}

/** The share options of a workspace library, or one of its files. @param {string} lib @param {boolean} stateful */
function libShareOptions(lib, stateful, isHost = false) {
  const version = stateful ? statefulVersion(lib) : libVersion(lib);
  if (isHost) return { singleton: true, requiredVersion: false, version };
  return stateful
    ? { singleton: true, strictVersion: true, requiredVersion: `^${version}`, version }
    : { singleton: false, requiredVersion: `^${version}`, version };
}

/**
 * One entry per file of @hackathon/ui (`files`, or all), the barrel left to its own entry below.
 * Inside the library files import one another relatively: within a container that is the same
 * module as the shared one, so each file still has one instance in the page.
 * @param {string[] | null} files
 */
function uiSharedEntries(files, isHost = false) {
  /** @type {Record<string, object>} */
  const shared = {};
  const stateful = statefulUiFiles();
  const wanted = files && new Set(files);
  for (const file of uiSourceFiles()) {
    if ((wanted && !wanted.has(file)) || file === path.join(UI_SRC, 'index.ts')) continue;
    shared[uiShareKey(file)] = { ...libShareOptions('ui', stateful.has(file), isHost), import: file };
  }
  return shared;
}

/**
 * The share table of a container. The host's holds every MUI sub-path and ui file the workspace
 * imports: it registers first, so its copies are the ones the page uses. A remote's holds those
 * its own sources import (with the ui files they import); anything else under `@mui/material/`
 * is still consumed from the host through the prefix entry.
 * @param {{ projectDir?: string, isHost?: boolean }} [container] the whole table when omitted
 */
function sharedConfig({ projectDir, isHost = true } = {}) {
  /** @type {Record<string, object>} */
  const shared = {};
  for (const request of SHARED_PACKAGES) {
    const pkg = request.split('/').slice(0, request.startsWith('@') ? 2 : 1).join('/');
    shared[request] = { singleton: true, requiredVersion: rootVersionOf(pkg) };
  }
  // one router for the page, without the parts of react-router 7 nobody imports
  shared['react-router-dom'] = {
    singleton: true,
    requiredVersion: rootVersionOf('react-router-dom'),
    version: require('react-router-dom/package.json').version,
    import: reactRouterFacadeFile(workspaceSourceDirs()),
  };
  const own = isHost || !projectDir ? null : [path.join(projectDir, 'src')];
  const ownUiFiles = own && uiFilesImportedBy(own);
  Object.assign(
    shared,
    muiSharedEntries(own && ownUiFiles ? [...own, ...ownUiFiles] : workspaceSourceDirs(), rootVersionOf('@mui/material')),
    uiSharedEntries(ownUiFiles, isHost),
  );
  for (const lib of SHARED_LIBS) {
    // the ui barrel re-exports the stateful files relatively: stateful too
    const stateful = STATEFUL_LIBS.includes(lib) || lib === 'ui';
    shared[`@hackathon/${lib}`] = { ...libShareOptions(lib, stateful, isHost), import: path.join(WORKSPACE_ROOT, 'libs', lib, 'src/index.ts') };
  }
  return shared;
}

module.exports = { sharedConfig, statefulVersion, SHARED_LIBS, STATEFUL_LIBS };
