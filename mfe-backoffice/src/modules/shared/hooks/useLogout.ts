import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { MSG } from '@hackathon/contracts';
import { useSession } from '@hackathon/session';
import { toast } from '@hackathon/ui';

/** Logout of the back-office headers: forget the session and its cached data, say so, go to /login. */
export function useLogout(): () => void {
  const { logout } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    logout();
    queryClient.clear();
    toast.success(MSG.loggedOut);
    navigate('/login', { replace: true });
  }, [logout, navigate, queryClient]);
}
