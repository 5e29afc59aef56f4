import { Tabs } from '@mantine/core';
import type { SearchRow } from '@carddogam/contract/calls/search';
import { CardSearchPanel } from '../../card-search';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { AppDialog } from '../../../components/AppDialog';

export interface CardPickerModalProps {
  opened: boolean;
  onClose: () => void;
  onPick: (row: SearchRow) => void;
  userId: string;
}

/**
 * The card search as a picker (§2.19): the deck mode searches Pokémon for the member; the second tab is
 * the ordinary search, for Trainers and Energy.
 */
export function CardPickerModal({ opened, onClose, onPick, userId }: CardPickerModalProps) {
  const isMobile = useIsMobile();
  return (
    <AppDialog opened={opened} onClose={onClose} title="카드 추가" size="xl" fullScreen={isMobile}>
      <Tabs defaultValue="pokemon" keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="pokemon">포켓몬</Tabs.Tab>
          <Tabs.Tab value="all">트레이너스 · 에너지</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="pokemon">
          <CardSearchPanel mode="picker" deckMode userId={userId} onPick={onPick} />
        </Tabs.Panel>
        <Tabs.Panel value="all">
          <CardSearchPanel mode="picker" userId={userId} onPick={onPick} />
        </Tabs.Panel>
      </Tabs>
    </AppDialog>
  );
}
