import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint, type ApiError } from '@hackathon/api-client';
import { endpointKey, PAYMENT_VERIFICATION_API, PAYMENT_VERIFICATION_MAX_IDS, type PaymentMailPreview, type PaymentMailPreviewInput } from '@hackathon/contracts';
import { verdictFields, type VerdictInput } from '../utils/verdict';
import { useDebounced } from './useDebounced';

/**
 * POST /payment-verification/mail-preview: the mail the first selected school will get, shown in
 * the confirm dialog before confirming. It follows the reason and notes as they are typed
 * (debounced); nothing is sent or changed by it.
 */
export function useMailPreview(input: VerdictInput | null) {
  // a rejection's mail carries the reason: no preview until one is typed (the API requires it)
  const waitingForReason = input !== null && input.action === 'reject' && input.reason.trim() === '';
  const body = useMemo<PaymentMailPreviewInput | null>(
    () =>
      input && input.ids.length > 0 && !waitingForReason
        ? { action: input.action, registrationIds: input.ids.slice(0, PAYMENT_VERIFICATION_MAX_IDS), ...verdictFields(input) }
        : null,
    [input, waitingForReason],
  );
  const settled = useDebounced(body);
  const preview = useQuery<PaymentMailPreview, ApiError>({
    // a POST that reads: its declaration's key with the body that is sent
    queryKey: [...endpointKey(PAYMENT_VERIFICATION_API.mailPreview), settled],
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => (await callEndpoint(PAYMENT_VERIFICATION_API.mailPreview, { params: [], body: settled as PaymentMailPreviewInput, signal, requireToken: true })).data,
    staleTime: 60_000,
  });
  return { ...preview, waitingForReason };
}
