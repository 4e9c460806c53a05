import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint, useEndpointQuery, type ApiError } from '@hackathon/api-client';
import { CERTIFICATES_API, fromNamedPage, TIMEOUTS_MS, type CertificateBatchInput, type CertificateLanguage } from '@hackathon/contracts';
import type { ListQueryParams } from '@hackathon/ui';
import { batchPollInterval } from '../utils/certificateView';

const REQUEST = { timeoutMs: TIMEOUTS_MS.adminList, requireToken: true } as const;

/** A rendered sample takes a PDF's making (fonts, shaping): longer than a page read. */
const SAMPLE_TIMEOUT_MS = 60_000;

/** GET /certificates/batches: one page, newest first; read again every 2 s while any batch on it is unfinished. */
export function useBatches(query: ListQueryParams) {
  return useEndpointQuery(null, CERTIFICATES_API.batches, [], {
    query,
    request: REQUEST,
    placeholderData: keepPreviousData,
    refetchInterval: (current) => batchPollInterval(current.state.data),
  });
}

/** GET /certificates: one page, searched, filtered and sorted on the server. */
export function useCertificateList(query: ListQueryParams) {
  return useEndpointQuery(null, CERTIFICATES_API.list, [], {
    query,
    request: REQUEST,
    select: (page) => fromNamedPage(page, 'certificates'),
    placeholderData: keepPreviousData,
  });
}

/** POST /certificates/batches/sample?language=: the batch's first holder rendered (never stored); asked only while the viewer is open. */
export function useBatchSample(input: CertificateBatchInput, language: CertificateLanguage | null) {
  return useQuery<Blob, ApiError>({
    queryKey: ['certificate-sample', input, language],
    queryFn: async ({ signal }) =>
      (await callEndpoint(CERTIFICATES_API.sample, { params: [], body: input, query: { language: language ?? 'en' }, responseType: 'blob', timeoutMs: SAMPLE_TIMEOUT_MS, requireToken: true, signal }))
        .data,
    enabled: language !== null,
    gcTime: 0,
    retry: false,
  });
}
