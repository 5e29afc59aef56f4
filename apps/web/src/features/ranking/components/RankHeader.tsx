import { Group, Stack, Text } from '@mantine/core';
import type { Nation } from '@carddogam/contract/constants';
import { formatDateTime } from '../../../lib/format';
import { EditionSelect } from './EditionSelect';
import { EditionTabs } from './EditionTabs';
import { RankTitle } from './RankTitle';

interface RankHeaderProps {
  isMobile: boolean;
  nation: Nation;
  onNationChange: (nation: Nation) => void;
  /** When the shown rows were fetched; mobile prints it as '… 기준'. */
  asOf: number;
}

/** Title, then the subtitle and edition tabs on desktop, or the as-of time and a dropdown on mobile (§2.20). */
export function RankHeader({ isMobile, nation, onNationChange, asOf }: RankHeaderProps) {
  if (isMobile) {
    return (
      <Group justify="space-between" align="center" wrap="nowrap">
        <Stack gap={0}>
          <RankTitle />
          <Text size="xs" c="dimmed">
            {formatDateTime(asOf)} 기준
          </Text>
        </Stack>
        <EditionSelect value={nation} onChange={onNationChange} />
      </Group>
    );
  }
  return (
    <Stack gap="xs">
      <RankTitle />
      <Text c="dimmed">실시간 카드순위를 확인해보세요</Text>
      <EditionTabs value={nation} onChange={onNationChange} />
    </Stack>
  );
}
