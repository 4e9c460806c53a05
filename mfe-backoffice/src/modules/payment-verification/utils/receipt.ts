import { isApiError } from '@hackathon/api-client';
import { tr } from '../../shared/utils/text';

/** Spec section 9: the receipt's size in KB with one decimal (bytes / 1024); '—' when unknown. */
export function receiptSizeKb(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '—';
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** The receipt viewer's words for a failed download (spec section 8): 404, 5xx, anything else. */
export function receiptErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 404) return tr('dashboards.payments.receipt.notFound');
    if (error.status >= 500) return tr('dashboards.payments.receipt.serverError');
  }
  return tr('dashboards.payments.receipt.loadFailed');
}
