import { List, Text } from '@mantine/core';
import { legendStep, NO_RATING_TEXT, RATING_LEGEND, type RatingKind } from '../lib/rating-legend';

/** The 1–5 meaning of a rating scale, the step of the current average in bold; at 0, the invitation (§9). */
export function RatingLegend({ kind, average }: { kind: RatingKind; average: number }) {
  const current = legendStep(average);
  return (
    <div data-legend-kind={kind}>
      {current === 0 && (
        <Text size="sm" fw={700} mb={4}>
          {NO_RATING_TEXT}
        </Text>
      )}
      <List size="sm" spacing={2} listStyleType="none">
        {RATING_LEGEND[kind].map((text, index) => (
          <List.Item key={text} fw={index + 1 === current ? 700 : 400}>
            {index + 1}점 · {text}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
