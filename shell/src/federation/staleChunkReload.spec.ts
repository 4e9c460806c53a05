import { isStaleCodeError, RELOAD_KEY_PREFIX, RELOAD_WINDOW_MS, reloadForStaleChunk, shouldReload, type ReloadEnvironment } from './staleChunkReload';

/** webpack 5's error for a chunk whose script failed to load. */
function chunkLoadError(chunk = 'route-login'): Error {
  const error = new Error(`Loading chunk ${chunk} failed.\n(error: http://cdn.example.org/public/${chunk}.026fe98f.js)`);
  error.name = 'ChunkLoadError';
  return error;
}

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const NOW = 1_800_000_000_000;

describe('which errors mean a remote code file is gone', () => {
  it("recognises webpack's ChunkLoadError, by name or by its message, and CSS chunks", () => {
    expect(isStaleCodeError(chunkLoadError())).toBe(true);
    expect(isStaleCodeError(new Error('Loading chunk 1033 failed.\n(missing: http://x/1033.75ad69bd.js)'))).toBe(true);
    expect(isStaleCodeError(new Error('Loading CSS chunk route-home failed.'))).toBe(true);
  });

  it("recognises the federation runtime's failed script (RUNTIME-008)", () => {
    expect(isStaleCodeError(new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008'))).toBe(true);
  });

  it('leaves alone render errors, a manifest that never loaded, and non-errors', () => {
    expect(isStaleCodeError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isStaleCodeError(new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003'))).toBe(false);
    expect(isStaleCodeError('ChunkLoadError')).toBe(false);
    expect(isStaleCodeError(null)).toBe(false);
  });
});

describe('whether to reload', () => {
  it('reloads for a stale chunk when no automatic reload happened', () => {
    expect(shouldReload(chunkLoadError(), null, NOW)).toBe(true);
  });

  it('does not reload again within the window, and does after it', () => {
    expect(shouldReload(chunkLoadError(), NOW - 1_000, NOW)).toBe(false);
    expect(shouldReload(chunkLoadError(), NOW - RELOAD_WINDOW_MS + 1, NOW)).toBe(false);
    expect(shouldReload(chunkLoadError(), NOW - RELOAD_WINDOW_MS, NOW)).toBe(true);
  });

  it('treats a time stamp in the future (clock moved back) as recent', () => {
    expect(shouldReload(chunkLoadError(), NOW + 60_000, NOW)).toBe(false);
  });

  it('never reloads for other errors', () => {
    expect(shouldReload(new Error('boom'), null, NOW)).toBe(false);
  });
});

describe('reloading once per remote', () => {
  function environment(storage: ReturnType<typeof memoryStorage>, now = NOW): ReloadEnvironment & { reloads: number } {
    const env = { storage, now, reloads: 0, reload: () => void (env.reloads += 1) };
    return env;
  }

  it('records the time, then reloads; a second failure in the window shows the fallback instead', () => {
    const storage = memoryStorage();
    const first = environment(storage);
    expect(reloadForStaleChunk('mfe_public', chunkLoadError(), first)).toBe(true);
    expect(first.reloads).toBe(1);
    expect(storage.values.get(`${RELOAD_KEY_PREFIX}mfe_public`)).toBe(String(NOW));

    // after the reload the chunk fails again (the remote really is broken): no second reload
    const second = environment(storage, NOW + 2_000);
    expect(reloadForStaleChunk('mfe_public', chunkLoadError(), second)).toBe(false);
    expect(second.reloads).toBe(0);
  });

  it('keeps one time stamp per remote', () => {
    const storage = memoryStorage({ [`${RELOAD_KEY_PREFIX}mfe_public`]: String(NOW - 1_000) });
    const env = environment(storage);
    expect(reloadForStaleChunk('mfe_public', chunkLoadError(), env)).toBe(false);
    expect(reloadForStaleChunk('mfe_school', chunkLoadError(), env)).toBe(true);
    expect(env.reloads).toBe(1);
  });

  it('reloads again once the window has passed, and ignores an unreadable time stamp', () => {
    const old = environment(memoryStorage({ [`${RELOAD_KEY_PREFIX}mfe_team`]: String(NOW - RELOAD_WINDOW_MS - 1) }));
    expect(reloadForStaleChunk('mfe_team', chunkLoadError(), old)).toBe(true);
    const garbled = environment(memoryStorage({ [`${RELOAD_KEY_PREFIX}mfe_team`]: 'soon' }));
    expect(reloadForStaleChunk('mfe_team', chunkLoadError(), garbled)).toBe(true);
  });

  it('does not reload for an error that is not a missing chunk', () => {
    const env = environment(memoryStorage());
    expect(reloadForStaleChunk('mfe_public', new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003'), env)).toBe(false);
    expect(env.reloads).toBe(0);
    expect(env.storage.getItem(`${RELOAD_KEY_PREFIX}mfe_public`)).toBeNull();
  });

  it('does not reload when the time stamp cannot be kept (no loop guard)', () => {
    const throwing = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    const dropping = { getItem: () => null, setItem: () => undefined };
    let reloads = 0;
    const reload = () => void (reloads += 1);
    expect(reloadForStaleChunk('mfe_public', chunkLoadError(), { storage: throwing, now: NOW, reload })).toBe(false);
    expect(reloadForStaleChunk('mfe_public', chunkLoadError(), { storage: dropping, now: NOW, reload })).toBe(false);
    expect(reloads).toBe(0);
  });
});
