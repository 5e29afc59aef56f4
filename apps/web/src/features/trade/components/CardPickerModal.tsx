import { useState } from 'react';
import type { SearchRow } from '@carddogam/contract/calls/search';
import type { Nation } from '@carddogam/contract/constants';
import { CardDialog } from '../../card-detail';
import { CardSearchPanel } from '../../card-search';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { AppDialog } from '../../../components/AppDialog';

/** The name a search row gives the card in an edition, falling back to the English name. */
export function nameIn(row: SearchRow, nation: Nation): string {
  const name = nation === 'kr' ? row.name_kr : nation === 'jp' ? row.name_jp : row.name_en;
  return name || row.name_en;
}

/**
 * Picking a card for a trade line: the card search in picker mode, then the card popup whose 'Select …
 * card' buttons choose a released edition (§2.17).
 */
export function CardPickerModal({
  opened,
  onClose,
  onAdd,
  userId,
}: {
  /** The member whose collection the search's 'My Collection' switch searches (§2.19). */
  userId?: string;
  opened: boolean;
  onClose: () => void;
  onAdd: (cardId: string, nation: Nation, cardName: string) => void;
}) {
  const isMobile = useIsMobile();
  const [picked, setPicked] = useState<SearchRow | null>(null);
  return (
    <>
      <AppDialog
        opened={opened && picked === null}
        onClose={onClose}
        title="카드 선택"
        size={isMobile ? '100%' : '90%'}
        fullScreen={isMobile}
      >
        <CardSearchPanel mode="picker" onPick={setPicked} userId={userId} collectionSearch />
      </AppDialog>
      <CardDialog
        cardId={picked?.id ?? null}
        onClose={() => setPicked(null)}
        onSelectEdition={(cardId, nation) => {
          onAdd(cardId, nation, picked ? nameIn(picked, nation) : cardId);
          setPicked(null);
          onClose();
        }}
      />
    </>
  );
}
