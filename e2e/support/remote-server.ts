/**
 * Serves one remote's built dist/ from a SEPARATE process, the way a remote is deployed on its
 * own host. Point the portal at it with `remoteEnv(remote)` (REMOTE_URL_<NAME> -> its manifest).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
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

export async function startRemoteServer(folder: RemoteFolder): Promise<RemoteServer> {
  const dist = join(REPO_ROOT, folder, 'dist');
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
