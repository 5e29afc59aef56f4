import type { Badge } from '@carddogam/contract/users';

/**
 * Korean text and colours of each badge of §3 (the image assets are not part of this app). The badges'
 * text is 9 px, which needs 4.5:1 against its ground (WCAG AA): white on the darkest shades, black on the
 * light lime and orange, where white never reaches it.
 */
const BADGE_STYLE: Record<Badge['kind'], { label: string; color: string; text: string }> = {
  new: { label: 'NEW', color: 'lime.4', text: 'black' },
  level: { label: 'Lv', color: 'blue.9', text: 'white' },
  banned: { label: '밴', color: 'dark', text: 'white' },
  admin: { label: '관리자', color: 'red.9', text: 'white' },
  manager: { label: '매니저', color: 'grape.9', text: 'white' },
  board_manager: { label: '운영진', color: 'orange.4', text: 'black' },
  tester: { label: '테스터', color: 'cyan.9', text: 'white' },
};

export function badgeLabel(badge: Badge): string {
  return badge.kind === 'level' ? `Lv.${badge.level ?? 1}` : BADGE_STYLE[badge.kind].label;
}

export function badgeColor(badge: Badge): string {
  return BADGE_STYLE[badge.kind].color;
}

export function badgeTextColor(badge: Badge): string {
  return BADGE_STYLE[badge.kind].text;
}
