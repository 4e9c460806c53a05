import { STORAGE_KEYS, TIMEOUTS_MS } from '@hackathon/contracts';

export interface ApiClientConfig {
  /** Base of every relative path; same origin `/api` in the browser. */
  baseUrl: string;
  /** Default timeout of a call. */
  timeoutMs: number;
  /** Where the bearer token comes from. */
  getToken: () => string | null;
  /** Removes the stored token after a 401. */
  clearToken: () => void;
  fetchImpl: typeof fetch;
}

/** Token keys in the order they are tried (participant spec, section 7). */
export const TOKEN_KEYS = [STORAGE_KEYS.token, STORAGE_KEYS.adminToken, STORAGE_KEYS.regionAdminToken] as const;

function browserStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null; // storage disabled (privacy mode)
  }
}

export function readStoredToken(): string | null {
  const storage = browserStorage();
  if (!storage) return null;
  for (const key of TOKEN_KEYS) {
    const value = storage.getItem(key);
    if (value) return value;
  }
  return null;
}

export function clearStoredTokens(): void {
  const storage = browserStorage();
  if (!storage) return;
  for (const key of TOKEN_KEYS) storage.removeItem(key);
}

const config: ApiClientConfig = {
  baseUrl: '/api',
  timeoutMs: TIMEOUTS_MS.api,
  getToken: readStoredToken,
  clearToken: clearStoredTokens,
  fetchImpl: (...args) => fetch(...args),
};

export function getApiConfig(): Readonly<ApiClientConfig> {
  return config;
}

/** Overrides parts of the client's configuration (tests, non-browser hosts). Returns the previous values. */
export function configureApiClient(overrides: Partial<ApiClientConfig>): ApiClientConfig {
  const previous = { ...config };
  Object.assign(config, overrides);
  return previous;
}

export interface UnauthorizedEvent {
  path: string;
  status: number;
  message: string;
}

type UnauthorizedListener = (event: UnauthorizedEvent) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Registers what happens after a 401 on an ordinary call (the token is already cleared).
 * The shell registers navigation to /login; the session registers its own reset.
 * Without any listener the client falls back to a full page load of /login.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

export function notifyUnauthorized(event: UnauthorizedEvent): void {
  if (unauthorizedListeners.size === 0) {
    if (typeof window !== 'undefined' && window.location.pathname !== '/login') window.location.assign('/login');
    return;
  }
  for (const listener of [...unauthorizedListeners]) listener(event);
}
