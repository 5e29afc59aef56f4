import { useEffect, useMemo, useState } from 'react';
import { Group, Paper, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/format';
import { clockOffset, countdownText, remainingMs, roundEnd } from '../lib/round-timer';

/**
 * The current round's timer, counted down by the server's clock: `receivedAt` is when this device got the
 * answer carrying `serverNow`, which tells how far the device's own clock is off.
 */
export function RoundTimer({
  label,
  startedAt,
  minutes,
  serverNow,
  receivedAt,
}: {
  label: string;
  startedAt: string;
  minutes: number;
  serverNow: string;
  receivedAt: number;
}) {
  const end = roundEnd(startedAt, minutes);
  const offset = useMemo(() => clockOffset(serverNow, receivedAt), [serverNow, receivedAt]);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (end === null) return null;
  const left = remainingMs(end, offset, now);
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">
          {label} · 시작 {formatDateTime(startedAt)} · {minutes}분
        </Text>
        <Text
          role="timer"
          aria-label="라운드 남은 시간"
          fw={700}
          fz={22}
          ff="monospace"
          c={left === 0 ? 'red' : undefined}
        >
          {left === 0 ? '시간 종료' : countdownText(left)}
        </Text>
      </Group>
    </Paper>
  );
}
