// @ts-check
/** Where the workspace's projects and libraries are, for the shared table and the chunk naming. */
const fs = require('node:fs');
const path = require('node:path');

const WORKSPACE_ROOT = path.resolve(__dirname, '../..');

/** Workspace libraries, resolved from source (tsconfig paths mirror these). */
const LIBS = ['contracts', 'api-client', 'ui', 'session'];

/** @param {string} lib */
function libSource(lib) {
  return path.join(WORKSPACE_ROOT, 'libs', lib, 'src');
}

/** Every project's sources and the libraries': what the workspace imports is read from them. */
function workspaceSourceDirs() {
  const projects = fs
    .readdirSync(WORKSPACE_ROOT)
    .filter((dir) => dir === 'shell' || dir.startsWith('mfe-'))
    .map((dir) => path.join(WORKSPACE_ROOT, dir, 'src'));
  return [...projects, ...LIBS.map(libSource)];
}

module.exports = { WORKSPACE_ROOT, LIBS, libSource, workspaceSourceDirs };
