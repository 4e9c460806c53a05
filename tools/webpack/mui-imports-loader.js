// @ts-check
// Runs before swc-loader on our own sources: barrel imports of @mui/material become per-component
// imports, so each component is shared (and downloaded) on its own. See ./mui-imports.js.
const { rewriteMuiImports } = require('./mui-imports');

/** @this {{ cacheable?: () => void }} @param {string} source */
module.exports = function muiImportsLoader(source) {
  return rewriteMuiImports(source);
};
