// @ts-check
/**
 * @hackathon/ui shared one source file at a time, as MUI is (docs/adr/0006-front-end-weight.md).
 *
 * Shared as its barrel, @hackathon/ui was one module: the shell's first render consumed all of it,
 * the data views, dialogs and PDF viewer with every MUI component they import. Sources keep
 * `import { toast, DataView } from '@hackathon/ui'`; at build time this rewrites such an import into
 * one import per defining file (`import { toast } from '@hackathon/ui/toast/store'`), and the
 * federation factory shares each file of the library on its own under that name, so a page
 * loads the files it uses.
 *
 *   uiExportMap()            runtime export name of the barrel -> the file that defines it
 *   rewriteUiImports(code)   the source with barrel imports rewritten (types stay on the barrel)
 *   uiSourceFiles()          every file of the library that is shared (no specs, no test kit, no server renderer)
 *   uiFilesImportedBy(dirs)  the library files the sources under `dirs` import, with what those import
 */
const fs = require('node:fs');
const path = require('node:path');

const UI_SRC = path.resolve(__dirname, '../../libs/ui/src');
const UI_INDEX = path.join(UI_SRC, 'index.ts');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** @param {string} from @param {string} request @returns {string | null} */
function resolveRelative(from, request) {
  const base = path.resolve(path.dirname(from), request);
  for (const ext of ['', ...EXTENSIONS]) {
    const file = base + ext;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/** `export { a, b as c, type T } from './x'` and `export * from './x'` statements of a file. */
const RE_EXPORT = /export\s+(type\s+)?(?:\{([^}]*)\}|\*)\s*from\s*['"](\.[^'"]*)['"]/g;

/**
 * Where each runtime export of `file` is defined, following the barrels' re-exports.
 * @param {string} file
 * @param {Map<string, Record<string, string>>} memo
 * @returns {Record<string, string>} name -> defining file
 */
function exportsOf(file, memo = new Map()) {
  const known = memo.get(file);
  if (known) return known;
  /** @type {Record<string, string>} */
  const map = {};
  memo.set(file, map);
  const source = fs.readFileSync(file, 'utf8');
  for (const [whole, typeOnly, list, request] of source.matchAll(RE_EXPORT)) {
    if (typeOnly) continue;
    const target = resolveRelative(file, request);
    if (!target) continue;
    const targetExports = exportsOf(target, memo);
    if (list === undefined) {
      // export * from './x'
      if (/export\s*\*/.test(whole)) for (const [name, definedIn] of Object.entries(targetExports)) map[name] ??= definedIn;
      continue;
    }
    for (const raw of list.split(',')) {
      const specifier = raw.trim();
      if (!specifier || specifier.startsWith('type ')) continue;
      const [imported, exported = imported] = specifier.split(/\s+as\s+/).map((s) => s.trim());
      // a renamed re-export stays on the barrel (rewriting keeps names as they are)
      if (imported !== exported) continue;
      map[exported] = targetExports[imported] ?? target;
    }
  }
  // declarations of this file itself
  for (const [, name] of source.matchAll(/export\s+(?:async\s+)?(?:function\*?|const|let|var|class|enum)\s+([A-Za-z_$][\w$]*)/g)) map[name] ??= file;
  return map;
}

/** @type {Record<string, string> | null} */
let exportMap = null;

/** @returns {Record<string, string>} runtime export name of the barrel -> absolute path of its file */
function uiExportMap() {
  exportMap ??= exportsOf(UI_INDEX);
  return exportMap;
}

const BARREL_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*(['"])@hackathon\/ui\3\s*;?/g;

/**
 * `import { toast, DataView, type ToastApi } from '@hackathon/ui'` ->
 * `import { toast } from '@hackathon/ui/toast/store'; import { DataView } from '@hackathon/ui/data-view/DataView'; import type { ToastApi } from '@hackathon/ui';`
 * @param {string} source
 */
function rewriteUiImports(source) {
  if (!source.includes('@hackathon/ui')) return source;
  const map = uiExportMap();
  return source.replace(BARREL_IMPORT, (whole, typeOnly, list) => {
    if (typeOnly) return whole;
    /** @type {Map<string, string[]>} */
    const byFile = new Map();
    /** @type {string[]} */
    const rest = [];
    for (const raw of list.split(',')) {
      const specifier = raw.trim();
      if (!specifier) continue;
      const imported = specifier.replace(/^type\s+/, '').split(/\s+as\s+/)[0].trim();
      const file = specifier.startsWith('type ') ? undefined : map[imported];
      if (!file) {
        rest.push(specifier);
        continue;
      }
      byFile.set(file, [...(byFile.get(file) ?? []), specifier]);
    }
    const imports = [...byFile].map(([file, names]) => `import { ${names.join(', ')} } from '${uiShareKey(file)}';`);
    // names the map does not know (types, or anything unexpected) stay on the barrel
    if (rest.length > 0 && rest.every((specifier) => specifier.startsWith('type '))) {
      imports.push(`import type { ${rest.map((specifier) => specifier.replace(/^type\s+/, '')).join(', ')} } from '@hackathon/ui';`);
    } else if (rest.length > 0) {
      imports.push(`import { ${rest.join(', ')} } from '@hackathon/ui';`);
    }
    return imports.join(' ') + '\n'.repeat((whole.match(/\n/g) ?? []).length);
  });
}

/** @param {string} dir @returns {string[]} */
function walk(dir) {
  if (fs.statSync(dir).isFile()) return [dir];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** Every source file of the library that is shared: not specs, not the component-test kit. */
function uiSourceFiles() {
  return walk(UI_SRC)
    .filter((file) => /\.tsx?$/.test(file) && !/\.spec\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    // the test kit and the server renderer (node only) are never shared with a browser build
    .filter((file) => !path.relative(UI_SRC, file).split(path.sep).some((part) => part === 'testing' || part === 'server'))
    .sort();
}

/** The share key of a library file: '@hackathon/ui/toast/store'. @param {string} file @param {string} [root] the library's sources */
function uiShareKey(file, root = UI_SRC) {
  return `@hackathon/ui/${path.relative(root, file).split(path.sep).join('/').replace(/\.tsx?$/, '')}`;
}

/**
 * The library files the sources under `dirs` import through the barrel, and the library files
 * those import in turn (relative imports), sorted.
 * @param {string[]} dirs
 */
function uiFilesImportedBy(dirs) {
  const map = uiExportMap();
  /** @type {Set<string>} */
  const found = new Set();
  /** @type {string[]} */
  const queue = [];
  const add = (/** @type {string} */ file) => {
    if (!found.has(file)) {
      found.add(file);
      queue.push(file);
    }
  };
  for (const dir of dirs) {
    if (!fs.existsSync(dir)) continue;
    for (const file of walk(dir).filter((f) => /\.tsx?$/.test(f) && !/\.spec\.tsx?$/.test(f))) {
      for (const [, typeOnly, list] of fs.readFileSync(file, 'utf8').matchAll(BARREL_IMPORT)) {
        if (typeOnly) continue;
        for (const raw of list.split(',')) {
          const name = raw.trim().split(/\s+as\s+/)[0].trim();
          if (name && !name.startsWith('type ') && map[name]) add(map[name]);
        }
      }
    }
  }
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.shift());
    for (const [, typeOnly, request] of fs.readFileSync(file, 'utf8').matchAll(/(?:import|export)\s+(type\s+)?[^'";]*?from\s*['"](\.[^'"]*)['"]/g)) {
      if (typeOnly) continue;
      const target = resolveRelative(file, request);
      if (target) add(target);
    }
  }
  return [...found].sort();
}

module.exports = { uiExportMap, rewriteUiImports, uiSourceFiles, uiShareKey, uiFilesImportedBy, UI_SRC };
