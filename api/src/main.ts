import 'reflect-metadata';
import cluster, { type Worker } from 'node:cluster';
import { Logger } from '@nestjs/common';
import { createApp } from './bootstrap';
import { PortalLogger } from './common/startup-logger';
import { ConfigError, loadConfig, type AppConfig } from './config/app-config';

/** Starts the portal: validates the configuration first, so a bad setting stops here with its name. */
export async function main(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  if (config.workers > 1 && cluster.isPrimary) {
    superviseWorkers(config.workers);
    return;
  }
  const verbose = /^(1|true|yes)$/i.test(env.LOG_VERBOSE ?? '');
  // a worker listens for the stop before it boots: the primary may ask while it is still starting
  const worker = cluster.isWorker ? workerStop() : null;
  const app = await createApp({ config, logger: verbose ? undefined : new PortalLogger() });
  if (worker) worker.started(app);
  else app.enableShutdownHooks();
  await app.listen(config.port);
  const who = cluster.isWorker ? ` (worker ${cluster.worker?.id}, pid ${process.pid})` : '';
  new Logger('Portal').log(`Listening on http://localhost:${config.port}${who} (API at /api, docs at /api/docs${config.devMailbox ? ', mailbox at /dev/mailbox' : ''})`);
}

/**
 * A worker's stop: Ctrl+C signals the whole process group and the primary asks too, so one
 * idempotent close rather than Nest's hooks (which drop their listeners on the first signal: a
 * second one would kill the process mid-close). Asked while still booting, it just exits.
 */
function workerStop(): { started(app: { close(): Promise<void> }): void } {
  let app: { close(): Promise<void> } | null = null;
  let closing: Promise<void> | null = null;
  let requested = false;
  const close = () => {
    requested = true;
    if (!app) process.exit(0);
    else closing ??= app.close().then(() => process.exit(0));
  };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
  process.on('message', (message) => message === STOP_MESSAGE && close());
  return {
    started: (created) => {
      app = created;
      if (requested) close();
    },
  };
}

/** A worker that lived this long was healthy: its death starts the back-off again from the beginning. */
const HEALTHY_AFTER_MS = 30_000;
const FIRST_RESTART_MS = 1000;
const STOP_MESSAGE = 'portal:stop';
const MAX_RESTART_MS = 30_000;

/**
 * API_WORKERS > 1: the primary only forks and watches; each worker is a whole API process on the
 * same port (node:cluster shares the socket). Each worker starts as a single process would:
 * migrations and the seed run under PostgreSQL advisory locks, so they apply once. A worker that
 * dies is replaced, after 1, 2, 4 ... 30 s when it keeps dying; SIGTERM / SIGINT stop the workers
 * (each closes its server, database and Redis) and then the primary.
 */
function superviseWorkers(count: number): void {
  const logger = new Logger('Cluster');
  const restarts = new Map<number, number>(); // slot -> consecutive quick deaths
  const slots = new Map<Worker, { slot: number; startedAt: number }>();
  let stopping = false;

  const fork = (slot: number) => {
    const worker = cluster.fork();
    slots.set(worker, { slot, startedAt: Date.now() });
  };

  cluster.on('exit', (worker, code, signal) => {
    const info = slots.get(worker);
    slots.delete(worker);
    if (stopping || !info) {
      if (slots.size === 0) process.exit(0);
      return;
    }
    const quick = Date.now() - info.startedAt < HEALTHY_AFTER_MS;
    const deaths = quick ? (restarts.get(info.slot) ?? 0) + 1 : 1;
    restarts.set(info.slot, deaths);
    const wait = Math.min(FIRST_RESTART_MS * 2 ** (deaths - 1), MAX_RESTART_MS);
    logger.warn(`Worker ${worker.process.pid} stopped (${signal ?? `exit ${code}`}); starting another in ${wait / 1000} s`);
    setTimeout(() => !stopping && fork(info.slot), wait);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: stopping ${slots.size} worker(s)`);
    if (slots.size === 0) process.exit(0);
    for (const worker of slots.keys()) if (worker.isConnected()) worker.send(STOP_MESSAGE);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  logger.log(`Starting ${count} API workers (primary pid ${process.pid})`);
  for (let slot = 1; slot <= count; slot++) fork(slot);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`The portal could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
