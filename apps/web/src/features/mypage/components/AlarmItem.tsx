import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CallResult } from '@carddogam/contract/call';
import type { mypageCalls } from '@carddogam/contract/calls/mypage';
import { formatDateTime } from '../../../lib/format';

type Alarm = CallResult<typeof mypageCalls.alarmList>['items'][number];

interface AlarmItemProps {
  alarm: Alarm;
  onRead: (id: number) => void;
  reading: boolean;
}

/** One alarm; unread ones stand out and can be marked read. Links inside the site stay in the app. */
export function AlarmItem({ alarm, onRead, reading }: AlarmItemProps) {
  const internal = alarm.link?.startsWith('/') && !alarm.link.startsWith('//');
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg={alarm.is_read ? undefined : 'indigo.0'}
      component="article"
      aria-label={alarm.title}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6}>
            {!alarm.is_read && (
              <Badge size="xs" color="indigo">
                새 알림
              </Badge>
            )}
            <Text size="xs" c="dimmed">
              {alarm.kind} · {formatDateTime(alarm.created)}
            </Text>
          </Group>
          <Text fw={600}>{alarm.title}</Text>
          {alarm.content && (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {alarm.content}
            </Text>
          )}
          {alarm.link &&
            (internal ? (
              <Anchor component={Link} to={alarm.link} size="sm">
                바로가기
              </Anchor>
            ) : (
              <Anchor href={alarm.link} target="_blank" rel="noopener noreferrer" size="sm">
                바로가기
              </Anchor>
            ))}
        </Stack>
        {!alarm.is_read && (
          <Button size="compact-xs" variant="light" onClick={() => onRead(alarm.id)} loading={reading}>
            읽음
          </Button>
        )}
      </Group>
    </Paper>
  );
}
