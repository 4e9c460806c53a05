// @ts-check
/**
 * Would a remote's shared modules work under the deployed shell? Compares what a remote's
 * mf-manifest.json requires (`shared[].requiredVersion`) with what the shell's provides
 * (`shared[].version`), as the federation runtime will at load time (MF 2.9, runtime-core
 * getRegisteredShare, share strategy 'loaded-first': the shell's copies are the ones in the page):
 *
 *   strict singleton, version outside the range   the runtime throws, the remote does not load: a conflict
 *   singleton not strict, outside the range       the runtime warns and uses the shell's copy anyway: a warning
 *   not a singleton, outside the range            the remote uses its own bundled copy: a warning
 *   not provided by the shell at all              the remote uses its own bundled copy: a warning
 *
 * An entry whose version is not a version (MF writes `..5...0` for a module consumed through a
 * prefix share, e.g. `@mui/material/Grow` through `@mui/material/`) cannot be judged from the
 * manifests: it is counted apart, not guessed at.
 *
 * The manifest says `singleton` but not `strictVersion`: that comes from mf-stats.json beside it
 * when there is one (its entries carry the options as configured), else from the workspace's rule
 * (tools/webpack/federation.js: every singleton @hackathon/* module is strict). Note that MF writes
 * `requiredVersion: false` as `^<version>` in both files: a remote built before the libs were
 * versioned (0.1.0, not strict) shows as "runs on the shell's copy", which is what it does.
 */
const { satisfy } = require('@module-federation/enhanced/runtime');

/**
 * @typedef {{ name: string, version?: string, requiredVersion?: string | false, singleton?: boolean, strictVersion?: boolean }} SharedEntry
 * @typedef {{ name?: string, id?: string, shared?: SharedEntry[] }} Manifest
 * @typedef {{ shared?: SharedEntry[] }} Stats
 * @typedef {{ kind: 'conflict' | 'warning', name: string, message: string }} Finding
 */

/** Is the shared module strict (a mismatch throws)? @param {SharedEntry} entry @param {Map<string, SharedEntry>} stats */
function isStrict(entry, stats) {
  // mf-stats.json carries the options as configured: no strictVersion there means not strict
  const fromStats = stats.get(entry.name);
  if (fromStats) return fromStats.strictVersion === true;
  if (typeof entry.strictVersion === 'boolean') return entry.strictVersion;
  return Boolean(entry.singleton) && entry.name.startsWith('@hackathon/');
}

const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

/** @param {unknown} version */
const isVersion = (version) => typeof version === 'string' && SEMVER.test(version);

/** @param {{ shared?: SharedEntry[] } | null | undefined} file @returns {Map<string, SharedEntry>} */
function byName(file) {
  return new Map((file?.shared ?? []).map((entry) => [entry.name, entry]));
}

/** @param {Manifest} manifest @param {string} fallback */
function containerName(manifest, fallback) {
  return manifest.name || manifest.id || fallback;
}

/**
 * The findings for one remote against the shell, conflicts first, each list sorted by module name.
 * @param {{ shell: Manifest, remote: Manifest, remoteStats?: Stats | null }} input
 * @returns {{ remote: string, checked: number, conflicts: Finding[], warnings: Finding[], unjudged: string[] }}
 */
function compareShared({ shell, remote, remoteStats = null }) {
  const provided = byName(shell);
  const stats = byName(remoteStats);
  const remoteName = containerName(remote, 'the remote');
  /** @type {Finding[]} */
  const conflicts = [];
  /** @type {Finding[]} */
  const warnings = [];
  /** @type {string[]} */
  const unjudged = [];
  const entries = [...(remote.shared ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const { name, requiredVersion } = entry;
    if (!isVersion(entry.version)) {
      unjudged.push(name);
      continue;
    }
    const own = entry.version ? `its own copy (${entry.version})` : 'its own copy';
    const shellEntry = provided.get(name);
    if (!shellEntry) {
      warnings.push({ kind: 'warning', name, message: `${name}: the shell does not provide it; ${remoteName} uses ${own}` });
      continue;
    }
    if (requiredVersion === false || requiredVersion === undefined || requiredVersion === '*') continue;
    const version = shellEntry.version;
    if (!isVersion(version)) {
      unjudged.push(name);
      continue;
    }
    if (satisfy(version, requiredVersion)) continue;
    const needs = `${name}: ${remoteName} needs ${requiredVersion}, the shell provides ${version}`;
    if (entry.singleton && isStrict(entry, stats)) {
      conflicts.push({ kind: 'conflict', name, message: `${needs} (a strict singleton: ${remoteName} would not load)` });
    } else if (entry.singleton) {
      warnings.push({ kind: 'warning', name, message: `${needs} (a singleton, not strict: ${remoteName} runs on the shell's copy)` });
    } else {
      warnings.push({ kind: 'warning', name, message: `${needs}; ${remoteName} falls back to ${own}` });
    }
  }
  return { remote: remoteName, checked: entries.length, conflicts, warnings, unjudged };
}

/**
 * The lines to print for one comparison.
 * @param {ReturnType<typeof compareShared>} result
 * @param {{ shellLabel: string, remoteLabel: string }} labels where each manifest came from
 */
function formatResult(result, { shellLabel, remoteLabel }) {
  const lines = [`${result.remote} (${remoteLabel}) against the shell (${shellLabel}): ${result.checked} shared modules checked`];
  for (const finding of [...result.conflicts, ...result.warnings]) lines.push(`  ${finding.kind === 'conflict' ? 'CONFLICT' : 'warning '} ${finding.message}`);
  if (result.unjudged.length > 0) {
    lines.push(`  not judged: ${result.unjudged.length} with no version in a manifest (consumed through a prefix share such as @mui/material/)`);
  }
  lines.push(
    result.conflicts.length > 0
      ? `  refused: ${result.conflicts.length} version conflict${result.conflicts.length === 1 ? '' : 's'}; deploy a shell built with these versions first, or rebuild ${result.remote} against the shell's`
      : `  ok: ${result.remote} can be deployed${result.warnings.length > 0 ? ` (${result.warnings.length} warning${result.warnings.length === 1 ? '' : 's'})` : ''}`,
  );
  return lines;
}

module.exports = { compareShared, formatResult, isStrict };
