import { useState } from 'react';
import { Button, Divider, Grid, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import type { CardPage } from '@carddogam/contract/calls/card-page';
import type { Nation } from '@carddogam/contract/constants';
import { cardDetailHref } from '../lib/card-links';
import { editionView } from '../lib/edition-view';
import { RelatedGroup } from '../related/RelatedGroup';
import { DialogEditionTabs } from './DialogEditionTabs';
import { DialogImage } from './DialogImage';
import { DialogNameLine } from './DialogNameLine';
import { DialogSideInfo } from './DialogSideInfo';
import { EditionSelectButtons } from './EditionSelectButtons';
import { TradePriceSummary } from '../../trade-stats';

export interface CardDialogBodyProps {
  page: CardPage;
  nation?: Nation;
  board: boolean;
  onClose: () => void;
  onSelectEdition?: (cardId: string, nation: Nation) => void;
}

/** The popup opens in Korean whenever the card has a Korean record (§2.17). */
export function initialDialogNation(page: CardPage, requested: Nation | undefined): Nation {
  if (page.kr) return 'kr';
  return requested ?? page.default_nation;
}

export function CardDialogBody({
  page,
  nation: requested,
  board,
  onClose,
  onSelectEdition,
}: CardDialogBodyProps) {
  const [nation, setNation] = useState<Nation>(() => initialDialogNation(page, requested));
  const name = editionView(page, nation).name ?? page.en.name;

  return (
    <Stack gap="md" data-card-id={page.id}>
      <DialogNameLine page={page} nation={nation} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <Stack gap="sm">
            <DialogImage page={page} name={name} />
            <DialogSideInfo page={page} nation={nation} onNavigate={onClose} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <DialogEditionTabs page={page} nation={nation} onChange={setNation} />
        </Grid.Col>
      </Grid>
      <TradePriceSummary cardId={page.id} nation={nation} />
      <Divider />
      <RelatedGroup
        kind="samename"
        text={page.en.name}
        excludeId={page.id}
        collapsedSize={4}
        cols={{ base: 2, sm: 4 }}
      />
      {onSelectEdition && !board && <EditionSelectButtons page={page} onSelect={onSelectEdition} />}
      <Group justify="flex-end" gap="xs">
        <Button component={Link} to={cardDetailHref(page.id)} onClick={onClose}>
          카드 상세페이지
        </Button>
        <Button variant="default" onClick={onClose}>
          닫기
        </Button>
      </Group>
    </Stack>
  );
}
