import { STORAGE_KEYS } from '@hackathon/contracts';

interface StorageLike {
  getItem(key: string): string | null;
}

function browserStorage(): StorageLike | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // storage disabled
  }
}

/** The school of the signed-in admin: the session user's schoolCode, else the stored `schoolCode`. */
export function resolveSchoolCode(
  user: { schoolCode?: string | null } | null | undefined,
  storage: StorageLike | null = browserStorage(),
): string | null {
  const fromUser = user?.schoolCode?.trim();
  if (fromUser) return fromUser;
  const stored = storage?.getItem(STORAGE_KEYS.schoolCode)?.trim();
  return stored ? stored : null;
}
