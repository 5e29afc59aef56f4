import {
  IconBell,
  IconCoin,
  IconLogout,
  IconMail,
  IconSettings,
  IconShieldLock,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import type { SessionUser } from '../../lib/session';

export interface AccountLink {
  label: string;
  to: string;
  icon: Icon;
}

/**
 * A member's own links, in the header menu and the mobile drawer (both loaded on demand, with these icons);
 * 회원 관리 only for a 관리자.
 */
export function accountLinks(user: SessionUser): AccountLink[] {
  const links: AccountLink[] = [
    { label: '마이페이지', to: '/mypage/home', icon: IconUser },
    { label: '포인트 내역', to: '/mypage/point', icon: IconCoin },
    { label: '쪽지', to: '/mypage/message', icon: IconMail },
    { label: '알림', to: '/mypage/alarm', icon: IconBell },
    { label: '회원정보 수정', to: '/mypage/update', icon: IconSettings },
  ];
  if (user.type === '관리자')
    links.push({ label: '회원 관리', to: '/admin/user/normal', icon: IconShieldLock });
  links.push({ label: '로그아웃', to: '/auth/logout', icon: IconLogout });
  return links;
}
