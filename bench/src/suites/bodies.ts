/**
 * Issue 22, wide bodies: a JSON object with tens of thousands of keys once froze the API for
 * seconds, and every other request waited. This suite sends ten such bodies (1 MB over every limit,
 * and bodies just inside each route's limit) to a real API process while a health check polls it,
 * and reports how long the health check waited: the figure the integration test used to time
 * (api/test/body-limits.int-spec.ts keeps the refusals themselves).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_API, CHAT_API } from '@hackathon/contracts';
import { BODY_LIMIT_BYTES, RAISED_BODY_LIMITS } from '../../../api/src/common/body-limits';
import { startApiProcess } from '../../../api/test/support/api-process';
import { wideBody } from '../../../api/test/support/wide-body';
import type { Suite } from '../support/figures';
import { apiProcessEnv, log, percentile } from '../support/harness';

const HEALTH_P90_TARGET_MS = 100;
const LOGIN = `/api${AUTH_API.login.path()}`;
const CHAT = `/api${CHAT_API.sendMessage.path()}`;

async function post(url: string, body: Buffer): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

export const suite: Suite = async ({ smoke }) => {
  const rounds = smoke ? 1 : 5;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-bodies-'));
  const api = await startApiProcess(apiProcessEnv(dataDir, { CHAT_RATE_LIMIT: '1000000' }), { bootTimeoutMs: 120_000 });
  try {
    const bodies = [
      ...[LOGIN, CHAT, LOGIN, CHAT, LOGIN, CHAT].map((path) => ({ path, body: wideBody(1024 * 1024) })),
      ...[LOGIN, LOGIN].map((path) => ({ path, body: wideBody(BODY_LIMIT_BYTES - 512) })),
      ...[CHAT, CHAT].map((path) => ({ path, body: wideBody(RAISED_BODY_LIMITS[CHAT] - 512) })),
    ];
    // the first calls pay for lazy set-up: the figures are of a warm process
    for (const { path, body } of bodies.slice(6, 8)) await post(`${api.url}${path}`, body);

    const healthMs: number[] = [];
    const bodyMs: number[] = [];
    const statuses = new Map<number, number>();
    for (let round = 0; round < rounds; round += 1) {
      let sending = true;
      const poll = (async () => {
        while (sending) {
          const started = performance.now();
          await (await fetch(`${api.url}/api/health`)).arrayBuffer();
          healthMs.push(performance.now() - started);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      })();
      const answers = await Promise.all(bodies.map(({ path, body }) => post(`${api.url}${path}`, body)));
      await new Promise((resolve) => setTimeout(resolve, 50));
      sending = false;
      await poll;
      for (const answer of answers) {
        bodyMs.push(answer.ms);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    }

    const sorted = [...healthMs].sort((a, b) => a - b);
    const p90 = percentile(sorted, 90);
    const max = sorted[sorted.length - 1]!;
    const answered = [...statuses].map(([status, n]) => `${n} x ${status}`).join(', ');
    log(`health while wide bodies arrive: ${healthMs.length} polls, p90 ${p90.toFixed(0)} ms, max ${max.toFixed(0)} ms; bodies: ${answered}, slowest answer ${Math.max(...bodyMs).toFixed(0)} ms`);
    const refusedOnly = [...statuses.keys()].every((status) => status === 413 || status === 400);
    return [
      {
        section: 4,
        figure: '/api/health p90 while 10 wide bodies arrive',
        target: `< ${HEALTH_P90_TARGET_MS} ms`,
        measured: Math.round(p90),
        unit: 'ms',
        pass: p90 < HEALTH_P90_TARGET_MS && refusedOnly,
        note: `API process on PGlite, ${rounds} round(s) of ${bodies.length} bodies; ${healthMs.length} polls, max ${max.toFixed(0)} ms; ${answered}`,
      },
      {
        section: 4,
        figure: 'slowest answer to a wide body (413 or 400)',
        target: 'reported',
        measured: Math.round(Math.max(...bodyMs)),
        unit: 'ms',
        pass: refusedOnly,
      },
    ];
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
