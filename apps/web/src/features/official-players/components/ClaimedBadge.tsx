import { Badge } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';

/** A player name a member has claimed and staff confirmed. */
export function ClaimedBadge() {
  return (
    <Badge color="teal" variant="light" leftSection={<IconRosetteDiscountCheck size={12} aria-hidden />}>
      인증됨
    </Badge>
  );
}
