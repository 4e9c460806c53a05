// @ts-check
/**
 * @hackathon/ui shared one source file at a time, as MUI is (docs/adr/0006-front-end-weight.md).
 * Sources keep `import { toast, DataView } from '@hackathon/ui'`; the build rewrites that to
 * `import { toast } from '@hackathon/ui/toast/store'` (./import-rules.js) and the share table
 * provides each file of the library under that key (./shared.js), so a page loads the files it uses.
 *
 *   uiExportMap()            runtime export name of the barrel -> the file that defines it
 *   uiSourceFiles()          every file of the library that is shared (no specs, no test kit)
 *   uiShareKey(file)         '@hackathon/ui/toast/store'
 *   uiFilesImportedBy(paths) the library files the sources under `paths` import, with what those import
 *   statefulUiFiles()        the files that must stay strict singletons
 */
const fs = require('node:fs');
const path = require('node:path');
const { WORKSPACE_ROOT, namedImports, relativeImports, resolveRelative, sourceFiles } = require('./sources');

const UI_SRC = path.join(WORKSPACE_ROOT, 'libs/ui/src');
const UI_INDEX = path.join(UI_SRC, 'index.ts');
/**
 * The files of @hackathon/ui that hold state (tools/webpack/README.md, "Versioned shared libraries").
 * Every file that imports one of them relatively is stateful too: a container's own copy of it
 * would reach the container's own copy of the state.
 */
const STATEFUL_UI_FILES = ['toast/store.ts', 'prerender/handoff.ts', 'PortalProviders.tsx'];

/** `export { a, b as c, type T } from './x'` and `export * from './x'` statements. */
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
  for (const [, typeOnly, list, request] of source.matchAll(RE_EXPORT)) {
    const target = typeOnly ? null : resolveRelative(file, request);
    if (!target) continue;
    const targetExports = exportsOf(target, memo);
    if (list === undefined) {
      for (const [name, definedIn] of Object.entries(targetExports)) map[name] ??= definedIn;
      continue;
    }
    for (const raw of list.split(',')) {
      const specifier = raw.trim();
      if (!specifier || specifier.startsWith('type ')) continue;
      const [imported, exported = imported] = specifier.split(/\s+as\s+/).map((s) => s.trim());
      // a renamed re-export stays on the barrel (the rewrite keeps names as they are)
      if (imported === exported) map[exported] = targetExports[imported] ?? target;
    }
  }
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

/** Every source file of the library that is shared: not specs, not the component-test kit. */
function uiSourceFiles() {
  return sourceFiles([UI_SRC]).filter((file) => !file.endsWith('.d.ts') && !path.relative(UI_SRC, file).split(path.sep).includes('testing'));
}

/** The share key of a library file: '@hackathon/ui/toast/store'. @param {string} file */
function uiShareKey(file) {
  return `@hackathon/ui/${path.relative(UI_SRC, file).split(path.sep).join('/').replace(/\.tsx?$/, '')}`;
}

/**
 * The library files the sources under `paths` import through the barrel, and the library files
 * those import in turn (relative imports), sorted.
 * @param {string[]} paths
 */
function uiFilesImportedBy(paths) {
  const map = uiExportMap();
  const found = new Set(sourceFiles(paths).flatMap((file) => namedImports(fs.readFileSync(file, 'utf8'), ['@hackathon/ui']).flatMap((name) => map[name] ?? [])));
  // a Set iterates what is added while it runs: the relative imports' closure
  for (const file of found) for (const target of relativeImports(file)) found.add(target);
  return [...found].sort();
}

/**
 * STATEFUL_UI_FILES and every file that imports one of them relatively, directly or not (the
 * barrel among them).
 * @returns {Set<string>}
 */
function statefulUiFiles() {
  const files = uiSourceFiles();
  const imports = new Map(files.map((file) => [file, relativeImports(file)]));
  const stateful = new Set(STATEFUL_UI_FILES.map((file) => path.join(UI_SRC, file)));
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

module.exports = { uiExportMap, uiSourceFiles, uiShareKey, uiFilesImportedBy, statefulUiFiles, STATEFUL_UI_FILES, UI_SRC };
