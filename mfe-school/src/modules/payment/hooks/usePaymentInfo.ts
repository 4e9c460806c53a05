import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { invalidateEndpoints, useEndpointMutation, useEndpointQuery } from '@hackathon/api-client';
import { PAYMENTS_API, REGISTRATION_API, type PaymentSubmitRequest } from '@hackathon/contracts';

/** The school's payment info (GET /payment/info/{schoolCode}). */
export function usePaymentInfo(schoolCode: string) {
  return useEndpointQuery(null, PAYMENTS_API.info, [schoolCode], {
    request: { requireToken: true },
  });
}

/** Re-reads the payment info and the registration (the summary card shows its payment status). */
export function useRefreshPayment(schoolCode: string) {
  const client = useQueryClient();
  return useCallback(() => invalidateEndpoints(client, [PAYMENTS_API.info, REGISTRATION_API.byKv], [schoolCode]), [client, schoolCode]);
}

export function useSubmitPayment(schoolCode: string) {
  const refresh = useRefreshPayment(schoolCode);
  return useEndpointMutation(
    PAYMENTS_API.submit,
    (body: PaymentSubmitRequest) => ({ params: [] as [], body, requireToken: true }),
    // a refusal (already submitted meanwhile) also means the shown status is stale
    { onSettled: refresh },
  );
}
