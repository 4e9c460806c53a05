import { useEffect } from 'react';
import type { ApiError } from '@hackathon/api-client';
import { toast } from '@hackathon/ui';

/**
 * The spec's toast when a list cannot be read ('Failed to fetch teams'), once per failure, beside
 * the list's own error state with Try Again. Not on a 401: the shell is already on its way to /login.
 */
export function useFailureToast(error: ApiError | null | undefined, message: string): void {
  useEffect(() => {
    if (error && !error.shouldLogout) toast.error(message);
  }, [error, message]);
}
