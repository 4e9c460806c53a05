import { useApiMutation } from '@hackathon/api-client';
import { MSG } from '@hackathon/contracts';
import { toast } from '@hackathon/ui';
import { messageOr } from './errors';

/** POST /auth/resend-verification { email }; toasts the outcome with the spec's wording. */
export function useResendVerification(onSent?: () => void) {
  return useApiMutation<unknown, { email: string }>((body) => ({ path: '/auth/resend-verification', body, token: null, skipAuthRedirect: true }), {
    onSuccess: () => {
      toast.success(MSG.verificationEmailSent);
      onSent?.();
    },
    onError: (error) => {
      toast.error(messageOr(error, MSG.failedResendVerification, MSG.errorSendingVerification));
    },
  });
}
