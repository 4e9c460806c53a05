import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { API_MSG } from '@hackathon/contracts';

/**
 * Ends request bodies that stop arriving (issue 22: uploads that declared 10 GiB and stalled stayed
 * open for Node's 5-minute request timeout). While a request's body is incomplete, its connection
 * may be silent for at most `idleMs`: then the answer is 408 with `Connection: close` (or, when an
 * answer has already started, the connection is closed). Only the client's silence counts: when
 * bytes already received are waiting for the API to read them (a guard or the database is slow),
 * the clock starts again. Once the body is complete the connection is left to Node's own timers
 * (keep-alive), and requests without a body are never watched (server-sent events stay open).
 */
export function bodyIdleTimeout(idleMs: number) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (hasBody(req) && !req.complete) watchBody(req, res, idleMs);
    next();
  };
}

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function watchBody(req: IncomingMessage, res: ServerResponse, idleMs: number): void {
  const socket = req.socket;
  const stop = () => {
    req.off('timeout', onIdle);
    res.off('timeout', onAnswering);
    req.off('end', onEnd);
  };
  // the body is in: the socket's timer is Node's again (it sets keep-alive's once the answer is sent)
  const onEnd = () => {
    stop();
    if (!res.writableFinished) socket.setTimeout(0);
  };
  // Node asks the request while its body is incomplete, the response otherwise
  const onAnswering = () => {
    if (!req.complete) return;
    stop();
    socket.setTimeout(0);
  };
  const onIdle = () => {
    if (req.readableLength > 0) {
      socket.setTimeout(idleMs);
      return;
    }
    stop();
    if (res.headersSent) {
      socket.destroy();
      return;
    }
    const body = JSON.stringify({ success: false, message: API_MSG.requestBodyIdle, error: 'REQUEST_TIMEOUT' });
    res.writeHead(408, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), Connection: 'close' });
    res.once('finish', () => socket.destroy());
    res.end(body);
  };
  req.on('timeout', onIdle);
  res.on('timeout', onAnswering);
  req.once('end', onEnd);
  socket.setTimeout(idleMs);
}
