import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A link or session secret: 32 random bytes, URL-safe. */
export function newUrlToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored for a 32-byte secret: its sha-256 (the secret itself is never stored). */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** A 6-digit one-time code from the CSPRNG, leading zeros kept. */
export function newOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * What is stored for an OTP: an HMAC keyed by a server secret and bound to the account. A plain
 * hash of a 6-digit code would fall to a million guesses offline; the account binding also keeps
 * two accounts holding the same code from colliding on the unique (purpose, token_hash) index.
 */
export function otpHash(key: string, accountId: string, otp: string): string {
  return createHmac('sha256', key).update(`${accountId}:${otp}`, 'utf8').digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** Lower-cased, trimmed: how addresses are compared everywhere (accounts are unique on lower(email)). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
