import { Badge, Group, Stack, Title } from '@mantine/core';
import type { CardPage } from '@carddogam/contract/calls/card-page';
import type { Nation } from '@carddogam/contract/constants';
import { titleLine } from '../lib/card-title';
import { editionView } from '../lib/edition-view';
import { LanguageSwitch } from './LanguageSwitch';

/** The title line '{name} 카드 시세' with the edition's rarity at the top right, and the language switch (§2.3). */
export function CardTitleBar({
  page,
  nation,
  onNationChange,
}: {
  page: CardPage;
  nation: Nation;
  onNationChange: (nation: Nation) => void;
}) {
  const rarity = editionView(page, nation).rarity;
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Title order={1} size="h2" style={{ wordBreak: 'keep-all' }}>
          {titleLine(page, nation)}
        </Title>
        {rarity && (
          <Badge
            size="lg"
            variant="outline"
            tt="none"
            style={{ flex: 'none' }}
            aria-label={`희귀도 ${rarity}`}
          >
            {rarity}
          </Badge>
        )}
      </Group>
      <LanguageSwitch value={nation} onChange={onNationChange} />
    </Stack>
  );
}
