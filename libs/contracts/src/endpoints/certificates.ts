import { endpoint } from '../endpoint';
import type {
  CertificateBatch,
  CertificateBatchesPage,
  CertificateBatchesQuery,
  CertificateBatchInput,
  CertificateBatchPreview,
  CertificateBatchResult,
  CertificateFileQuery,
  CertificateRow,
  CertificatesPage,
  CertificatesQuery,
  CertificateVerification,
  CertificateZipQuery,
  MyCertificates,
  RevokeCertificateInput,
} from '../certificates';

/**
 * Certificates (issue 28). Batches, revoke and re-issue: admin and super admin. The list: the back
 * office (all), a region admin (its region), a school admin (its school). A PDF: whoever reaches its
 * holder (the team for its members, a mentor for itself and its teams' members, the school admin
 * for its school, the back office). verify: anyone, rate limited. `id`: a certificate's or a batch's `_id`.
 */
export const CERTIFICATES_API = {
  /** Without confirm: the preview (200). With confirm: issues and queues the job (201); 409 with the new preview when the count changed. */
  issue: endpoint<{ data: CertificateBatchPreview | CertificateBatchResult; body: CertificateBatchInput }>()('POST', '/certificates/batches'),
  /** A rendered sample of the batch's first holder (watermarked SAMPLE, never stored). */
  sample: endpoint<{ data: Blob; body: CertificateBatchInput; query: CertificateFileQuery }>()('POST', '/certificates/batches/sample', { kind: 'binary', status: 200, types: ['application/pdf'] }),
  batches: endpoint<{ data: CertificateBatchesPage; query: CertificateBatchesQuery }>()('GET', '/certificates/batches'),
  batch: endpoint<{ data: CertificateBatch }>()('GET', '/certificates/batches/:id'),
  list: endpoint<{ data: CertificatesPage; query: CertificatesQuery }>()('GET', '/certificates'),
  mine: endpoint<{ data: MyCertificates }>()('GET', '/certificates/mine'),
  /** One school's certificates as a ZIP of PDFs (each in its holder's language), streamed. */
  schoolZip: endpoint<{ data: Blob; query: CertificateZipQuery }>()('GET', '/certificates/school-zip', { kind: 'binary', types: ['application/zip'] }),
  file: endpoint<{ data: Blob; query: CertificateFileQuery }>()('GET', '/certificates/:id/pdf', { kind: 'binary', types: ['application/pdf'] }),
  /** Audited with the reason; the certificate then verifies as revoked. */
  revoke: endpoint<{ data: CertificateRow; body: RevokeCertificateInput }>()('POST', '/certificates/:id/revoke', { status: 200 }),
  /** A new certificate under the holder's current name; this one verifies as superseded. */
  reissue: endpoint<{ data: CertificateRow }>()('POST', '/certificates/:id/reissue'),
  verify: endpoint<{ data: CertificateVerification }>()('GET', '/certificates/verify/:code'),
} as const;
