/**
 * The load generator's HTTP client: node:http over a keep-alive agent. The bench shares the
 * machine's two cores with the API it measures (and, for the API figures, its process), so the
 * client must cost as little as it can: undici's fetch spent about 1 ms of processor per request
 * on this machine against about 0.2 ms for node:http (docs/decisions.md), and that millisecond
 * was counted against the API in every figure.
 */
import { Agent, request } from 'node:http';

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

export interface HttpAnswer {
  status: number;
  text: string;
  /** The body's size as received (compressed when the server compressed it). */
  bytes: number;
  headers: Record<string, string | string[] | undefined>;
}

/** One request, read to the end. The body is left as the server encoded it unless `decode` is given. */
export function httpRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; decode?: (body: Buffer, encoding: string | undefined) => Buffer } = {},
): Promise<HttpAnswer> {
  const { method = 'GET', headers = {}, body, decode } = options;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method, agent, headers: body === undefined ? headers : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const text = (decode ? decode(raw, encoding) : raw).toString('utf8');
          resolve({ status: res.statusCode ?? 0, text, bytes: raw.byteLength, headers: res.headers });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
