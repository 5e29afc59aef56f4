import { ActionIcon, Group, Indicator } from '@mantine/core';
import { IconBell, IconMail } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { badgeQuery } from '../../features/mypage';

/** A count on an icon: nothing at 0, '99+' beyond 99; the name says the count to a screen reader. */
function CountIcon({
  to,
  count,
  name,
  unreadLabel,
  icon,
}: {
  to: string;
  count: number;
  /** The icon's name with nothing unread. */
  name: string;
  unreadLabel: string;
  icon: React.ReactNode;
}) {
  return (
    <Indicator
      label={count > 99 ? '99+' : count}
      disabled={count === 0}
      size={16}
      color="red"
      offset={4}
      inline
    >
      <ActionIcon
        component={Link}
        to={to}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={count > 0 ? `${unreadLabel} ${count}개` : name}
      >
        {icon}
      </ActionIcon>
    </Indicator>
  );
}

/** The member's unread messages and alarms, kept current by polling (decision 032). */
export function HeaderBadges() {
  const badge = useQuery(badgeQuery);
  return (
    <Group gap={2} wrap="nowrap">
      <CountIcon
        to="/mypage/message"
        count={badge.data?.message_unread ?? 0}
        name="쪽지함"
        unreadLabel="읽지 않은 쪽지"
        icon={<IconMail size={20} />}
      />
      <CountIcon
        to="/mypage/alarm"
        count={badge.data?.alarm_unread ?? 0}
        name="알림"
        unreadLabel="읽지 않은 알림"
        icon={<IconBell size={20} />}
      />
    </Group>
  );
}
