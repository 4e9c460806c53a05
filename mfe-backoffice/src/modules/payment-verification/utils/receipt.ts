import { PAYMENT_VERIFICATION_MSG } from '@hackathon/contracts';
import { isApiError } from '@hackathon/api-client';

/** Spec section 9: the receipt's size in KB with one decimal (bytes / 1024); '—' when unknown. */
export function receiptSizeKb(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '—';
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** The receipt viewer's words for a failed download (spec section 8): 404, 5xx, anything else. */
export function receiptErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 404) return PAYMENT_VERIFICATION_MSG.receiptNotFound;
    if (error.status >= 500) return PAYMENT_VERIFICATION_MSG.receiptServerError;
  }
  return PAYMENT_VERIFICATION_MSG.receiptLoadFailed;
}
