// @ts-check
/**
 * The share key a Module Federation module stands for: a ProvideSharedModule (a container's copy
 * of a shared module) or a ConsumeSharedModule (where code takes it from the share scope), else
 * null. The chunk naming and the preload plugin follow the share graph through these.
 * MF 2.9 keeps the key in fields it does not type (`_name`, `options.shareKey`).
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
