import { useState } from 'react';
import { errorMessage } from '@hackathon/api-client';
import { LIMITS, MSG, type ContentFileSummary, type ContentUploadQuery } from '@hackathon/contracts';
import { toast } from '@hackathon/ui';
import { useContentUpload } from './useContentApi';
import { tr } from '../../../../../i18n';

/**
 * An upload as a button of the Content section does it: too large is said before sending, the
 * API's refusal (a file that is not a PDF, a photo that is not one) is shown as it words it, and
 * the upload lands in the draft through `onUploaded` (kept once the draft is saved).
 */
export function useUploader(query: ContentUploadQuery, onUploaded: (file: ContentFileSummary) => void) {
  const { upload, progress } = useContentUpload();
  const [error, setError] = useState<string | null>(null);
  const start = (file: File) => {
    setError(null);
    if (file.size > LIMITS.receiptMaxBytes) {
      setError(MSG.receiptFileSize);
      toast.error(MSG.receiptFileSize);
      return;
    }
    upload.mutate(
      { file, query },
      {
        onSuccess: (uploaded) => {
          onUploaded(uploaded);
          toast.success(tr('backoffice.content.uploadedToast', { name: uploaded.originalName }));
        },
        onError: (failure) => {
          if (failure.shouldLogout) return;
          const message = errorMessage(failure);
          setError(message);
          toast.error(message);
        },
      },
    );
  };
  return { start, busy: upload.isPending, progress, error };
}
