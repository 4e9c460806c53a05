import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint, type ApiError } from '@hackathon/api-client';
import { PAYMENTS_API, type ReceiptUpload } from '@hackathon/contracts';
import { uploadEndpoint } from '@hackathon/ui';

/**
 * Uploads the chosen receipt at once (multipart field `receipt`) with its progress; replacing or
 * removing an uploaded receipt deletes the one left behind (best effort: the server refuses to
 * delete a receipt that a submission uses).
 */
export function useReceiptUpload() {
  const [receipt, setReceipt] = useState<ReceiptUpload | null>(null);
  const [progress, setProgress] = useState(0);

  const discard = (fileId: string) => {
    callEndpoint(PAYMENTS_API.deleteReceipt, { params: [fileId], requireToken: true }).catch(() => undefined);
  };

  const upload = useMutation<ReceiptUpload, ApiError, File>({
    mutationFn: async (file) => {
      setProgress(0);
      const form = new FormData();
      form.append('receipt', file, file.name);
      const result = await uploadEndpoint(PAYMENTS_API.uploadReceipt, {
        params: [],
        body: form,
        onProgress: ({ percent }) => setProgress(percent),
      });
      return result.data;
    },
    onSuccess: (uploaded) => {
      if (receipt && receipt.fileId !== uploaded.fileId) discard(receipt.fileId);
      setReceipt(uploaded);
    },
  });

  const remove = () => {
    if (receipt) discard(receipt.fileId);
    setReceipt(null);
    setProgress(0);
    upload.reset();
  };

  /** After a successful submission the file belongs to it: forget it without deleting. */
  const forget = () => {
    setReceipt(null);
    setProgress(0);
    upload.reset();
  };

  return { receipt, progress, upload, remove, forget };
}
