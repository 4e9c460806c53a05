import { useCallback, useState } from 'react';
import { callEndpoint, errorMessage, isApiError } from '@hackathon/api-client';
import { CERTIFICATES_API, certificateFileName, type CertificateLanguage, type CertificateRow } from '@hackathon/contracts';
import { useT } from '../i18n';
import { toast } from '../toast';
import { saveBlob } from '../files/saveBlob';

/** A first PDF is made on demand (issue 28): longer than an ordinary read. */
export const CERTIFICATE_FILE_TIMEOUT_MS = 60_000;

/**
 * GET /certificates/{id}/pdf?language= as a Blob with the session's bearer token, saved as a file.
 * `busy` names the download in flight (`<id>:<language>`); a failure is a toast (a 401 is already
 * on its way to the sign-in page).
 */
export function useCertificateDownload() {
  const t = useT();
  const [busy, setBusy] = useState<string | null>(null);
  const failed = t('common.certificates.downloadFailed');
  const download = useCallback(async (certificate: CertificateRow, language: CertificateLanguage) => {
    setBusy(`${certificate._id}:${language}`);
    try {
      const result = await callEndpoint(CERTIFICATES_API.file, {
        params: [certificate._id],
        query: { language },
        responseType: 'blob',
        timeoutMs: CERTIFICATE_FILE_TIMEOUT_MS,
        requireToken: true,
      });
      saveBlob(result.data, certificateFileName(certificate.number, language));
    } catch (error) {
      if (!(isApiError(error) && error.shouldLogout)) toast.error(errorMessage(error, failed));
    } finally {
      setBusy(null);
    }
  }, [failed]);
  return { busy, download };
}
