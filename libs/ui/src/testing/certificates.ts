import type { CertificateRow } from '@hackathon/contracts';

/** A valid student certificate (issued 28 Nov 2026, 10:30 AM in India) with `over` on top: the certificate specs' row. */
export function certificateRow(over: Partial<CertificateRow> = {}): CertificateRow {
  return {
    _id: 'c1',
    code: '7KQ2-M9XD-4HTR',
    number: '2025/RQ/000123',
    kind: 'regional_qualifier',
    holderType: 'student',
    holderName: 'Meera',
    schoolCode: '1001',
    schoolName: 'KV No. 1 Agra',
    region: 'Agra',
    teamId: 'A1001JR1',
    teamName: 'Pixel Pioneers',
    language: 'en',
    status: 'valid',
    issuedAt: '2026-11-28T05:00:00.000Z',
    revokedAt: null,
    revokedReason: null,
    supersededBy: null,
    ...over,
  };
}
