// @ts-check
/**
 * The share key a module of the federation plugin stands for (its ProvideSharedModule or
 * ConsumeSharedModule), else null: how the chunk naming and the preload plugin tell which shared
 * module a chunk group was made for.
 * @param {any} module
 * @returns {string | null}
 */
function shareKeyOf(module) {
  if (!module) return null;
  if (module.constructor.name === 'ProvideSharedModule') return module._name;
  if (module.constructor.name === 'ConsumeSharedModule') return module.options.shareKey;
  return null;
}

module.exports = { shareKeyOf };
