import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, invalidateEndpoints, isApiError, type ApiError } from '@hackathon/api-client';
import { PAYMENT_VERIFICATION_API, type PaymentBulkResult } from '@hackathon/contracts';
import { mergeResults, verdictCalls, verdictFields, type VerdictCall, type VerdictInput } from '../utils/verdict';

export interface VerdictVariables extends VerdictInput {
  /** The school code of each id the table showed (names a refused single verdict). */
  kvCodes: ReadonlyMap<string, string>;
}

async function runCall(call: VerdictCall, variables: VerdictVariables): Promise<PaymentBulkResult> {
  const { action, reason, notes } = variables;
  const fields = verdictFields({ action, reason, notes });
  if (call.kind === 'bulk') {
    const answer =
      action === 'verify'
        ? await callEndpoint(PAYMENT_VERIFICATION_API.bulkVerify, { params: [], body: { registrationIds: call.ids, ...fields }, requireToken: true })
        : await callEndpoint(PAYMENT_VERIFICATION_API.bulkReject, {
            params: [],
            body: { registrationIds: call.ids, reason: fields.reason ?? '', ...(fields.notes ? { notes: fields.notes } : {}) },
            requireToken: true,
          });
    return answer.data;
  }
  try {
    const answer =
      action === 'verify'
        ? await callEndpoint(PAYMENT_VERIFICATION_API.verify, { params: [call.id], body: fields, requireToken: true })
        : await callEndpoint(PAYMENT_VERIFICATION_API.reject, { params: [call.id], body: { reason: fields.reason ?? '', ...(fields.notes ? { notes: fields.notes } : {}) }, requireToken: true });
    return { applied: [{ _id: answer.data._id, kvCode: answer.data.kvCode }], refused: [], appliedCount: 1, refusedCount: 0 };
  } catch (error) {
    // a 409 (another verifier was first) or 404 is this item's refusal, reported like a bulk one
    if (isApiError(error) && (error.status === 409 || error.status === 404)) {
      return { applied: [], refused: [{ _id: call.id, kvCode: variables.kvCodes.get(call.id) ?? null, message: error.message }], appliedCount: 0, refusedCount: 1 };
    }
    throw error;
  }
}

/**
 * Verify or reject: one selected id through PUT verify/reject, several through the bulk calls
 * (per 100). Applied and refused items come back together; the list and the stats reload either way.
 */
export function useVerdict() {
  const client = useQueryClient();
  return useMutation<PaymentBulkResult, ApiError, VerdictVariables>({
    mutationFn: async (variables) => {
      const results: PaymentBulkResult[] = [];
      for (const call of verdictCalls(variables.ids)) results.push(await runCall(call, variables));
      return mergeResults(results);
    },
    // applied or refused (someone else changed it meanwhile): the list and the stats are stale either way
    onSettled: () => invalidateEndpoints(client, [PAYMENT_VERIFICATION_API.list, PAYMENT_VERIFICATION_API.stats]),
  });
}
