// @ts-check
/**
 * Reading the workspace's own sources: which files there are and what they import. The share
 * table and the chunk names are decided from this before webpack starts, for every project at
 * once (the host provides what any remote imports), so it is a quick scan, not a compilation.
 */
const fs = require('node:fs');
const path = require('node:path');

const WORKSPACE_ROOT = path.resolve(__dirname, '../../..');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * The TypeScript files under `paths` (folders or files), specs left out, sorted.
 * @param {string[]} paths
 * @returns {string[]}
 */
function sourceFiles(paths) {
  /** @param {string} entry @returns {string[]} */
  const walk = (entry) => {
    if (!fs.existsSync(entry)) return [];
    if (fs.statSync(entry).isFile()) return [entry];
    return fs.readdirSync(entry, { withFileTypes: true }).flatMap((child) => {
      if (child.isDirectory() && (child.name === 'node_modules' || child.name === 'dist')) return [];
      const full = path.join(entry, child.name);
      return child.isDirectory() ? walk(full) : /\.tsx?$/.test(child.name) && !/\.spec\.tsx?$/.test(child.name) ? [full] : [];
    });
  };
  return [...new Set(paths.flatMap(walk))].sort();
}

/** The `src` folders of the shell, every remote and the libraries. */
function workspaceSourceDirs() {
  const projects = fs
    .readdirSync(WORKSPACE_ROOT)
    .filter((dir) => dir === 'shell' || dir.startsWith('mfe-'))
    .map((dir) => path.join(WORKSPACE_ROOT, dir, 'src'));
  const libs = ['contracts', 'api-client', 'ui', 'session'].map((lib) => path.join(WORKSPACE_ROOT, 'libs', lib, 'src'));
  return [...projects, ...libs];
}

const escapeRegExp = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The names a source imports at run time from any of `modules` with `import { a, b as c } from`:
 * `import type { ... }` and `type X` specifiers left out (the compiler erases them).
 * @param {string} source @param {string[]} modules
 * @returns {string[]}
 */
function namedImports(source, modules) {
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"](?:${modules.map(escapeRegExp).join('|')})['"]`, 'g');
  const names = [];
  for (const [, typeOnly, list] of source.matchAll(pattern)) {
    if (typeOnly) continue;
    for (const raw of list.split(',')) {
      const specifier = raw.trim();
      if (specifier && !specifier.startsWith('type ')) names.push(specifier.split(/\s+as\s+/)[0].trim());
    }
  }
  return names;
}

/**
 * The file a relative request of `from` resolves to (TypeScript's extensions), or null.
 * @param {string} from @param {string} request
 */
function resolveRelative(from, request) {
  const base = path.resolve(path.dirname(from), request);
  for (const ext of ['', ...EXTENSIONS]) {
    const file = base + ext;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/**
 * The files a source file imports or re-exports relatively at run time (type-only ones left out).
 * @param {string} file
 * @returns {string[]}
 */
function relativeImports(file) {
  const found = [];
  for (const [, typeOnly, request] of fs.readFileSync(file, 'utf8').matchAll(/(?:import|export)\s+(type\s+)?[^'";]*?from\s*['"](\.[^'"]*)['"]/g)) {
    const target = typeOnly ? null : resolveRelative(file, request);
    if (target) found.push(target);
  }
  return found;
}

module.exports = { WORKSPACE_ROOT, sourceFiles, workspaceSourceDirs, namedImports, relativeImports, resolveRelative };
