import { randomInt } from 'node:crypto';

// No look-alike characters: these passwords are read from a file and typed by people.
const LOWER = 'abcdefghjkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/**
 * A random password from the CSPRNG, three groups of four joined by hyphens (e.g. 'Hk7m-pQ2x-W9tz'):
 * about 70 bits, and it passes every password rule of the portal (upper, lower, digit, special, 8+).
 */
export function generatePassword(): string {
  const all = LOWER + UPPER + DIGITS;
  const chars = Array.from({ length: 12 }, () => all[randomInt(all.length)]!);
  // guarantee each class at distinct random positions
  const positions = new Set<number>();
  while (positions.size < 3) positions.add(randomInt(12));
  const [a, b, c] = [...positions];
  chars[a!] = LOWER[randomInt(LOWER.length)]!;
  chars[b!] = UPPER[randomInt(UPPER.length)]!;
  chars[c!] = DIGITS[randomInt(DIGITS.length)]!;
  return `${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8).join('')}`;
}
