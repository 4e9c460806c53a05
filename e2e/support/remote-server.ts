/**
 * Serves one remote's built dist/ from a SEPARATE process, the way a remote is deployed on its
 * own host. Point the portal at it with `remoteEnv(remote)` (REMOTE_URL_<NAME> -> its manifest).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { captureOutput, freePort, pollUntil, REPO_ROOT, stopProcess } from './processes';

export type RemoteFolder = 'mfe-public' | 'mfe-school' | 'mfe-team' | 'mfe-backoffice';

export interface RemoteServer {
  folder: RemoteFolder;
  url: string;
  manifestUrl: string;
  /** The variable and value that make the portal's /remotes.json point here. */
  env: Record<string, string>;
  isRunning(): boolean;
  stop(): Promise<void>;
  /** Starts again on the same port (after stop()). */
  restart(): Promise<void>;
}

export function remoteEnvVar(folder: RemoteFolder): string {
  return `REMOTE_URL_${folder.toUpperCase().replace(/-/g, '_')}`;
}

export interface RemoteServerOptions {
  /** Serve this folder instead of `<folder>/dist` (e.g. a copy a journey redeploys in place). */
  dir?: string;
}

export async function startRemoteServer(folder: RemoteFolder, options: RemoteServerOptions = {}): Promise<RemoteServer> {
  const dist = options.dir ?? join(REPO_ROOT, folder, 'dist');
  if (!existsSync(join(dist, 'mf-manifest.json'))) {
    throw new Error(`${dist}/mf-manifest.json does not exist: build ${folder} first.`);
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const manifestUrl = `${url}/mf-manifest.json`;
  let child: ChildProcess | null = null;

  const launch = async () => {
    const started = spawn(process.execPath, [join(__dirname, 'static-server.mjs'), dist, String(port)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    const output = captureOutput(started, `remote-${folder}-${port}.log`);
    await pollUntil(
      `${manifestUrl}`,
      async () => ((await fetch(manifestUrl)).status === 200 ? true : undefined),
      {
        timeoutMs: 15_000,
        failFast: () => (started.exitCode !== null ? `static server exited:\n${output.tail()}` : undefined),
      },
    );
  };

  await launch();
  return {
    folder,
    url,
    manifestUrl,
    env: { [remoteEnvVar(folder)]: manifestUrl },
    isRunning: () => child !== null && child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child) await stopProcess(child, 5_000);
      child = null;
    },
    async restart() {
      if (child) await stopProcess(child, 5_000);
      await launch();
    },
  };
}

/** A copy of `<folder>/dist` in a fresh temporary folder (the caller removes it). */
export function copyRemoteDist(folder: RemoteFolder): string {
  const dir = mkdtempSync(join(tmpdir(), `hackathon-${folder}-`));
  cpSync(join(REPO_ROOT, folder, 'dist'), dir, { recursive: true });
  return dir;
}

const HASHED_FILE = /^(.+)\.([0-9a-f]{8})\.js$/;

/**
 * Redeploys a copied remote in place, as a new build with other content hashes: every
 * `<name>.<hash>.js` becomes `<name>.<new hash>.js`, the old files (and their .gz/.br/.LICENSE
 * companions) are gone, and the remote entry, the manifests and every other text file name the
 * new files. Returns the old file names -> new file names.
 */
export function redeployWithNewHashes(dir: string): Map<string, string> {
  const renamed = new Map<string, string>();
  const hashes = new Map<string, string>();
  for (const file of readdirSync(dir)) {
    const match = HASHED_FILE.exec(file);
    if (!match) continue;
    const [, name, hash] = match;
    const fresh = createHash('sha256').update(`${hash}:redeployed`).digest('hex').slice(0, 8);
    hashes.set(hash!, fresh);
    renamed.set(file, `${name}.${fresh}.js`);
  }
  for (const [from, to] of renamed) {
    renameSync(join(dir, from), join(dir, to));
    for (const companion of ['.gz', '.br', '.LICENSE.txt']) rmSync(join(dir, from + companion), { force: true });
  }
  // webpack names chunks as `[name].[contenthash]`: the runtime holds each hash on its own
  const pattern = new RegExp(`\\b(${[...hashes.keys()].join('|')})\\b`, 'g');
  for (const file of readdirSync(dir)) {
    if (!/\.(js|json|html|txt)$/.test(file)) continue;
    const path = join(dir, file);
    const text = readFileSync(path, 'utf8');
    const rewritten = text.replace(pattern, (hash) => hashes.get(hash) ?? hash);
    if (rewritten !== text) writeFileSync(path, rewritten);
    // the precompressed copies of a rewritten file would be stale: a static host may prefer them
    if (rewritten !== text) for (const companion of ['.gz', '.br']) rmSync(path + companion, { force: true });
  }
  return renamed;
}
