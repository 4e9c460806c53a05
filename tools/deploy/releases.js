// @ts-check
/**
 * What `remote:release` and `remote:prune` share (tools/deploy/README.md): the releases root, a
 * release's id, the release folders of a remote, and the API's registry command.
 *
 *   <releases root>/<remote folder>/<release id>/   a remote's dist/, copied once, never changed
 *   release id = <UTC time of the release, YYYYMMDDTHHMMZ>-<10 hex of the content hash>
 *
 * The content hash covers every file of the dist (relative path and bytes), so the same build has
 * the same hash wherever it is released from, and a folder whose files differ from its hash was
 * changed after its release. The time part orders a remote's releases and dates them for pruning.
 */
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const REPO_ROOT = path.resolve(__dirname, '../..');

/** The remotes' folders (api/src/config/app-config.ts REMOTES); each builds the container `<folder with _>`. */
const REMOTE_FOLDERS = ['mfe-public', 'mfe-school', 'mfe-team', 'mfe-backoffice'];

const RELEASE_ID = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})Z-([0-9a-f]{10})$/;
const HASH_LENGTH = 10;

/**
 * `mfe-team` or `mfe_team` -> its folder and container name.
 * @param {string} name @returns {{ folder: string, container: string }}
 */
function remoteOf(name) {
  const folder = name.replace(/_/g, '-');
  if (!REMOTE_FOLDERS.includes(folder)) throw new Error(`unknown remote ${name}: one of ${REMOTE_FOLDERS.join(', ')}`);
  return { folder, container: folder.replace(/-/g, '_') };
}

/**
 * The releases root as the API serves it (api/src/config/app-config.ts): REMOTE_RELEASES_DIR, else
 * DATA_DIR/releases, else <repo>/data/releases; relative paths from the current folder.
 * @param {NodeJS.ProcessEnv} env
 */
function defaultReleasesDir(env) {
  const releases = env.REMOTE_RELEASES_DIR?.trim();
  if (releases) return path.resolve(releases);
  const dataDir = env.DATA_DIR?.trim();
  return path.join(dataDir ? path.resolve(dataDir) : path.join(REPO_ROOT, 'data'), 'releases');
}

/** @param {string} dir @returns {string[]} every file under dir, relative, '/'-separated, sorted */
function filesUnder(dir) {
  /** @type {string[]} */
  const files = [];
  const walk = (/** @type {string} */ relative) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else files.push(child);
    }
  };
  walk('');
  return files.sort();
}

/**
 * The content of a folder: each file's sha-256, and one hash over every path and file hash.
 * @param {string} dir @returns {{ hash: string, files: Map<string, string> }}
 */
function digestFolder(dir) {
  const files = new Map();
  const all = createHash('sha256');
  for (const file of filesUnder(dir)) {
    const sha = createHash('sha256').update(fs.readFileSync(path.join(dir, file))).digest('hex');
    files.set(file, sha);
    all.update(`${file}\0${sha}\n`);
  }
  return { hash: all.digest('hex'), files };
}

/**
 * The files in which two digests differ (missing on one side or other bytes), at most `limit`.
 * @param {Map<string, string>} a @param {Map<string, string>} b
 */
function differingFiles(a, b, limit = 5) {
  const names = [...new Set([...a.keys(), ...b.keys()])].sort();
  return names.filter((name) => a.get(name) !== b.get(name)).slice(0, limit);
}

/** @param {string} hash @param {Date} at */
function releaseId(hash, at) {
  const stamp = at.toISOString().replace(/[-:]/g, '').slice(0, 13);
  return `${stamp}Z-${hash.slice(0, HASH_LENGTH)}`;
}

/** @param {string} name @returns {{ time: Date, hash: string } | null} */
function parseReleaseId(name) {
  const match = RELEASE_ID.exec(name);
  if (!match) return null;
  const [, year, month, day, hour, minute, hash] = match;
  return { time: new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute))), hash: /** @type {string} */ (hash) };
}

