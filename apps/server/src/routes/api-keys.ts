import { API_KEY_MSG as M, apiKeyCalls as calls } from '@carddogam/contract/calls/api-keys';
import type { CallRouter } from '../http/call-router';
import { loggedIn, member } from '../policies/roles';
import { listApiKeys } from '../repositories/api-keys';
import { createApiKey, revokeOwnApiKey } from '../services/api-keys';

/**
 * '내 API 키' on /policy/apiguide: members who are not banned make keys; any logged-in member lists and
 * revokes their own (a banned member may still withdraw a key, which no longer works for them anyway).
 */
export function registerApiKeyRoutes(r: CallRouter): void {
  r.handle(calls.list, loggedIn, async (_p, { services, user }) => ({
    rows: await listApiKeys(services.db, user!.userId),
  }));
  r.handle(calls.create, member, async ({ name }, { services, user }) => ({
    ...(await createApiKey(services, user!, name)),
    message: M.created,
  }));
  r.handle(calls.revoke, loggedIn, async ({ id }, { services, user }) => {
    await revokeOwnApiKey(services, user!, id);
    return { message: M.revoked };
  });
}
