#!/usr/bin/env node
// @ts-check
/**
 * The deploy-time check of shared versions (tools/deploy/README.md):
 *
 *   npm run deploy:check -- --shell <shell dist | its mf-manifest.json | URL> --remote <remote ...> [--remote ...]
 *
 * Reads the shell's and each remote's mf-manifest.json (and mf-stats.json beside it when there is
 * one: it says which singletons are strict), prints per remote every conflict and warning
 * (tools/deploy/shared-compat.js), and exits 1 when a remote would not load under that shell
 * (a strict singleton outside the remote's range), 2 when a manifest cannot be read, else 0.
 */
const fs = require('node:fs');
const path = require('node:path');
const { parseFlags } = require('./flags');
const { compareShared, formatResult } = require('./shared-compat');

const USAGE = 'usage: npm run deploy:check -- --shell <dist folder | mf-manifest.json | URL> --remote <dist folder | mf-manifest.json | URL> [--remote ...]';

/** @param {string[]} argv @returns {{ shell: string, remotes: string[] }} */
function parseArgs(argv) {
  const { flags, positional } = parseFlags(argv, { values: ['shell', 'remote'], booleans: [], multiple: ['remote'] }, USAGE);
  const shell = /** @type {string | undefined} */ (flags.shell);
  const remotes = /** @type {string[] | undefined} */ (flags.remote) ?? [];
  if (positional.length > 0 || !shell || remotes.length === 0) throw new Error(USAGE);
  return { shell, remotes };
}

/** @param {string} source */
const isUrl = (source) => /^https?:\/\//.test(source);

/**
 * The manifest's location and that of the mf-stats.json beside it.
 * @param {string} source a dist folder, a manifest file or a manifest URL
 */
function locate(source) {
  if (isUrl(source)) {
    const manifest = source.endsWith('.json') ? source : `${source.replace(/\/$/, '')}/mf-manifest.json`;
    return { manifest, stats: new URL('mf-stats.json', manifest).href };
  }
  const manifest = fs.existsSync(source) && fs.statSync(source).isDirectory() ? path.join(source, 'mf-manifest.json') : source;
  return { manifest, stats: path.join(path.dirname(manifest), 'mf-stats.json') };
}

/** @param {string} where @param {boolean} optional @returns {Promise<any>} */
async function readJson(where, optional) {
  if (isUrl(where)) {
    const response = await fetch(where);
    if (!response.ok) {
      if (optional) return null;
      throw new Error(`cannot read ${where}: HTTP ${response.status}`);
    }
    return response.json();
  }
  if (!fs.existsSync(where)) {
    if (optional) return null;
    throw new Error(`cannot read ${where}: no such file (build it first, e.g. npx nx run-many -t build)`);
  }
  return JSON.parse(fs.readFileSync(where, 'utf8'));
}

/** @param {string[]} argv @param {(line: string) => void} print @returns {Promise<number>} exit code */
async function main(argv, print = console.log) {
  let args;
  try {
    args = parseArgs(argv);
  } catch (error) {
    print(error instanceof Error ? error.message : String(error));
    return 2;
  }
  let code = 0;
  let shell;
  const shellAt = locate(args.shell);
  try {
    shell = await readJson(shellAt.manifest, false);
  } catch (error) {
    print(`deploy check: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  for (const source of args.remotes) {
    const remoteAt = locate(source);
    try {
      const remote = await readJson(remoteAt.manifest, false);
      const remoteStats = await readJson(remoteAt.stats, true).catch(() => null);
      const result = compareShared({ shell, remote, remoteStats });
      for (const line of formatResult(result, { shellLabel: shellAt.manifest, remoteLabel: remoteAt.manifest })) print(line);
      if (result.conflicts.length > 0) code = Math.max(code, 1);
    } catch (error) {
      print(`deploy check: ${error instanceof Error ? error.message : String(error)}`);
      code = 2;
    }
  }
  return code;
}

if (require.main === module) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}

module.exports = { main, parseArgs, locate };
