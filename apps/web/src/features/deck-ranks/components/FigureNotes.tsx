import { Stack, Text } from '@mantine/core';

/**
 * What the figures beside it rest on: the sample size and how each figure is computed, in the server's
 * words, so a reader can judge a share drawn from three players.
 */
export function FigureNotes({ sample, formulas }: { sample: string; formulas: readonly string[] }) {
  return (
    <Stack gap={2} role="note" aria-label="계산 방법">
      <Text size="xs" fw={600}>
        표본: {sample}
      </Text>
      {formulas.map((formula) => (
        <Text key={formula} size="xs" c="dimmed">
          {formula}
        </Text>
      ))}
    </Stack>
  );
}
