#!/usr/bin/env node
// @ts-check
/**
 * Releases a remote's build as an immutable folder (tools/deploy/README.md, docs/operations.md
 * "Releasing a remote"):
 *
 *   npm run remote:release -- <remote> [--dist <dir>] [--releases <dir>] [--shell <shell>] [--force]
 *                             [--base-url <URL>] [--activate] [--api <portal URL>]
 *
 * 1. runs the deploy check (check.js) of the build against the shell, and refuses on a conflict
 *    unless --force;
 * 2. copies the build into <releases>/<folder>/<release id>/ (releases.js: the id is the release's
 *    UTC time and the build's content hash); a build released before is not copied again, and a
 *    release folder is never overwritten;
 * 3. prints the registry entry that names it and the registry command that switches to it, and
 *    with --activate runs that command (the API's, through --api when given).
 *
 * Exit 0 released (or already released), 1 refused, 2 usage or unreadable input.
 */
const fs = require('node:fs');
const path = require('node:path');
const { main: deployCheck } = require('./check');
const {
  REGISTRY_NPM,
  REPO_ROOT,
  defaultReleasesDir,
  differingFiles,
  digestFolder,
  listReleases,
  registryEntry,
  releaseId,
  remoteOf,
  runRegistry,
} = require('./releases');
const { parseFlags } = require('./flags');

const USAGE = `usage: npm run remote:release -- <mfe-public|mfe-school|mfe-team|mfe-backoffice> [options]
  --dist <dir>        the built remote (default <remote>/dist)
  --releases <dir>    the releases root (default REMOTE_RELEASES_DIR, else DATA_DIR/releases, else data/releases)
  --shell <shell>     the shell to check against: its dist, mf-manifest.json or URL (default shell/dist)
  --force             release even when the deploy check refuses or cannot read the shell
  --base-url <URL>    where the releases root is published, when not at /releases/ on the portal
  --activate          switch the registry to the release (npm run registry ... set)
  --api <URL>         a running portal for the registry command (with ADMIN_EMAIL/ADMIN_PASSWORD or PORTAL_TOKEN)`;

/**
 * @typedef {{
 *   print?: (line: string) => void,
 *   now?: () => Date,
 *   env?: NodeJS.ProcessEnv,
 *   registry?: (args: string[], options: { env: NodeJS.ProcessEnv }) => { code: number },
 * }} ReleaseOptions
 */

/** @param {string} value */
const isBaseUrl = (value) => /^https?:\/\/[^/]/i.test(value) || (value.startsWith('/') && !value.startsWith('//'));

