import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { TournamentItem } from '@carddogam/contract/calls/league';
import { formatDateTime } from '../../../lib/format';
import { formatLabel, marksText, playersText, swissText, topCutText } from '../lib/tournament-text';

/** The facts of a tournament's header, each named for screen readers. */
export function TournamentFacts({ tournament }: { tournament: TournamentItem }) {
  const facts: [label: string, value: string][] = [
    ['시작', formatDateTime(tournament.starts_at)],
    ['참가 접수 시작', formatDateTime(tournament.registration_opens_at)],
    ['포맷', formatLabel(tournament.format)],
    ['레귤레이션', marksText(tournament.regulation_marks)],
    ['참가', playersText(tournament)],
    ['스위스 라운드', swissText(tournament.swiss_rounds)],
    ['토너먼트', topCutText(tournament.top_cut)],
    ['라운드 시간', `${tournament.round_minutes}분`],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
      {facts.map(([label, value]) => (
        <Stack key={label} gap={0} role="group" aria-label={label}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text size="sm" fw={600}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
