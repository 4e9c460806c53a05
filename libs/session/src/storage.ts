import { STORAGE_KEYS } from '@hackathon/contracts';

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function readString(key: StorageKey): string | null {
  return storage()?.getItem(key) ?? null;
}

/** Parsed JSON, or null when absent or corrupt (a corrupt entry is treated as no session). */
export function readJson<T>(key: StorageKey): T | null {
  const raw = readString(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeString(key: StorageKey, value: string | null | undefined): void {
  const store = storage();
  if (!store) return;
  if (value === null || value === undefined || value === '') store.removeItem(key);
  else store.setItem(key, value);
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeString(key, value === null || value === undefined ? null : JSON.stringify(value));
}

/** Everything a session leaves behind (logout clears these; the pending verification email stays). */
export const SESSION_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.adminToken,
  STORAGE_KEYS.regionAdminToken,
  STORAGE_KEYS.user,
  STORAGE_KEYS.schoolCode,
  STORAGE_KEYS.teamData,
  STORAGE_KEYS.adminInfo,
];

export function clearSessionStorage(): void {
  for (const key of SESSION_KEYS) writeString(key, null);
}
