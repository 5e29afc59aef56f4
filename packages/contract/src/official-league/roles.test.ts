import { describe, expect, it } from 'vitest';
import { canEditLeague, canWriteLeagues } from './roles';

const member = { user_id: 'writer1', type: '사용자', permission_official_league: false };

describe('official event writers', () => {
  it('lets 관리자 and members holding the permission write, never a banned member', () => {
    expect(canWriteLeagues({ ...member, type: '관리자' })).toBe(true);
    expect(canWriteLeagues({ ...member, permission_official_league: true })).toBe(true);
    expect(canWriteLeagues(member)).toBe(false);
    expect(canWriteLeagues({ ...member, type: '매니저' })).toBe(false);
    expect(canWriteLeagues({ ...member, type: '밴 유저', permission_official_league: true })).toBe(false);
  });

  it('lets 관리자 change any event and a permitted writer only their own', () => {
    expect(canEditLeague({ ...member, type: '관리자' }, 'someone')).toBe(true);
    expect(canEditLeague({ ...member, type: '관리자' }, null)).toBe(true);
    const writer = { ...member, permission_official_league: true };
    expect(canEditLeague(writer, 'writer1')).toBe(true);
    expect(canEditLeague(writer, 'someone')).toBe(false);
    expect(canEditLeague(writer, null)).toBe(false);
    expect(canEditLeague(member, 'writer1')).toBe(false);
  });
});
