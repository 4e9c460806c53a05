/**
 * Builds one remote from an edited copy of the workspace, outside the tree, the way its build
 * target does (`webpack --mode production -c webpack.config.js` in the remote's folder, without
 * nx): a journey can deploy a remote built with another version of a library (a new component,
 * a major bump) next to the shell the run built, without touching the working tree.
 *
 *   const build = await scratchBuild('mfe-team', { 'libs/session/package.json': setVersion('2.0.0') });
 *   build.dist  // <copy>/mfe-team/dist, ready for startRemoteServer(..., { dir }) and deploy:check
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { REPO_ROOT, runCommand } from './processes';
import type { RemoteFolder } from './remote-server';

/** A file's new text, or a change of its current text. Paths are relative to the workspace root. */
export type Edit = string | ((current: string) => string);
export type Edits = Record<string, Edit>;

export interface ScratchBuild {
  /** The copy of the workspace (a temporary folder). */
  root: string;
  /** The remote's build output in the copy. */
  dist: string;
  /** How long webpack took. */
  buildMs: number;
  /** Deletes the copy. */
  remove(): void;
}

/** An edit of a package.json: its version set to `version` (a library's federation version). */
export function setVersion(version: string): Edit {
  return (current) => JSON.stringify({ ...JSON.parse(current), version }, null, 2) + '\n';
}

/** Every build reads these: the federation factory and its loaders, the libraries, the root manifests. */
const COPIED = ['tools', 'libs', 'tsconfig.base.json', 'package.json'];
/** Never copied: outputs and installs (the copy gets its own node_modules below). */
const SKIPPED = new Set(['node_modules', 'dist', 'coverage']);
/** The build caches (tools/webpack writes the router facade there): the copy's own, seeded from the tree's. */
const CACHE = join('node_modules', '.cache', 'hackathon-webpack');

function copy(from: string, to: string): void {
  cpSync(from, to, { recursive: true, filter: (source) => !SKIPPED.has(basename(source)) });
}

/**
 * The copy's node_modules: a folder of links to the tree's packages, so nothing the build writes
 * there (caches, the federation plugin's temporary files) lands in the tree; @hackathon/* link to
 * the copy's libraries.
 */
function linkNodeModules(root: string): void {
  const source = join(REPO_ROOT, 'node_modules');
  const target = join(root, 'node_modules');
  mkdirSync(target);
  for (const entry of readdirSync(source)) {
    if (entry === '.cache' || entry === '@hackathon') continue;
    symlinkSync(join(source, entry), join(target, entry));
  }
  mkdirSync(join(target, '@hackathon'));
  for (const entry of readdirSync(join(source, '@hackathon'))) {
    // the tree's links are relative (../../libs/ui): the same text points into the copy
    symlinkSync(readlinkSync(join(source, '@hackathon', entry)), join(target, '@hackathon', entry));
  }
  const cache = join(REPO_ROOT, CACHE);
  mkdirSync(join(root, CACHE), { recursive: true });
  // MUI's export map takes a while to compute and depends only on MUI's version
  for (const file of existsSync(cache) ? readdirSync(cache) : []) {
    if (file.startsWith('mui-exports-')) cpSync(join(cache, file), join(root, CACHE, file));
  }
}

function applyEdits(root: string, edits: Edits): void {
  for (const [file, edit] of Object.entries(edits)) {
    const path = join(root, file);
    const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, typeof edit === 'string' ? edit : edit(current));
  }
}

/** The workspace's front-end projects (`shell`, `mfe-*`): the factory reads every one's sources. */
function frontEndProjects(): string[] {
  return readdirSync(REPO_ROOT).filter((dir) => (dir === 'shell' || dir.startsWith('mfe-')) && existsSync(join(REPO_ROOT, dir, 'src')));
}

async function runWebpack(projectDir: string, timeoutMs: number): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.NODE_ENV; // the journeys' jest sets 'test'; a build runs without it
  const webpack = join(REPO_ROOT, 'node_modules/webpack/bin/webpack.js');
  const { code, stdout, stderr } = await runCommand(process.execPath, [webpack, '--mode', 'production', '-c', 'webpack.config.js'], { cwd: projectDir, env, timeoutMs });
  if (code !== 0) throw new Error(`webpack in ${projectDir} exited with ${code}:\n${(stdout + stderr).slice(-8_000)}`);
}

/**
 * Copies what a build of `remote` reads into a temporary folder (tools/, libs/, the root manifests,
 * the remote's folder and the other projects' sources: the factory shares the router names and
 * MUI components they import), applies `edits` and builds the remote there.
 */
export async function scratchBuild(remote: RemoteFolder, edits: Edits = {}, { timeoutMs = 300_000 } = {}): Promise<ScratchBuild> {
  const root = mkdtempSync(join(tmpdir(), `hackathon-scratch-${remote}-`));
  const remove = () => rmSync(root, { recursive: true, force: true });
  try {
    for (const entry of COPIED) copy(join(REPO_ROOT, entry), join(root, entry));
    for (const project of frontEndProjects()) {
      if (project === remote) copy(join(REPO_ROOT, project), join(root, project));
      else copy(join(REPO_ROOT, project, 'src'), join(root, project, 'src'));
    }
    linkNodeModules(root);
    applyEdits(root, edits);
    const started = Date.now();
    await runWebpack(join(root, remote), timeoutMs);
    return { root, dist: join(root, remote, 'dist'), buildMs: Date.now() - started, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
