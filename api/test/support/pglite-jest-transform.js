// Jest runs tests in a VM where import() needs --experimental-vm-modules. PGlite's CommonJS
// build uses import() only for Node built-ins (fs, zlib, util, stream, node:module), so this
// transform turns those calls into require(). A hoisted function appended at the end keeps
// 'use strict' first and line numbers unchanged.
const { createHash } = require('node:crypto');

const DYNAMIC_IMPORT = /(?<![\w$.])import\((["'][\w:/.-]+["'])\)/g;

module.exports = {
  process(source) {
    return { code: `${source.replace(DYNAMIC_IMPORT, '__pgliteImport($1)')}\nfunction __pgliteImport(m) { return Promise.resolve(require(m)); }\n` };
  },
  getCacheKey(source, path) {
    return createHash('sha256').update('pglite-import-v1').update(path).update(source).digest('hex');
  },
};
