import type { CertificateRow } from '@hackathon/contracts';

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
const byIssue = (a: CertificateRow, b: CertificateRow) => a.issuedAt.localeCompare(b.issuedAt);

/** A team's certificates member by member (by name), each member's in the order they were issued. */
export function byMember(certificates: readonly CertificateRow[]): CertificateRow[] {
  return [...certificates].sort((a, b) => byName(a.holderName, b.holderName) || byIssue(a, b));
}

/** A mentor's: its own first, then its teams' members' team by team and member by member. */
export function ownFirst(certificates: readonly CertificateRow[]): CertificateRow[] {
  const rank = (row: CertificateRow) => (row.holderType === 'mentor' ? 0 : 1);
  return [...certificates].sort(
    (a, b) => rank(a) - rank(b) || byName(a.teamName ?? '', b.teamName ?? '') || byName(a.holderName, b.holderName) || byIssue(a, b),
  );
}
