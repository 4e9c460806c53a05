// @ts-check
/**
 * MUI shared per component instead of as one barrel (docs/adr/0006-front-end-weight.md).
 *
 * Our sources write `import { Button, Box } from '@mui/material'` (one habit, good editor help).
 * Shared through Module Federation, that barrel is one module: every page got all of MUI, since
 * a shared module cannot be tree-shaken. At build time this rewrites such an import into one
 * import per sub-path (`import Button from '@mui/material/Button'`), and the federation factory
 * shares each sub-path on its own, so a page downloads the components it renders and nothing else.
 *
 *   muiExportMap()            export name -> { sub, name } (from the installed @mui/material)
 *   rewriteMuiImports(code)   the source with barrel imports rewritten (types stay on the barrel)
 *   muiSubpathsUsedIn(dirs)   the sub-paths our sources import, for the shared table
 */
const fs = require('node:fs');
const path = require('node:path');

const MUI_DIR = path.dirname(require.resolve('@mui/material/package.json'));
const MUI_VERSION = require('@mui/material/package.json').version;
const CACHE_FILE = path.join(__dirname, '../../node_modules/.cache/hackathon-webpack', `mui-exports-${MUI_VERSION}.json`);

/** @typedef {{ sub: string, name: string }} MuiExport */

/** @type {Record<string, MuiExport> | null} */
let exportMap = null;

/**
 * Where each runtime export of the barrel lives, read once from the installed package (the
 * barrel's own `export { default as X } from './X'` / `export * from './X'` lines, in its order)
 * and cached per MUI version, because requiring 150 sub-paths takes seconds.
 * @returns {Record<string, MuiExport>}
 */
function muiExportMap() {
  if (exportMap) return exportMap;
  try {
    exportMap = JSON.parse(fs.readFileSync(CACHE_FILE, 'utf8'));
    return /** @type {Record<string, MuiExport>} */ (exportMap);
  } catch {
    // not cached yet
  }
  const index = fs.readFileSync(path.join(MUI_DIR, 'index.mjs'), 'utf8');
  /** @type {Record<string, MuiExport>} */
  const map = { colors: { sub: 'colors', name: '*' } };
  for (const match of index.matchAll(/export (?:\{ default as (\w+) \}|\*) from "\.\/(\w+)\/index\.mjs";/g)) {
    const [, defaultName, sub] = match;
    if (defaultName) {
      map[defaultName] ??= { sub, name: 'default' };
      continue;
    }
    const module = require(path.join(MUI_DIR, sub, 'index.js'));
    for (const name of Object.keys(module)) {
      if (name !== 'default' && name !== '__esModule') map[name] ??= { sub, name };
    }
  }
  fs.mkdirSync(path.dirname(CACHE_FILE), { recursive: true });
  fs.writeFileSync(CACHE_FILE, JSON.stringify(map));
  exportMap = map;
  return map;
}

const BARREL_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*(['"])@mui\/material\3\s*;?/g;

/**
 * `import { Box, Button as B, type SxProps } from '@mui/material'` ->
 * `import Box from '@mui/material/Box'; import B from '@mui/material/Button'; import type { SxProps } from '@mui/material';`
 * Names the map does not know are types (erased by the compiler) and stay on the barrel.
 * @param {string} source
 * @param {(name: string) => void} [onSubpath] called with each sub-path imported
 */
function rewriteMuiImports(source, onSubpath) {
  if (!source.includes('@mui/material')) return source;
  const map = muiExportMap();
  return source.replace(BARREL_IMPORT, (whole, typeOnly, list) => {
    if (typeOnly) return whole;
    /** @type {string[]} */
    const types = [];
    /** @type {string[]} */
    const imports = [];
    for (const raw of list.split(',')) {
      const specifier = raw.trim();
      if (!specifier) continue;
      const isType = specifier.startsWith('type ');
      const [imported, local = imported] = specifier.replace(/^type\s+/, '').split(/\s+as\s+/).map((s) => s.trim());
      const found = isType ? undefined : map[imported];
      if (!found) {
        types.push(specifier.replace(/^type\s+/, ''));
        continue;
      }
      onSubpath?.(found.sub);
      const from = `'@mui/material/${found.sub}'`;
      if (found.name === '*') imports.push(`import * as ${local} from ${from};`);
      else if (found.name === 'default') imports.push(`import ${local} from ${from};`);
      else imports.push(`import { ${found.name === local ? local : `${found.name} as ${local}`} } from ${from};`);
    }
    if (types.length > 0) imports.push(`import type { ${types.join(', ')} } from '@mui/material';`);
    // as many lines as the import had, so the line numbers after it stay those of the source
    return imports.join(' ') + '\n'.repeat((whole.match(/\n/g) ?? []).length);
  });
}

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  if (fs.statSync(dir).isFile()) return [dir];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Every MUI sub-path imported by the sources under `dirs` (folders or files; barrel imports
 * mapped, deep imports as written), sorted.
 * @param {string[]} dirs
 * @returns {string[]}
 */
function muiSubpathsUsedIn(dirs) {
  const used = new Set();
  for (const file of dirs.flatMap(sourceFiles)) {
    const source = fs.readFileSync(file, 'utf8');
    rewriteMuiImports(source, (sub) => used.add(sub));
    for (const match of source.matchAll(/from\s*['"]@mui\/material\/([\w/]+)['"]/g)) used.add(match[1]);
  }
  return [...used].sort();
}

/** The file webpack resolves for `@mui/material/<sub>` in an ES module (the package's "import" condition). */
function muiSubpathFile(sub) {
  const file = path.join(MUI_DIR, sub, 'index.mjs');
  return fs.existsSync(file) ? file : path.join(MUI_DIR, `${sub}.mjs`);
}

module.exports = { muiExportMap, rewriteMuiImports, muiSubpathsUsedIn, muiSubpathFile, sourceFiles, MUI_VERSION };
