import { describe, expect, it } from 'vitest';
import { canReportMember } from './can-report';

const me = { user_id: 'ash', nickname: '지우', type: '사용자' };

describe('canReportMember', () => {
  it('lets a member report someone else, by id or by nickname alone', () => {
    expect(canReportMember(me, { userId: 'misty', nickname: '이슬' })).toBe(true);
    expect(canReportMember(me, { nickname: '이슬' })).toBe(true);
  });

  it('hides it from guests and banned members', () => {
    expect(canReportMember(null, { userId: 'misty', nickname: '이슬' })).toBe(false);
    expect(canReportMember({ ...me, type: '밴 유저' }, { userId: 'misty', nickname: '이슬' })).toBe(false);
  });

  it('hides it about oneself, whatever the case of the id or when only the nickname is known', () => {
    expect(canReportMember(me, { userId: 'ASH', nickname: '지우' })).toBe(false);
    expect(canReportMember(me, { nickname: '지우' })).toBe(false);
  });
});
