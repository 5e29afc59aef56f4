import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarCheck, IconLogin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ATTENDANCE_GREETING_MAX, type AttendanceItem } from '@carddogam/contract/calls/attendance';
import { ATTENDANCE_MSG, MSG } from '@carddogam/contract/messages';
import { errorMessage } from '../../../lib/error-message';
import { formatThousands } from '../../../lib/format';
import { loginPath } from '../../../lib/next-path';
import { useSession } from '../../../lib/session';
import { showSuccess } from '../../../lib/toast';
import { useCheckIn } from '../api/attendance-mutations';

interface CheckInPanelProps {
  /** The member's row of today, once checked in. */
  mine: AttendanceItem | null;
  /** The member's current streak (yesterday's while today is not checked in yet). */
  streak: number;
}

/** The check-in line: the greeting form, or what stands in its place (guests, banned members, done today). */
export function CheckInPanel({ mine, streak }: CheckInPanelProps) {
  const { user } = useSession();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="출석하기">
      {!user ? (
        <Group justify="space-between" gap="xs">
          <Text>{ATTENDANCE_MSG.loginRequired}</Text>
          <Button component={Link} to={loginPath('/day_check')} leftSection={<IconLogin size={16} />}>
            로그인
          </Button>
        </Group>
      ) : user.type === '밴 유저' ? (
        <Alert color="gray" variant="light">
          {MSG.bannedUser}
        </Alert>
      ) : mine ? (
        <Done mine={mine} />
      ) : (
        <GreetingForm streak={streak} />
      )}
    </Paper>
  );
}

function Done({ mine }: { mine: AttendanceItem }) {
  return (
    <Group gap="xs" wrap="wrap">
      <IconCalendarCheck size={20} color="var(--mantine-color-teal-6)" aria-hidden />
      <Text fw={700}>오늘 {mine.rank}등으로 출석했습니다.</Text>
      <Text c="dimmed">
        연속 {mine.streak}일째 · {formatThousands(mine.points)}P 적립
      </Text>
    </Group>
  );
}

/** The greeting is checked here as the server checks it, so the common mistakes need no round trip. */
function greetingProblem(greeting: string): string | null {
  const text = greeting.trim();
  if (text === '') return ATTENDANCE_MSG.greetingRequired;
  if (Array.from(text).length > ATTENDANCE_GREETING_MAX) return ATTENDANCE_MSG.greetingTooLong;
  return null;
}

function GreetingForm({ streak }: { streak: number }) {
  const [greeting, setGreeting] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const checkIn = useCheckIn();

  const submit = () => {
    const found = greetingProblem(greeting);
    setProblem(found);
    if (found) return;
    checkIn.mutate(greeting.trim(), {
      onSuccess: (result) => {
        setGreeting('');
        showSuccess(result.message);
      },
    });
  };

  return (
    <Stack
      gap="xs"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="인사말"
          placeholder="오늘의 한마디를 남겨주세요"
          value={greeting}
          onChange={(event) => setGreeting(event.currentTarget.value)}
          error={problem}
          style={{ flex: 1, minWidth: 0 }}
          autoComplete="off"
        />
        <Button type="submit" loading={checkIn.isPending} style={{ flexShrink: 0 }}>
          출석하기
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {streak > 0 ? `오늘 출석하면 연속 ${streak + 1}일째입니다. ` : ''}
        {Array.from(greeting.trim()).length} / {ATTENDANCE_GREETING_MAX}자
      </Text>
      {checkIn.error && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(checkIn.error)}
        </Alert>
      )}
    </Stack>
  );
}
