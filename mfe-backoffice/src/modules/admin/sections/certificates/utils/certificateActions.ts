import type { CertificateLanguage, CertificateRow } from '@hackathon/contracts';

/** What a certificate's row and card can do, handed down from the list. */
export interface CertificateActions {
  /** The download on its way (`<id>:<language>`), if any. */
  downloading: string | null;
  onDownload: (row: CertificateRow, language: CertificateLanguage) => void;
  onRevoke: (row: CertificateRow) => void;
  onReissue: (row: CertificateRow) => void;
}

/** Only a valid certificate can be revoked or replaced (a superseded one has its successor; a revoked one stays revoked). */
export const canChange = (row: Pick<CertificateRow, 'status'>) => row.status === 'valid';
