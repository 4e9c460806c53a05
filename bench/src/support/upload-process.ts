/**
 * Receipt uploads from a separate process, so the sender's buffers and sockets are never counted
 * in the API's memory: `uploads` sends one multipart upload per token, all at once, and reports
 * each answer; `stalls` opens one connection per token, sends the headers of an upload declaring
 * `declaredBytes` and a first few bytes, then sends nothing more, and reports when the API
 * answered or closed the connection (or that it was still open after `waitMs`).
 *
 *   const answers = await uploadsFromProcess({ kind: 'uploads', url, tokens, fileBytes });
 */
import { fork } from 'node:child_process';
import { request } from 'node:http';
import { connect } from 'node:net';
import { performance } from 'node:perf_hooks';

export type UploadSpec =
  | { kind: 'uploads'; url: string; tokens: readonly string[]; fileBytes: number }
  | { kind: 'stalls'; url: string; tokens: readonly string[]; declaredBytes: number; waitMs: number };

/** One request's fate: its status (0: the connection closed without an answer; -1: still open after waitMs) and when. */
export interface UploadAnswer {
  status: number;
  ms: number;
  message: string;
}

export function uploadsFromProcess(spec: UploadSpec): Promise<UploadAnswer[]> {
  return new Promise((resolve, reject) => {
    const child = fork(__filename, [], { execArgv: ['-r', require.resolve('../../../tools/ts-register.cjs')], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (answers: UploadAnswer[]) => resolve(answers));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`upload process exited with ${code}`))));
    child.send(spec);
  });
}

const BOUNDARY = 'BenchReceiptBoundary7MA4YWxk';

/** A file of exactly `size` bytes that the API takes for a PDF (header, filler, trailer), as the receipt tests make. */
function pdfOfSize(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x20), tail]);
}

function multipartHead(): Buffer {
  return Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="receipt"; filename="receipt.pdf"\r\nContent-Type: application/pdf\r\n\r\n`, 'latin1');
}

function uploadOnce(url: string, token: string, body: Buffer): Promise<UploadAnswer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, 'Content-Length': body.length, Connection: 'close' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          let message = '';
          try {
            message = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { message?: string }).message ?? '';
          } catch {
            // not an envelope
          }
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, message });
        });
        res.on('error', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, message: 'answer cut off' }));
      },
    );
    // an answer given before the whole body was sent (a refusal) may end the connection under the write
    req.on('error', (error) => resolve({ status: 0, ms: performance.now() - started, message: error.message }));
    req.end(body);
  });
}

function stallOnce(url: string, token: string, declaredBytes: number, waitMs: number): Promise<UploadAnswer> {
  const { hostname, port, pathname } = new URL(url);
  const started = performance.now();
  return new Promise((resolve) => {
    let answer = '';
    let settled = false;
    const socket = connect({ host: hostname, port: Number(port) });
    const finish = (status: number, message: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ status, ms: performance.now() - started, message });
    };
    const timer = setTimeout(() => finish(-1, 'still open'), waitMs);
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
      // the status line is enough: the API answered (it may keep the connection to drain the body)
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (status && answer.includes('\r\n\r\n')) finish(Number(status[1]), 'answered');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => finish(0, 'closed without an answer'));
    socket.write(
      `POST ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${declaredBytes}\r\n\r\n`,
    );
    socket.write(Buffer.concat([multipartHead(), Buffer.from('%PDF-1.4\n')]));
  });
}

async function run(spec: UploadSpec): Promise<UploadAnswer[]> {
  if (spec.kind === 'stalls') return Promise.all(spec.tokens.map((token) => stallOnce(spec.url, token, spec.declaredBytes, spec.waitMs)));
  const body = Buffer.concat([multipartHead(), pdfOfSize(spec.fileBytes), Buffer.from(`\r\n--${BOUNDARY}--\r\n`, 'latin1')]);
  return Promise.all(spec.tokens.map((token) => uploadOnce(spec.url, token, body)));
}

if (require.main === module) {
  process.once('message', (spec: UploadSpec) => {
    run(spec).then(
      (answers) => process.send!(answers, () => process.exit(0)),
      (error: unknown) => {
        process.stderr.write(`upload process: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exit(1);
      },
    );
  });
}
