// @ts-check
const { parseArgs } = require('node:util');

/**
 * The deploy commands' arguments, through Node's own parser: `--flag value`, `--flag=value`, a
 * boolean `--flag`, the rest positional. A wrong or incomplete argument throws with the usage.
 * @param {string[]} argv
 * @param {{ values: string[], booleans: string[], multiple?: string[] }} spec
 * @param {string} usage
 * @returns {{ flags: Record<string, string | string[] | boolean | undefined>, positional: string[] }}
 */
function parseFlags(argv, spec, usage) {
  /** @type {import('node:util').ParseArgsConfig['options']} */
  const options = {};
  for (const name of spec.values) options[name] = { type: 'string', multiple: spec.multiple?.includes(name) ?? false };
  for (const name of spec.booleans) options[name] = { type: 'boolean' };
  try {
    const { values, positionals } = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
    return { flags: values, positional: positionals };
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${usage}`, { cause: error });
  }
}

module.exports = { parseFlags };
