import { policyPageCalls as calls } from '@carddogam/contract/calls/policy-pages';
import type { CallRouter } from '../http/call-router';
import { admin, anyone } from '../policies/roles';
import { readPolicyText, resetPolicyText, savePolicyText } from '../services/policy-pages';

/** The policy pages' texts: anyone reads them (signup's '전문 보기' too); 관리자 rewrites them. */
export function registerPolicyPageRoutes(r: CallRouter): void {
  r.handle(calls.read, anyone, ({ page }, { services }) => readPolicyText(services.db, page));
  r.handle(calls.save, admin, ({ page, text }, { services, user }) =>
    savePolicyText(services.db, user!, page, text),
  );
  r.handle(calls.reset, admin, ({ page }, { services, user }) => resetPolicyText(services.db, user!, page));
}
