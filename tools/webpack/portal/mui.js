// @ts-check
/**
 * MUI shared one component at a time instead of as its barrel (docs/adr/0006-front-end-weight.md):
 * a shared module cannot be tree-shaken, so the barrel would bring all of MUI to every page.
 * Sources keep `import { Button } from '@mui/material'`; the build rewrites that to
 * `import Button from '@mui/material/Button'` (./import-rules.js) and the share table provides each
 * sub-path the workspace imports (./shared.js).
 *
 *   muiExportMap()            runtime export name of the barrel -> { sub, name } (from the installed MUI)
 *   muiSubpathsUsedIn(paths)  the sub-paths the sources under `paths` import, sorted
 *   muiSharedEntries(paths)   their share-table entries
 */
const fs = require('node:fs');
const path = require('node:path');
const { WORKSPACE_ROOT, namedImports, sourceFiles } = require('./sources');

const MUI_DIR = path.dirname(require.resolve('@mui/material/package.json'));
const MUI_VERSION = require('@mui/material/package.json').version;
const CACHE_FILE = path.join(WORKSPACE_ROOT, 'node_modules/.cache/hackathon-webpack', `mui-exports-${MUI_VERSION}-v2.json`);
/** Sub-paths every page needs whatever its sources say: the icons import createSvgIcon from SvgIcon. */
const MUI_ALWAYS_FIRST = ['styles', 'utils', 'SvgIcon'];

/** @typedef {{ sub: string, name: string }} MuiExport */
/** @type {Record<string, MuiExport> | null} */
let exportMap = null;

/**
 * Where each runtime export of the barrel lives, read from the installed package (the barrel's
 * `export { default as X } from './X'` / `export * from './X'` lines, in its order) and cached per
 * MUI version, because requiring 150 sub-paths takes seconds. `colors`, the barrel's one namespace,
 * is left out: import it as `import * as colors from '@mui/material/colors'`.
 * @returns {Record<string, MuiExport>}
 */
function muiExportMap() {
  if (exportMap) return exportMap;
  try {
    exportMap = /** @type {Record<string, MuiExport>} */ (JSON.parse(fs.readFileSync(CACHE_FILE, 'utf8')));
    return exportMap;
  } catch {
    // not cached yet
  }
  /** @type {Record<string, MuiExport>} */
  const map = {};
  const index = fs.readFileSync(path.join(MUI_DIR, 'index.mjs'), 'utf8');
  for (const [, defaultName, sub] of index.matchAll(/export (?:\{ default as (\w+) \}|\*) from "\.\/(\w+)\/index\.mjs";/g)) {
    if (defaultName) {
      map[defaultName] ??= { sub, name: 'default' };
      continue;
    }
    for (const name of Object.keys(require(path.join(MUI_DIR, sub, 'index.js')))) {
      if (name !== 'default' && name !== '__esModule') map[name] ??= { sub, name };
    }
  }
  fs.mkdirSync(path.dirname(CACHE_FILE), { recursive: true });
  fs.writeFileSync(CACHE_FILE, JSON.stringify(map));
  exportMap = map;
  return map;
}

/**
 * Every MUI sub-path imported by the sources under `paths` (barrel imports mapped, deep imports
 * as written), sorted.
 * @param {string[]} paths
 */
function muiSubpathsUsedIn(paths) {
  const map = muiExportMap();
  const used = new Set();
  for (const file of sourceFiles(paths)) {
    const source = fs.readFileSync(file, 'utf8');
    for (const name of namedImports(source, ['@mui/material'])) if (map[name]) used.add(map[name].sub);
    for (const [, sub] of source.matchAll(/from\s*['"]@mui\/material\/([\w/]+)['"]/g)) used.add(sub);
  }
  return [...used].sort();
}

/** The file webpack resolves for `@mui/material/<sub>` in an ES module (the package's "import" condition). */
function muiSubpathFile(/** @type {string} */ sub) {
  const file = path.join(MUI_DIR, sub, 'index.mjs');
  return fs.existsSync(file) ? file : path.join(MUI_DIR, `${sub}.mjs`);
}

/**
 * One shared entry per sub-path the sources under `paths` import (and MUI_ALWAYS_FIRST), each
 * provided from its file by the container whether or not the container imports it: the shell
 * registers first and its copy wins ('loaded-first'), so every MUI component in the page, and the
 * contexts they pass one another (FormControl -> InputBase), come from one container.
 * @param {string[]} paths
 * @param {string | false} requiredVersion the root package.json's range
 */
function muiSharedEntries(paths, requiredVersion) {
  /** @type {Record<string, object>} */
  const shared = {};
  for (const sub of new Set([...MUI_ALWAYS_FIRST, ...muiSubpathsUsedIn(paths)])) {
    shared[`@mui/material/${sub}`] = { singleton: true, requiredVersion, version: MUI_VERSION, import: muiSubpathFile(sub) };
  }
  return shared;
}

module.exports = { muiExportMap, muiSubpathsUsedIn, muiSharedEntries, MUI_ALWAYS_FIRST, MUI_VERSION };
