import { useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import type { CardPage } from '@carddogam/contract/calls/card-page';
import { NATIONS, type Nation } from '@carddogam/contract/constants';
import { notReleasedForTrade } from '@carddogam/contract/messages';
import { editionState } from '../lib/edition-view';

export const SELECT_LABEL: Record<Nation, string> = {
  kr: '국내판 카드 선택',
  en: '북미판 카드 선택',
  jp: '일본판 카드 선택',
};

/**
 * 'Select … card' for a trade post (§2.17): only a released edition can be picked; otherwise the
 * not-released-for-trade message explains why.
 */
export function EditionSelectButtons({
  page,
  onSelect,
}: {
  page: CardPage;
  onSelect: (cardId: string, nation: Nation) => void;
}) {
  const [refused, setRefused] = useState<Nation | null>(null);
  const select = (nation: Nation) => {
    if (editionState(page, nation) === 'available') {
      setRefused(null);
      onSelect(page.id, nation);
    } else {
      setRefused(nation);
    }
  };
  return (
    <Stack gap="xs">
      <Group gap="xs" grow>
        {NATIONS.map((nation) => (
          <Button key={nation} variant="light" size="xs" onClick={() => select(nation)}>
            {SELECT_LABEL[nation]}
          </Button>
        ))}
      </Group>
      {refused && (
        <Alert color="red" variant="light" role="alert">
          {notReleasedForTrade(refused)}
        </Alert>
      )}
    </Stack>
  );
}
