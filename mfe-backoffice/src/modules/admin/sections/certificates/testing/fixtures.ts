import { paginationOf, type CertificateBatch, type CertificateBatchPreview, type CertificateRow } from '@hackathon/contracts';
import { certificateRow } from '@hackathon/ui/testing';

// 28 Nov 2026, 10:30 AM in India
export const AT = '2026-11-28T05:00:00.000Z';

export function preview(count: number, extra: Partial<CertificateBatchPreview> = {}): CertificateBatchPreview {
  return {
    kind: 'regional_qualifier',
    count,
    newCount: count - 1,
    renamedCount: 1,
    alreadyHeld: 2,
    sample: [
      { holderType: 'student', holderName: 'अनन्या शर्मा', schoolCode: '1001', schoolName: 'PM SHRI KV One', teamId: 'KV1001SR1', teamName: 'Pixel Pioneers', change: 'new' },
      { holderType: 'student', holderName: 'Rohan Verma', schoolCode: '1001', schoolName: 'PM SHRI KV One', teamId: 'KV1001SR1', teamName: 'Pixel Pioneers', change: 'renamed' },
    ],
    ...extra,
  };
}

export function batch(id: string, extra: Partial<CertificateBatch> = {}): CertificateBatch {
  return {
    _id: id,
    kind: 'regional_qualifier',
    selection: { minPhase: 2 },
    state: 'running',
    total: 200,
    rendered: 50,
    notified: 20,
    toNotify: 200,
    error: null,
    createdBy: 'u1',
    createdAt: AT,
    finishedAt: null,
    ...extra,
  };
}

export const batchesPage = (batches: CertificateBatch[]) => ({ batches, pagination: paginationOf(1, 10, batches.length) });

export function certificate(id: string, extra: Partial<CertificateRow> = {}): CertificateRow {
  return certificateRow({ _id: id, holderName: 'अनन्या शर्मा', schoolName: 'PM SHRI KV One', teamId: 'KV1001SR1', language: 'hi', issuedAt: AT, ...extra });
}

export const certificatesPage = (certificates: CertificateRow[]) => ({ certificates, pagination: paginationOf(1, 50, certificates.length) });
