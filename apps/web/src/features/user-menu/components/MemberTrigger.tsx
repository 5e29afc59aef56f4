import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { Group, Text, UnstyledButton } from '@mantine/core';
import { UserBadge } from '../../../components/user/UserBadge';
import type { MenuMember } from './member';

export interface MemberTriggerProps extends ComponentPropsWithoutRef<'button'> {
  user: MenuMember;
  children?: ReactNode;
  size: 'xs' | 'sm';
  ref?: Ref<HTMLButtonElement>;
}

/** The nickname (with the badge when known) that opens the user menu; the same before and after it loads. */
export function MemberTrigger({ user, children, size, ref, ...buttonProps }: MemberTriggerProps) {
  const showBadge = user.badge !== undefined || user.type !== undefined;
  return (
    <UnstyledButton
      ref={ref}
      aria-label={`${user.nickname} 메뉴`}
      // A tap target of at least 24 px high (WCAG 2.5.8).
      style={{ minWidth: 0, minHeight: 24 }}
      {...buttonProps}
    >
      <Group gap={6} wrap="nowrap">
        {showBadge && <UserBadge badge={user.badge} type={user.type} grade={user.grade} size="xs" />}
        <Text size={size} fw={600} truncate>
          {children ?? user.nickname}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
