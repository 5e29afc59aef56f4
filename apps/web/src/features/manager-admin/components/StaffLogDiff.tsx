import { Stack, Text } from '@mantine/core';
import { valueDiff } from './value-diff';

/** 'field: before → after' for each field a staff action changed. */
export function StaffLogDiff({ before, after }: { before: unknown; after: unknown }) {
  const lines = valueDiff(before, after);
  if (lines.length === 0)
    return (
      <Text size="sm" c="dimmed">
        -
      </Text>
    );
  return (
    <Stack gap={2}>
      {lines.map((line) => (
        <Text key={line.field} size="sm" style={{ wordBreak: 'break-all' }}>
          <Text span fw={600} size="sm">
            {line.field}
          </Text>
          : {line.before} → {line.after}
        </Text>
      ))}
    </Stack>
  );
}
