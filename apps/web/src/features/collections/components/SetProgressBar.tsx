import { Group, Progress, Text } from '@mantine/core';
import { completionPercent, progressColor, progressLabel } from '../lib/progress';

/** 'owned / total' and the percentage over a bar; the bar is labelled for screen readers. */
export function SetProgressBar({ owned, total, label }: { owned: number; total: number; label: string }) {
  const percent = completionPercent(owned, total);
  return (
    <div>
      <Group justify="space-between" gap="xs" mb={4} wrap="nowrap">
        <Text size="sm" fw={600} data-testid="set-progress">
          {progressLabel(owned, total)}
        </Text>
        <Text size="xs" c="dimmed">
          {percent}%
        </Text>
      </Group>
      <Progress
        value={percent}
        color={progressColor(owned, total)}
        size="md"
        radius="xl"
        aria-label={`${label} 수집률`}
      />
    </div>
  );
}
