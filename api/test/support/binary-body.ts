import type { Response as AgentResponse } from 'superagent';

/**
 * supertest parser that keeps any body as bytes (CSV exports, receipts), whatever its type:
 * `.buffer(true).parse(binaryBody)`, then `res.body` is a Buffer. At run time `res` is the
 * incoming message stream.
 */
export function binaryBody(res: AgentResponse, done: (error: Error | null, body: Buffer) => void): void {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
  stream.on('error', (error: Error) => done(error, Buffer.alloc(0)));
}
