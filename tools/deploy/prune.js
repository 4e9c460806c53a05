#!/usr/bin/env node
// @ts-check
/**
 * Deletes the remote releases no open tab or rollback needs any more (tools/deploy/README.md,
 * docs/operations.md "Releasing a remote"):
 *
 *   npm run remote:prune -- [--releases <dir>] [--keep-days N] [--keep M] [--dry-run] [--api <portal URL>]
 *
 * Per remote, a release is kept when any of these holds, and deleted otherwise:
 *   - the registry names it: the current entry, the previous one (what `registry rollback` returns
 *     to) or the default of any remote, read with the API's registry command (`list --json`, on
 *     the database or through --api); when the registry cannot be read, nothing is deleted;
 *   - it is one of the M newest releases of the remote (default 3): rollback targets however old;
 *   - the next release of the remote was made less than N days ago (default 7): until then a tab
 *     opened while it was served may still ask for its chunks.
 * Folders that are not releases (copies in progress, anything else) are left alone.
 * Exit 0 done, 1 the registry could not be read (nothing deleted), 2 usage.
 */
const fs = require('node:fs');
const path = require('node:path');
const { parseFlags } = require('./flags');
const { REMOTE_FOLDERS, defaultReleasesDir, listReleases, releaseNamedBy, runRegistry } = require('./releases');

const DAY_MS = 86_400_000;
const DEFAULT_KEEP_DAYS = 7;
const DEFAULT_KEEP = 3;

const USAGE = `usage: npm run remote:prune -- [options]
  --releases <dir>    the releases root (default REMOTE_RELEASES_DIR, else DATA_DIR/releases, else data/releases)
  --keep-days <N>     keep a release until N days after the next one of its remote was made (default ${DEFAULT_KEEP_DAYS})
  --keep <M>          always keep the M newest releases of each remote (default ${DEFAULT_KEEP}, at least 1)
  --dry-run           say what would be deleted, delete nothing
  --api <URL>         read the registry through a running portal (with ADMIN_EMAIL/ADMIN_PASSWORD or PORTAL_TOKEN)
Releases the registry names (current, previous or default entry) are never deleted.`;

/**
 * @typedef {{ id: string, time: Date, dir: string }} Release
 * @typedef {{ release: Release, keep: boolean, reasons: string[] }} Decision
 * @typedef {{ name: string, manifestUrl: string, previousUrl: string | null, defaultUrl: string }} RegistryEntry
 */

/** @param {number} ms */
const days = (ms) => `${(ms / DAY_MS).toFixed(1)} days`;

/**
 * The releases the registry names, `<folder>/<id>` -> why (e.g. "current entry of mfe_team").
 * @param {RegistryEntry[]} entries
 */
function namedByRegistry(entries) {
  /** @type {Map<string, string[]>} */
  const named = new Map();
  for (const entry of entries) {
    for (const [role, url] of /** @type {const} */ ([
      ['current', entry.manifestUrl],
      ['previous', entry.previousUrl],
      ['default', entry.defaultUrl],
    ])) {
      const release = releaseNamedBy(url);
      if (release) named.set(release, [...(named.get(release) ?? []), `${role} entry of ${entry.name}`]);
    }
  }
  return named;
}

/**
 * What to do with each release of one remote (oldest first, as listReleases gives them).
 * @param {string} folder @param {Release[]} releases @param {Map<string, string[]>} named
 * @param {{ keep: number, keepDays: number, now: Date }} policy
 * @returns {Decision[]}
 */
function planPrune(folder, releases, named, { keep, keepDays, now }) {
  return releases.map((release, index) => {
    const byRegistry = named.get(`${folder}/${release.id}`) ?? [];
    const newer = releases.length - 1 - index;
    const next = releases[index + 1];
    const supersededMs = next ? now.getTime() - next.time.getTime() : null;
    const withinRetention = supersededMs !== null && supersededMs < keepDays * DAY_MS;
    const reasons = [...byRegistry];
    if (newer < keep) reasons.push(newer === 0 ? 'the newest' : `one of the ${keep} newest`);
    if (supersededMs !== null) reasons.push(`superseded ${days(supersededMs)} ago${withinRetention ? `, within ${keepDays} days` : ''}`);
    return { release, keep: byRegistry.length > 0 || newer < keep || withinRetention, reasons };
  });
}

/**
 * The registry's entries, read with the API's command; null (and why) when it cannot be read.
 * @param {(args: string[], options: { capture: boolean, env: NodeJS.ProcessEnv }) => { code: number, stdout: string, stderr: string }} registry
 * @param {string[]} api @param {NodeJS.ProcessEnv} env
 * @returns {{ entries: RegistryEntry[] } | { error: string }}
 */
