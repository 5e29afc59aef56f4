import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallParams } from '@carddogam/contract/call';
import { authCalls } from '@carddogam/contract/calls/auth';
import { callApi } from '../../../lib/api';
import { storeSessionUser } from './session';

/** The login call; its answer becomes the session at once, so the header changes with no second call. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: { user_id: string; password: string }) => callApi(authCalls.login, credentials),
    onSuccess: (user) => storeSessionUser(queryClient, user),
  });
}

export function useJoin() {
  return useMutation({
    mutationFn: (params: CallParams<typeof authCalls.join>) => callApi(authCalls.join, params),
  });
}

/** The ids of an address are mailed to it, never shown, so an address cannot be probed. */
export function useFindId() {
  return useMutation({ mutationFn: (email: string) => callApi(authCalls.findId, { email }) });
}

export function useResendCertification() {
  return useMutation({
    mutationFn: (email: string) => callApi(authCalls.resendCertification, { email }),
  });
}

export function usePasswordResetRequest() {
  return useMutation({
    mutationFn: (params: { user_id: string; email: string }) =>
      callApi(authCalls.passwordResetRequest, params),
  });
}

export function usePasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: { token: string; password: string }) => callApi(authCalls.passwordReset, params),
    // The server ends every session of the member, this browser's included.
    onSuccess: () => storeSessionUser(queryClient, null),
  });
}
