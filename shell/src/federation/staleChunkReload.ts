import type { RemoteName } from './remotes';


/*
 * A tab opened before a remote was redeployed still asks for the remote's old hashed chunks; once
 * the redeploy has deleted them, every navigation that needs one fails, and "Try again" asks for
 * the same missing file. A reload fetches the remote's new manifest and entry. Once per remote per
 * RELOAD_WINDOW_MS: a second failure within it (the remote really is down or broken) shows the
 * ordinary fallback instead of reloading in a loop. Loaded with fallback.tsx, only when a remote fails.
 */

/** One automatic reload per remote per this long (kept in sessionStorage: survives the reload, not the tab). */
export const RELOAD_WINDOW_MS = 5 * 60_000;
export const RELOAD_KEY_PREFIX = 'hk_stale_chunk_reload:';

/**
 * A failure to fetch a remote's code (not a render error, not a remote that was never reachable):
 * webpack's ChunkLoadError ('Loading chunk route-login failed.'), a CSS chunk, or the federation
 * runtime's script error (RUNTIME-008, its remote entry script did not load).
 */
export function isStaleCodeError(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  const text = typeof message === 'string' ? message : '';
  return /Loading (CSS )?chunk \S+ failed/.test(text) || text.includes('RUNTIME-008');
}

/** Whether to reload now: a stale-code error and no automatic reload for the remote within the window. */
export function shouldReload(error: unknown, lastReloadAt: number | null, now: number): boolean {
  if (!isStaleCodeError(error)) return false;
  // a timestamp in the future (the clock moved back) counts as recent: never loop on a bad clock
  return lastReloadAt === null || now - lastReloadAt >= RELOAD_WINDOW_MS;
}

export interface ReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: number;
  reload: () => void;
}

function browserEnvironment(): ReloadEnvironment {
  return { storage: window.sessionStorage, now: Date.now(), reload: () => window.location.reload() };
}

/**
 * Reloads the page for `remote`'s failed chunk when shouldReload says so, and records the time
 * first. True when the reload is under way (show a spinner, not an error). Without session storage
 * (disabled, full) there is no loop guard, so it never reloads.
 */
export function reloadForStaleChunk(remote: RemoteName, error: unknown, env?: ReloadEnvironment): boolean {
  if (!isStaleCodeError(error)) return false;
  try {
    const { storage, now, reload } = env ?? browserEnvironment();
    const key = `${RELOAD_KEY_PREFIX}${remote}`;
    const stored = Number(storage.getItem(key));
    const last = Number.isFinite(stored) && stored > 0 ? stored : null;
    if (!shouldReload(error, last, now)) return false;
    storage.setItem(key, String(now));
    if (Number(storage.getItem(key)) !== now) return false; // not kept: no guard, no reload
    reload();
    return true;
  } catch {
    return false;
  }
}

const decided = new WeakMap<object, boolean>();

/** reloadForStaleChunk, once per error object (React may render a caught error more than once). */
export function reloadOnceForError(remote: RemoteName, error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false;
  const known = decided.get(error);
  if (known !== undefined) return known;
  const reloading = reloadForStaleChunk(remote, error);
  decided.set(error, reloading);
  return reloading;
}
