import type { IncomingHttpHeaders } from 'node:http';

/** The loopback addresses a socket reports for a caller on this machine (IPv4, IPv6, IPv4-mapped). */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Headers a proxy adds. A local reverse proxy (nginx, a tunnel, a dev proxy with xfwd) connects
 * from loopback on behalf of someone else: any of these means the caller may not be at the machine.
 */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via', 'x-client-ip', 'true-client-ip', 'cf-connecting-ip'];

/**
 * The names a browser on this machine uses for the portal. Any other Host on a loopback connection
 * is a page from elsewhere whose name was pointed at 127.0.0.1 (DNS rebinding): the browser sends
 * that page's own host name, and would let its script read the answer.
 */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface RequestOrigin {
  socket?: { remoteAddress?: string } | null;
  headers: IncomingHttpHeaders;
}

/**
 * True only for a request from the person at this machine: its TCP peer is the loopback interface,
 * it carries no proxy header, and its Host names this machine (localhost, 127.0.0.1 or [::1], any
 * port). Reads the socket, never req.ip, which 'trust proxy' would let a client set through
 * X-Forwarded-For.
 */
export function isLocalDirectRequest(req: RequestOrigin): boolean {
  const remote = req.socket?.remoteAddress;
  if (remote === undefined || !LOOPBACK.has(remote)) return false;
  if (!isLocalHost(req.headers.host)) return false;
  return PROXY_HEADERS.every((name) => req.headers[name] === undefined);
}

/** `localhost`, `127.0.0.1` or `[::1]`, with or without a port; a missing Host is not local. */
export function isLocalHost(host: string | undefined): boolean {
  if (host === undefined) return false;
  const name = /^(\[[^\]]*\]|[^:]*)(?::\d{1,5})?$/.exec(host.trim().toLowerCase())?.[1];
  return name !== undefined && LOCAL_HOSTS.has(name);
}
