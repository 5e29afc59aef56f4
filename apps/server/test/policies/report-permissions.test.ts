import { describe, expect, it } from 'vitest';
import { PROVIDE_MSG } from '@carddogam/contract/calls/provide';
import type { UserType } from '@carddogam/contract/constants';
import { MSG } from '@carddogam/contract/messages';
import * as can from '../../src/policies/permissions';
import type { SessionUser } from '../../src/policies/policy';

const as = (type: UserType, userId = `u-${type}`): SessionUser => ({ userId, nickname: `닉-${type}`, type });
const refusal = (v: can.Verdict) => (v.ok ? 'ok' : `${v.status} ${v.message}`);

describe('§6 report review permissions', () => {
  const krReport = { userId: 'reporter', cardNation: 'kr' };
  const jpReport = { userId: 'reporter', cardNation: 'jp' };

  it('lets staff decide other members’ reports', () => {
    for (const type of ['관리자', '운영진', '매니저'] as const)
      expect(can.canDecideReport(as(type), krReport).ok).toBe(true);
  });
  it('refuses guests, members and a staff member’s own report', () => {
    expect(refusal(can.canDecideReport(null, krReport))).toBe(`401 ${MSG.loginRequired}`);
    expect(refusal(can.canDecideReport(as('사용자'), krReport))).toBe(`403 ${MSG.staffOnly}`);
    expect(refusal(can.canDecideReport(as('매니저', 'reporter'), krReport))).toBe(
      `403 ${PROVIDE_MSG.ownReport}`,
    );
  });
  it('lets a 일어알바 decide jp reports only', () => {
    expect(refusal(can.canDecideReport(as('일어알바'), krReport))).toBe(`403 ${PROVIDE_MSG.jpOnly}`);
    expect(can.canDecideReport(as('일어알바'), jpReport).ok).toBe(true);
  });
  it('opens a stored info report to its reporter and to staff', () => {
    expect(can.canReadInfoReport(as('사용자', 'reporter'), 'reporter').ok).toBe(true);
    expect(can.canReadInfoReport(as('일어알바'), 'reporter').ok).toBe(true);
    expect(refusal(can.canReadInfoReport(as('사용자'), 'reporter'))).toBe(`403 ${MSG.forbidden}`);
    expect(refusal(can.canReadInfoReport(null, 'reporter'))).toBe(`401 ${MSG.loginRequired}`);
  });
});
