import { Badge as MantineBadge } from '@mantine/core';
import { badgeOf, type Badge } from '@carddogam/contract/users';
import { badgeColor, badgeLabel, badgeTextColor } from './badge-label';

interface UserBadgeProps {
  /** The server's badge when it sent one; otherwise it is worked out from type and grade (§3). */
  badge?: Badge;
  type?: string;
  grade?: number;
  size?: 'xs' | 'sm' | 'md';
}

/** The grade or role badge shown next to a nickname (§3 "Badge by type"). */
export function UserBadge({ badge, type = '사용자', grade = 0, size = 'sm' }: UserBadgeProps) {
  const shown = badge ?? badgeOf(type, grade);
  const label = badgeLabel(shown);
  return (
    <MantineBadge
      size={size}
      variant="filled"
      color={badgeColor(shown)}
      c={badgeTextColor(shown)}
      radius="sm"
      aria-label={`배지 ${label}`}
      style={{ flexShrink: 0 }}
    >
      {label}
    </MantineBadge>
  );
}