function readRegistry(registry, api, env) {
  const listed = registry(['list', '--json', ...api], { capture: true, env });
  if (listed.code !== 0) return { error: `the registry command failed (exit ${listed.code}): ${listed.stderr.trim() || listed.stdout.trim()}` };
  try {
    const entries = JSON.parse(listed.stdout.trim().split('\n').pop() ?? '');
    if (!Array.isArray(entries) || entries.some((entry) => typeof entry?.manifestUrl !== 'string')) throw new Error('not a list of entries');
    return { entries };
  } catch (error) {
    return { error: `the registry command answered no list of entries (${error instanceof Error ? error.message : String(error)})` };
  }
}

/** @param {string | undefined} value @param {number} fallback @param {number} min @param {string} flag */
function count(value, fallback, min, flag) {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min) throw new Error(`${flag} must be a whole number of at least ${min} (got ${value})\n${USAGE}`);
  return Number(value);
}

/**
 * @param {string[]} argv
 * @param {{ print?: (line: string) => void, now?: () => Date, env?: NodeJS.ProcessEnv, registry?: Parameters<typeof readRegistry>[0] }} [options]
 * @returns {Promise<number>} exit code
 */
async function main(argv, { print = console.log, now = () => new Date(), env = process.env, registry = runRegistry } = {}) {
  let flags;
  let policy;
  try {
    const parsed = parseFlags(argv, { values: ['releases', 'keep-days', 'keep', 'api'], booleans: ['dry-run'] }, USAGE);
    if (parsed.positional.length > 0) throw new Error(USAGE);
    flags = /** @type {Record<string, string | boolean | undefined>} */ (parsed.flags);
    policy = {
      keepDays: count(/** @type {string | undefined} */ (flags['keep-days']), DEFAULT_KEEP_DAYS, 0, '--keep-days'),
      keep: count(/** @type {string | undefined} */ (flags.keep), DEFAULT_KEEP, 1, '--keep'),
      now: now(),
    };
  } catch (error) {
    print(error instanceof Error ? error.message : String(error));
    return 2;
  }
  const dryRun = flags['dry-run'] === true;
  const releasesRoot = path.resolve(/** @type {string | undefined} */ (flags.releases) ?? defaultReleasesDir(env));
  if (!fs.existsSync(releasesRoot)) {
    print(`nothing to prune: ${releasesRoot} does not exist`);
    return 0;
  }

  const read = readRegistry(registry, typeof flags.api === 'string' ? ['--api', flags.api] : [], env);
  if ('error' in read) {
    print(`cannot read the remote registry: ${read.error}`);
    print(`nothing deleted: a release the registry names must never be deleted (run on a machine with the portal's configuration, or add --api <portal URL>)`);
    return 1;
  }
  const named = namedByRegistry(read.entries);

  let deleted = 0;
  let kept = 0;
  for (const folder of REMOTE_FOLDERS) {
    const { releases, others } = listReleases(releasesRoot, folder);
    if (releases.length === 0 && others.length === 0) continue;
    print(`${folder}: ${releases.length} release${releases.length === 1 ? '' : 's'}`);
    for (const { release, keep, reasons } of planPrune(folder, releases, named, policy)) {
      if (keep) {
        kept += 1;
        print(`  keep    ${release.id}  ${reasons.join('; ')}`);
        continue;
      }
      deleted += 1;
      print(`  ${dryRun ? 'would delete' : 'delete '} ${release.id}  ${reasons.join('; ')}`);
      if (!dryRun) removeRelease(release.dir);
    }
    for (const other of others) print(`  left alone: ${other} (not a release folder)`);
  }
  print(`${dryRun ? 'dry run: would delete' : 'deleted'} ${deleted}, kept ${kept} (in ${releasesRoot}; keep ${policy.keep} newest, ${policy.keepDays} days after being superseded)`);
  return 0;
}

/** Renamed out of /releases/ first (at once, whole), then removed. @param {string} dir */
function removeRelease(dir) {
  const doomed = path.join(path.dirname(dir), `.${path.basename(dir)}.deleting-${process.pid}`);
  fs.renameSync(dir, doomed);
  fs.rmSync(doomed, { recursive: true, force: true });
}

if (require.main === module) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}

module.exports = { main, planPrune, namedByRegistry, USAGE, DEFAULT_KEEP, DEFAULT_KEEP_DAYS };
