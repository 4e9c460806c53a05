import { useEndpointMutation } from '@hackathon/api-client';
import { AUTH_API, MSG } from '@hackathon/contracts';
import { toast } from '@hackathon/ui';
import { messageOr } from './errors';

/** POST /auth/resend-verification { email }; toasts the outcome with the spec's wording. */
export function useResendVerification(onSent?: () => void) {
  return useEndpointMutation(AUTH_API.resendVerification, (body: { email: string }) => ({ body, token: null, skipAuthRedirect: true }), {
    onSuccess: () => {
      toast.success(MSG.verificationEmailSent);
      onSent?.();
    },
    onError: (error) => {
      toast.error(messageOr(error, MSG.failedResendVerification, MSG.errorSendingVerification));
    },
  });
}
