/** The email kept for resending verification (local storage key pendingVerificationEmail). */
import { STORAGE_KEYS } from '@hackathon/contracts';

export function readPendingEmail(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.pendingVerificationEmail);
  } catch {
    return null;
  }
}

export function writePendingEmail(email: string | null): void {
  try {
    if (email) window.localStorage.setItem(STORAGE_KEYS.pendingVerificationEmail, email);
    else window.localStorage.removeItem(STORAGE_KEYS.pendingVerificationEmail);
  } catch {
    // storage disabled: resending then asks to register again
  }
}
