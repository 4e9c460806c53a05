import { randomBytes } from 'node:crypto';
import { EVENT_TITLE, type CertificateKind } from '@hackathon/contracts';

/** Crockford's base32: no I, L, O or U (read alike or rude). */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new printed code: 60 random bits (crypto) as 12 base32 characters in three groups. Guessing
 * one of 118,000 codes takes ~10^13 tries on average, against a per-address rate limit.
 */
export function newCertificateCode(): string {
  const bytes = randomBytes(8);
  let bits = bytes.readBigUInt64BE(0) >> 4n;
  let plain = '';
  for (let i = 0; i < 12; i += 1) {
    plain = ALPHABET[Number(bits & 31n)]! + plain;
    bits >>= 5n;
  }
  return `${plain.slice(0, 4)}-${plain.slice(4, 8)}-${plain.slice(8)}`;
}

/** `n` distinct new codes. */
export function newCertificateCodes(n: number): string[] {
  const codes = new Set<string>();
  while (codes.size < n) codes.add(newCertificateCode());
  return [...codes];
}

/** The kind's letters in the printed number. */
export const KIND_ABBREVIATION: Readonly<Record<CertificateKind, string>> = {
  participation: 'PT',
  regional_qualifier: 'RQ',
  zonal_participation: 'ZP',
  zonal_winner: 'ZW',
  national_finalist: 'NF',
  national_winner_1: 'N1',
  national_winner_2: 'N2',
  national_winner_3: 'N3',
  mentor_appreciation: 'MA',
  school_participation: 'SP',
};

/** `2025/RQ/`: the number before its 6-digit serial (from the certificate_serial sequence). */
export function numberPrefix(kind: CertificateKind): string {
  return `${EVENT_TITLE.edition}/${KIND_ABBREVIATION[kind]}/`;
}
