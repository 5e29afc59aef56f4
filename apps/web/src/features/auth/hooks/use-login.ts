import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authCalls } from '@carddogam/contract/calls/auth';
import { callApi } from '../../../lib/api';
import { storeSessionUser } from '../session/session-query';

/** The login call; its answer becomes the session at once, so the header changes with no second call. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: { user_id: string; password: string }) => callApi(authCalls.login, credentials),
    onSuccess: (user) => storeSessionUser(queryClient, user),
  });
}
