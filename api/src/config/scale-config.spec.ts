import { loadConfig } from './app-config';

const SECRET = 'x'.repeat(32);

describe('loadConfig: several processes (REDIS_URL, API_WORKERS)', () => {
  it('keeps shared state in this process by default, on one process', () => {
    const config = loadConfig({ JWT_SECRET: SECRET });
    expect(config.redis).toBeNull();
    expect(config.workers).toBe(1);
  });

  it('reads REDIS_URL with a default key prefix, and REDIS_KEY_PREFIX', () => {
    expect(loadConfig({ JWT_SECRET: SECRET, REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({ url: 'redis://127.0.0.1:6379', keyPrefix: 'portal:' });
    expect(loadConfig({ JWT_SECRET: SECRET, REDIS_URL: 'rediss://cache:6380/2', REDIS_KEY_PREFIX: 'east:' }).redis).toEqual({
      url: 'rediss://cache:6380/2',
      keyPrefix: 'east:',
    });
  });

  it('refuses a malformed REDIS_URL or prefix, naming them', () => {
    expect(() => loadConfig({ JWT_SECRET: SECRET, REDIS_URL: 'http://cache:6379' })).toThrow('REDIS_URL must be a URL starting with redis:// or rediss://');
    expect(() => loadConfig({ JWT_SECRET: SECRET, REDIS_URL: 'redis://cache', REDIS_KEY_PREFIX: 'a b' })).toThrow('REDIS_KEY_PREFIX must be');
  });

  it('allows API_WORKERS above 1 only with DATABASE_URL (the embedded database opens in one process)', () => {
    expect(loadConfig({ JWT_SECRET: SECRET, API_WORKERS: '4', DATABASE_URL: 'postgres://db/app' }).workers).toBe(4);
    expect(() => loadConfig({ JWT_SECRET: SECRET, API_WORKERS: '2' })).toThrow('API_WORKERS above 1 needs DATABASE_URL');
    expect(() => loadConfig({ JWT_SECRET: SECRET, API_WORKERS: '0', DATABASE_URL: 'postgres://db/app' })).toThrow('API_WORKERS must be an integer between 1 and 64');
  });
});
