import { randomInt } from 'node:crypto';

/** The event's short tag in reference numbers (2025 edition). */
export const REFERENCE_PREFIX = 'HACK25';
/** No 0/O, 1/I/L: the number is read aloud and typed from paper receipts. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * `HACK25-<school code>-<6 random characters>`. Unique in practice by construction: the school
 * code part is unique per registration (one per school); the random part keeps it unguessable.
 */
export function newReferenceNumber(schoolCode: string): string {
  let suffix = '';
  for (let i = 0; i < 6; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `${REFERENCE_PREFIX}-${schoolCode.toUpperCase()}-${suffix}`;
}

export const REFERENCE_NUMBER_PATTERN = /^HACK25-[0-9A-Z]{1,12}-[A-HJ-KM-NP-Z2-9]{6}$/;
