import type { Db } from '../database/db';
import type { SharedRedis } from '../throttle/shared-redis';
import { SESSION_FLOOR_CHANNEL, SessionFloorsService } from './session-floors.service';

const SUBJECT = '00000000-0000-4000-8000-000000000001';

/** A database answering the floor query with `floor()` (after `gate` when set), counting the reads. */
function fakeDb(floor: () => Date | null) {
  const state = { reads: 0, gate: null as Promise<void> | null };
  const read = async () => {
    state.reads += 1;
    const value = floor();
    if (state.gate) await state.gate;
    // the subject left-joined to its floor and its revoked sessions: one row of nulls when it has none
    return [{ validAfter: value, sessionId: null }];
  };
  const select = () => {
    const rows = read(); // the floor as it is when the query is built
    const query = {
      from: () => query,
      leftJoin: () => query,
      then: (resolve: (rows: unknown) => unknown, reject: (error: unknown) => unknown) => rows.then(resolve, reject),
    };
    return query;
  };
  return { db: { select } as unknown as Db, state };
}

/** A Redis that delivers what is published to the subscribers of this process (as the real one does to every process). */
function fakeRedis() {
  const handlers = new Map<string, (message: string) => void>();
  const published: [string, string][] = [];
  const redis = {
    subscribe: (channel: string, handler: (message: string) => void) => handlers.set(channel, handler),
    publish: async (channel: string, message: string) => {
      published.push([channel, message]);
      return true;
    },
  } as unknown as SharedRedis;
  return { redis, published, deliver: (message: string) => handlers.get(SESSION_FLOOR_CHANNEL)?.(message) };
}

describe('SessionFloorsService', () => {
  it('caches a floor briefly; a revocation message from another process drops it at once', async () => {
    let floor = new Date(1000);
    const { db, state } = fakeDb(() => floor);
    const { redis, deliver } = fakeRedis();
    const floors = new SessionFloorsService(db, redis);
    floors.onModuleInit();

    expect(await floors.isValid(SUBJECT, 2000)).toBe(true);
    floor = new Date(3000); // raised by another process
    expect(await floors.isValid(SUBJECT, 2000)).toBe(true); // still the cached floor
    expect(state.reads).toBe(1);

    deliver(SUBJECT);
    expect(await floors.isValid(SUBJECT, 2000)).toBe(false);
    expect(state.reads).toBe(2);
  });

  it('forget() drops the local floor and publishes the subject for the other processes', async () => {
    const { db } = fakeDb(() => new Date(1000));
    const { redis, published } = fakeRedis();
    const floors = new SessionFloorsService(db, redis);
    await floors.forget(SUBJECT);
    expect(published).toEqual([[SESSION_FLOOR_CHANNEL, SUBJECT]]);
  });

  it('does not cache a read that was in flight when a revocation arrived', async () => {
    let floor = new Date(1000);
    const { db, state } = fakeDb(() => floor);
    const { redis, deliver } = fakeRedis();
    const floors = new SessionFloorsService(db, redis);
    floors.onModuleInit();

    let open!: () => void;
    state.gate = new Promise((resolve) => (open = resolve));
    const inFlight = floors.isValid(SUBJECT, 2000);
    floor = new Date(3000);
    deliver(SUBJECT);
    open();
    expect(await inFlight).toBe(true); // it started before the revocation
    state.gate = null;
    expect(await floors.isValid(SUBJECT, 2000)).toBe(false); // read again, not the stale value
  });

  it('refuses a subject that is not a row id (none is ever issued, and it could never be revoked)', async () => {
    const { db, state } = fakeDb(() => null);
    const floors = new SessionFloorsService(db, null);
    for (const subject of ['x', 'admin', '1', `${SUBJECT} `, `${SUBJECT}0`, '']) expect(await floors.isValid(subject, 2000)).toBe(false);
    expect(state.reads).toBe(0);
    expect(await floors.isValid(SUBJECT, 2000)).toBe(true);
  });

  it('without Redis, forget() still drops this process\'s floor', async () => {
    let floor = new Date(1000);
    const { db } = fakeDb(() => floor);
    const floors = new SessionFloorsService(db, null);
    floors.onModuleInit();
    expect(await floors.isValid(SUBJECT, 2000)).toBe(true);
    floor = new Date(3000);
    await floors.forget(SUBJECT);
    expect(await floors.isValid(SUBJECT, 2000)).toBe(false);
  });
});
