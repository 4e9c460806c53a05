// @ts-check
// Runs before swc-loader on our own sources: imports of the @hackathon/ui barrel become imports of
// the files that define each name, so each file is shared (and downloaded) on its own. See ./ui-imports.js.
const { rewriteUiImports } = require('./ui-imports');

/** @param {string} source */
module.exports = function uiImportsLoader(source) {
  return rewriteUiImports(source);
};
