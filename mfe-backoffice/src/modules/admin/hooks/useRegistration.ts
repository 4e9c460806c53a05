import { useEndpointQuery } from '@hackathon/api-client';
import { REGISTRATION_API } from '@hackathon/contracts';
import { isRegistrationId } from '../utils/registrationDetails';

/**
 * GET /registration/{id}. A malformed id is not sent: the page shows 'Invalid registration ID' at
 * once (the server would answer the same 400). 4xx answers are not retried (shouldRetry).
 */
export function useRegistration(id: string | undefined) {
  const valid = isRegistrationId(id);
  const query = useEndpointQuery(null, REGISTRATION_API.get, valid ? [id.trim()] : null, {
    request: { requireToken: true },
  });
  return { query, valid };
}
