import type { IncomingHttpHeaders } from 'node:http';

/** The loopback addresses a socket reports for a caller on this machine (IPv4, IPv6, IPv4-mapped). */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Headers a proxy adds. A local reverse proxy (nginx, a tunnel, a dev proxy with xfwd) connects
 * from loopback on behalf of someone else: any of these means the caller may not be at the machine.
 */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via', 'x-client-ip', 'true-client-ip', 'cf-connecting-ip'];

export interface RequestOrigin {
  socket?: { remoteAddress?: string } | null;
  headers: IncomingHttpHeaders;
}

/**
 * True only for a request from the person at this machine: its TCP peer is the loopback interface
 * and it carries no proxy header. Reads the socket, never req.ip, which 'trust proxy' would let a
 * client set through X-Forwarded-For.
 */
export function isLocalDirectRequest(req: RequestOrigin): boolean {
  const remote = req.socket?.remoteAddress;
  if (remote === undefined || !LOOPBACK.has(remote)) return false;
  return PROXY_HEADERS.every((name) => req.headers[name] === undefined);
}
