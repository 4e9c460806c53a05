/**
 * A closed-loop load of JSON POSTs from a separate, lean process: raw keep-alive sockets writing
 * requests built once, reading each answer just far enough to know its status and length. The
 * sign-in figures measure the API's share of two cores; a load generator on the API's own event
 * loop (node:http's client, about 0.25 ms of processor per request here, several times that while
 * argon2 fills both cores) was charged to the API in every one of them (docs/decisions.md).
 *
 *   const run = await loadFromProcess({ url, bodies, concurrency, seconds });
 */
import { fork } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { percentile, type LoadRun } from './stats';

export interface LoadSpec {
  /** `http://host:port/path`: where every request goes. */
  url: string;
  /** The request bodies, sent in turn (one loop after another takes the next). */
  bodies: readonly object[];
  concurrency: number;
  seconds: number;
  warmMs?: number;
  /** A success: this status and an answer containing this text. */
  expect?: { status: number; contains: string };
}

/** Runs the load in a child process and returns its rate, p95 and errors. */
export function loadFromProcess(spec: LoadSpec): Promise<LoadRun> {
  return new Promise((resolve, reject) => {
    const child = fork(__filename, [], { execArgv: ['-r', require.resolve('../../../tools/ts-register.cjs')], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (run: LoadRun) => resolve(run));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`load process exited with ${code}`))));
    child.send(spec);
  });
}

const HEADER_END = Buffer.from('\r\n\r\n');

/** One keep-alive connection: sends a request and resolves when its whole answer has arrived. */
class Connection {
  private readonly socket: Socket;
  private buffered: Buffer = Buffer.alloc(0);
  private pending: ((answer: { status: number; body: string }) => void) | null = null;

  constructor(host: string, port: number, onError: (error: Error) => void) {
    this.socket = connect({ host, port, noDelay: true });
    this.socket.on('error', onError);
    this.socket.on('data', (chunk: Buffer) => {
      this.buffered = this.buffered.length ? Buffer.concat([this.buffered, chunk]) : chunk;
      this.tryAnswer();
    });
  }

  send(request: Buffer): Promise<{ status: number; body: string }> {
    return new Promise((resolve) => {
      this.pending = resolve;
      this.socket.write(request);
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private tryAnswer(): void {
    const end = this.buffered.indexOf(HEADER_END);
    if (end < 0 || !this.pending) return;
    const head = this.buffered.subarray(0, end).toString('latin1');
    const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? Number.NaN);
    // every answer of the routes under load carries its length (small JSON, never chunked)
    if (Number.isNaN(length)) throw new Error(`answer without content-length: ${head.split('\r\n')[0]}`);
    const total = end + HEADER_END.length + length;
    if (this.buffered.length < total) return;
    const status = Number(head.slice(9, 12));
    const body = this.buffered.subarray(end + HEADER_END.length, total).toString('utf8');
    this.buffered = this.buffered.subarray(total);
    const resolve = this.pending;
    this.pending = null;
    resolve({ status, body });
  }
}

async function runLoad(spec: LoadSpec): Promise<LoadRun> {
  const { hostname, port, pathname } = new URL(spec.url);
  const requests = spec.bodies.map((body) => {
    const json = Buffer.from(JSON.stringify(body));
    const head = `POST ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nContent-Length: ${json.length}\r\n\r\n`;
    return Buffer.concat([Buffer.from(head, 'latin1'), json]);
  });
  const expect = spec.expect ?? { status: 200, contains: '"token"' };
  let failed: Error | null = null;
  const connections = Array.from({ length: spec.concurrency }, () => new Connection(hostname, Number(port), (e) => (failed ??= e)));
  let next = 0;
  const loops = (until: number, onAnswer: (ms: number, ok: boolean) => void) =>
    Promise.all(
      connections.map(async (connection) => {
        while (performance.now() < until && !failed) {
          const t0 = performance.now();
          const answer = await connection.send(requests[next++ % requests.length]!);
          onAnswer(performance.now() - t0, answer.status === expect.status && answer.body.includes(expect.contains));
        }
      }),
    );
  // the warm-up fills connection pools and JIT on both sides
  await loops(performance.now() + (spec.warmMs ?? 500), () => undefined);
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  await loops(started + spec.seconds * 1000, (ms, ok) => {
    latencies.push(ms);
    if (!ok) errors += 1;
  });
  const elapsed = (performance.now() - started) / 1000;
  for (const connection of connections) connection.close();
  if (failed) throw failed;
  latencies.sort((a, b) => a - b);
  return { perSecond: latencies.length / elapsed, p95: latencies.length ? percentile(latencies, 95) : 0, errors };
}

if (require.main === module) {
  process.once('message', (spec: LoadSpec) => {
    runLoad(spec).then(
      (run) => process.send!(run, () => process.exit(0)),
      (error: unknown) => {
        process.stderr.write(`load process: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exit(1);
      },
    );
  });
}
