import { useQueryClient } from '@tanstack/react-query';
import { invalidateEndpoints, useEndpointMutation } from '@hackathon/api-client';
import { CERTIFICATES_API, type CertificateBatchInput } from '@hackathon/contracts';

/** What a certificate write may change: the batches, a batch and the certificates (every page and filter). */
const CERTIFICATE_READS = [CERTIFICATES_API.batches, CERTIFICATES_API.batch, CERTIFICATES_API.list];

function useRefresh() {
  const client = useQueryClient();
  return () => invalidateEndpoints(client, CERTIFICATE_READS);
}

/** POST /certificates/batches: without `confirm` the preview (nothing written), with it the batch (its job queued). */
export function useIssueBatch() {
  const refresh = useRefresh();
  return useEndpointMutation(CERTIFICATES_API.issue, (body: CertificateBatchInput) => ({ params: [] as [], body, requireToken: true }), {
    onSuccess: (_answer, body) => (body.confirm ? refresh() : undefined),
  });
}

/** POST /certificates/{id}/revoke with the reason (audited). */
export function useRevokeCertificate() {
  const refresh = useRefresh();
  return useEndpointMutation(CERTIFICATES_API.revoke, ({ id, reason }: { id: string; reason: string }) => ({ params: [id] as [string], body: { reason }, requireToken: true }), {
    // a refusal may come from a certificate that changed meanwhile: read the list again either way
    onSettled: refresh,
  });
}

/** POST /certificates/{id}/reissue: a new certificate under the holder's current name; the old one is superseded. */
export function useReissueCertificate() {
  const refresh = useRefresh();
  return useEndpointMutation(CERTIFICATES_API.reissue, (id: string) => ({ params: [id] as [string], requireToken: true }), { onSettled: refresh });
}
