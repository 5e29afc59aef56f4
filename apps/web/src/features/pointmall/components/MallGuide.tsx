import { Paper, Spoiler, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { guideQuery } from '../api/pointmall-queries';

/** The mall's guide as staff wrote it (plain text, line breaks kept); nothing until there is one. */
export function MallGuide() {
  const { data } = useQuery(guideQuery);
  const content = data?.content.trim();
  if (!content) return null;
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" component="section" aria-label="포인트몰 안내">
      {/* Four lines of the guide's text (line height 1.55 × 14px), so the fold never cuts a line in half. */}
      <Spoiler maxHeight={88} showLabel="더보기" hideLabel="접기">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {content}
        </Text>
      </Spoiler>
    </Paper>
  );
}
