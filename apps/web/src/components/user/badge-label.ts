import type { Badge } from '@carddogam/contract/users';

/** Korean text and colour of each badge of §3 (the image assets are not part of this app). */
const BADGE_STYLE: Record<Badge['kind'], { label: string; color: string }> = {
  new: { label: 'NEW', color: 'lime' },
  level: { label: 'Lv', color: 'blue' },
  banned: { label: '밴', color: 'dark' },
  admin: { label: '관리자', color: 'red' },
  manager: { label: '매니저', color: 'grape' },
  board_manager: { label: '운영진', color: 'orange' },
  tester: { label: '테스터', color: 'cyan' },
};

export function badgeLabel(badge: Badge): string {
  return badge.kind === 'level' ? `Lv.${badge.level ?? 1}` : BADGE_STYLE[badge.kind].label;
}

export function badgeColor(badge: Badge): string {
  return BADGE_STYLE[badge.kind].color;
}
