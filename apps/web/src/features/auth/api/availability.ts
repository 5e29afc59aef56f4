import { authCalls } from '@carddogam/contract/calls/auth';
import { callApi } from '../../../lib/api';

export type CheckedField = 'user_id' | 'nickname' | 'email';

/**
 * Whether an id, nickname or e-mail is free. A plain call rather than a query: the form asks when an
 * input loses focus and keeps the answer together with the value it was about (hooks/use-availability).
 */
export function checkAvailability(field: CheckedField, value: string) {
  if (field === 'user_id') return callApi(authCalls.checkId, { user_id: value });
  if (field === 'nickname') return callApi(authCalls.checkNickname, { nickname: value });
  return callApi(authCalls.checkEmail, { email: value });
}
