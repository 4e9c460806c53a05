import { useCallback, useState } from 'react';
import { callEndpoint, errorMessage, isApiError } from '@hackathon/api-client';
import { CERTIFICATES_API, certificateZipFileName } from '@hackathon/contracts';
import { saveBlob, toast } from '@hackathon/ui';
import { useT } from '../../../i18n';

/** A large school's ZIP is made as it streams: minutes, not an ordinary read's seconds. */
export const SCHOOL_ZIP_TIMEOUT_MS = 300_000;

/**
 * GET /certificates/school-zip (the API answers a school admin with its own school) as a Blob with
 * the bearer token, saved as `certificates-<schoolCode>.zip`; `busy` while it comes.
 */
export function useSchoolZip(schoolCode: string) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const failed = t('school.certificates.zipFailed');
  const download = useCallback(async () => {
    setBusy(true);
    try {
      const result = await callEndpoint(CERTIFICATES_API.schoolZip, { params: [], query: {}, responseType: 'blob', timeoutMs: SCHOOL_ZIP_TIMEOUT_MS, requireToken: true });
      const file = certificateZipFileName(schoolCode);
      saveBlob(result.data, file);
      toast.success(t('school.certificates.zipSaved', { file }));
    } catch (error) {
      // a 401 is already on its way to the sign-in page
      if (!(isApiError(error) && error.shouldLogout)) toast.error(errorMessage(error, failed));
    } finally {
      setBusy(false);
    }
  }, [schoolCode, failed, t]);
  return { busy, download };
}