/**
 * A remote's release folders, oldest first (by their id's time, then name), and the other entries
 * of its folder (copies in progress, anything not made by remote:release), which are left alone.
 * @param {string} releasesRoot @param {string} folder
 */
function listReleases(releasesRoot, folder) {
  const dir = path.join(releasesRoot, folder);
  /** @type {Array<{ id: string, time: Date, hash: string, dir: string }>} */
  const releases = [];
  /** @type {string[]} */
  const others = [];
  if (!fs.existsSync(dir)) return { releases, others };
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const parsed = entry.isDirectory() ? parseReleaseId(entry.name) : null;
    if (parsed) releases.push({ id: entry.name, ...parsed, dir: path.join(dir, entry.name) });
    else others.push(entry.name);
  }
  releases.sort((a, b) => a.time.getTime() - b.time.getTime() || a.id.localeCompare(b.id));
  return { releases, others: others.sort() };
}

/**
 * The registry entry naming a release: a path on the portal that serves the releases root at
 * /releases/, or under `baseUrl` when the root is published elsewhere (a CDN).
 * @param {string} folder @param {string} id @param {string | null} baseUrl
 */
function registryEntry(folder, id, baseUrl) {
  const base = baseUrl ? baseUrl.replace(/\/+$/, '') : '/releases';
  return `${base}/${folder}/${id}/mf-manifest.json`;
}

/**
 * The release folder a registry entry names (`.../<remote folder>/<release id>/mf-manifest.json`), if any.
 * @param {string | null | undefined} url @returns {string | null} `<folder>/<id>`
 */
function releaseNamedBy(url) {
  if (!url) return null;
  let pathname = url.split(/[?#]/)[0] ?? '';
  if (/^https?:\/\//i.test(url)) {
    try {
      pathname = new URL(url).pathname;
    } catch {
      return null;
    }
  }
  const match = /\/([^/]+)\/([^/]+)\/mf-manifest\.json$/.exec(pathname);
  if (!match || !REMOTE_FOLDERS.includes(/** @type {string} */ (match[1])) || !parseReleaseId(/** @type {string} */ (match[2]))) return null;
  return `${match[1]}/${match[2]}`;
}

/** The operator's registry command as README and docs/operations.md show it. */
const REGISTRY_NPM = 'npm run registry -w @hackathon/api --';
const REGISTRY_CLI = path.join(REPO_ROOT, 'api/dist/cli/registry.js');

/**
 * Runs the API's registry command (api/src/cli/registry-command.ts, what `npm run registry -w
 * @hackathon/api` runs) with the caller's environment: the portal's database, or --api with
 * ADMIN_EMAIL/ADMIN_PASSWORD or PORTAL_TOKEN. Output goes to this terminal unless captured.
 * @param {string[]} args @param {{ capture?: boolean, env?: NodeJS.ProcessEnv }} [options]
 * @returns {{ code: number, stdout: string, stderr: string }}
 */
function runRegistry(args, { capture = false, env = process.env } = {}) {
  if (!fs.existsSync(REGISTRY_CLI)) {
    return { code: 2, stdout: '', stderr: `${path.relative(REPO_ROOT, REGISTRY_CLI)} does not exist: build the API first (npx nx run @hackathon/api:build)` };
  }
  // run where npm runs the workspace's script, so a relative DATA_DIR means the same
  const result = spawnSync(process.execPath, [REGISTRY_CLI, ...args], {
    cwd: path.join(REPO_ROOT, 'api'),
    env,
    encoding: 'utf8',
    stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  return { code: result.status ?? 1, stdout: result.stdout ?? '', stderr: result.stderr ?? result.error?.message ?? '' };
}

module.exports = {
  REPO_ROOT,
  REMOTE_FOLDERS,
  REGISTRY_NPM,
  remoteOf,
  defaultReleasesDir,
  digestFolder,
  differingFiles,
  releaseId,
  parseReleaseId,
  listReleases,
  registryEntry,
  releaseNamedBy,
  runRegistry,
};