/** @param {string[]} argv @param {ReleaseOptions} [options] @returns {Promise<number>} exit code */
async function main(argv, { print = console.log, now = () => new Date(), env = process.env, registry = runRegistry } = {}) {
  let args;
  let remote;
  try {
    args = parseFlags(argv, { values: ['dist', 'releases', 'shell', 'base-url', 'api'], booleans: ['force', 'activate'] }, USAGE);
    if (args.positional.length !== 1) throw new Error(USAGE);
    remote = remoteOf(/** @type {string} */ (args.positional[0]));
  } catch (error) {
    print(error instanceof Error ? error.message : String(error));
    return 2;
  }
  const flags = /** @type {Record<string, string | undefined>} */ (args.flags);
  const force = args.flags.force === true;
  const baseUrl = flags['base-url'] ?? null;
  if (baseUrl !== null && !isBaseUrl(baseUrl)) {
    print(`--base-url must be an http(s) URL or a path starting with /, e.g. https://cdn.example.org/releases (got ${baseUrl})`);
    return 2;
  }
  const dist = path.resolve(flags.dist ?? path.join(REPO_ROOT, remote.folder, 'dist'));
  const releasesRoot = path.resolve(flags.releases ?? defaultReleasesDir(env));
  const shell = flags.shell ?? path.join(REPO_ROOT, 'shell', 'dist');

  // 0. the build: a remote's dist with its manifest and entry, of this remote
  for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
    if (!fs.existsSync(path.join(dist, file))) {
      print(`${path.join(dist, file)} does not exist: build the remote first (npx nx run @hackathon/${remote.folder}:build)`);
      return 2;
    }
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const built = manifest.name ?? manifest.id;
  if (built !== remote.container) {
    print(`${dist} holds the build of ${built}, not ${remote.container}: nothing released`);
    return 2;
  }

  // 1. the deploy check against the shell (check.js prints its findings)
  print(`deploy check of ${remote.container} against the shell (${shell}):`);
  const checked = await deployCheck(['--shell', shell, '--remote', dist], (line) => print(`  ${line}`));
  if (checked !== 0) {
    const why = checked === 1 ? 'the deploy check found a version conflict' : 'the deploy check could not read a manifest';
    if (!force) {
      print(`refused: ${why}; nothing released (--force releases anyway)`);
      return checked === 1 ? 1 : 2;
    }
    print(`--force: releasing although ${why}`);
  }

  // 2. the release folder: the same build once, a release folder never overwritten
  const digest = digestFolder(dist);
  const hash = digest.hash.slice(0, 10);
  const existing = listReleases(releasesRoot, remote.folder).releases.find((release) => release.hash === hash);
  let id;
  if (existing) {
    const changed = differingFiles(digestFolder(existing.dir).files, digest.files);
    if (changed.length > 0) {
      print(`refused: ${existing.dir} has this build's hash but other files (${changed.join(', ')}): it was changed after its release, and a release folder is never overwritten`);
      return 1;
    }
    id = existing.id;
    print(`${remote.container}: this build is already released as ${id} (${existing.dir}): nothing copied`);
  } else {
    id = releaseId(digest.hash, now());
    const copied = copyRelease(dist, path.join(releasesRoot, remote.folder), id, digest.files);
    if (!copied.ok) {
      print(`refused: ${copied.message}`);
      return 1;
    }
    print(`${remote.container}: released ${dist} as ${id} (${digest.files.size} files in ${copied.dir})`);
  }

  // 3. the registry entry, and the command that switches to it
  const entry = registryEntry(remote.folder, id, baseUrl);
  const api = flags.api ? ['--api', flags.api] : [];
  print(`registry entry: ${entry}`);
  print(`switch to it:   ${[REGISTRY_NPM, 'set', remote.container, entry, ...api].join(' ')}`);
  if (args.flags.activate !== true) return 0;
  print(`activating: registry set ${remote.container} ${entry}`);
  const switched = registry(['set', remote.container, entry, ...api], { env });
  if (switched.code !== 0) {
    print(`the registry was not switched (exit ${switched.code}); the release stays in ${path.join(releasesRoot, remote.folder, id)}`);
    return 1;
  }
  return 0;
}

/**
 * Copies a build into `<parent>/<id>`: into a hidden folder first (never served, never pruned), checked
 * against the digest taken before (a build running meanwhile would mix two builds), then renamed into
 * place, which fails rather than replace a folder that exists.
 * @param {string} dist @param {string} parent @param {string} id @param {Map<string, string>} files
 * @returns {{ ok: true, dir: string } | { ok: false, message: string }}
 */
function copyRelease(dist, parent, id, files) {
  const dir = path.join(parent, id);
  const partial = path.join(parent, `.${id}.partial-${process.pid}`);
  fs.mkdirSync(parent, { recursive: true });
  try {
    fs.cpSync(dist, partial, { recursive: true, errorOnExist: true, force: false });
    const changed = differingFiles(digestFolder(partial).files, files);
    if (changed.length > 0) return { ok: false, message: `${dist} changed while it was copied (${changed.join(', ')}): is a build running? Nothing released` };
    if (fs.existsSync(dir)) return { ok: false, message: `${dir} exists: a release folder is never overwritten` };
    fs.renameSync(partial, dir);
    return { ok: true, dir };
  } finally {
    fs.rmSync(partial, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}

module.exports = { main, USAGE };
