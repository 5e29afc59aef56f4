import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Nation } from '@carddogam/contract/constants';
import { MSG } from '@carddogam/contract/messages';
import { CardDetailSkeleton } from './components/CardDetailSkeleton';
import { CardDialogBody } from './dialog/CardDialogBody';
import { cardPageQuery } from './api/card-detail-queries';
import { useIsMobile } from '../../lib/use-is-mobile';
import { AppDialog } from '../../components/AppDialog';

export interface CardDialogProps {
  /** The card to show; null keeps the dialog closed. */
  cardId: string | null;
  /** The edition it opens in; it still switches to Korean when a Korean record exists (§2.17). */
  nation?: Nation;
  /** Board mode (opened from the ranking or a board): no card-select buttons. */
  board?: boolean;
  onClose: () => void;
  /** When given, the 'Select … card' buttons pick an edition for a trade post (§2.17). */
  onSelectEdition?: (cardId: string, nation: Nation) => void;
}

/** The card popup of §2.17 (loaded on first use through CardDialog). */
export default function CardDialogWindow({
  cardId,
  nation,
  board = false,
  onClose,
  onSelectEdition,
}: CardDialogProps) {
  const isMobile = useIsMobile();
  return (
    <AppDialog
      opened={cardId !== null}
      onClose={onClose}
      title="카드 정보"
      size={isMobile ? '100%' : 'xl'}
      fullScreen={isMobile}
    >
      {cardId !== null && (
        <CardDialogContent
          key={cardId}
          cardId={cardId}
          nation={nation}
          board={board}
          onClose={onClose}
          onSelectEdition={onSelectEdition}
        />
      )}
    </AppDialog>
  );
}

function CardDialogContent({
  cardId,
  ...rest
}: Omit<CardDialogProps, 'cardId'> & { cardId: string; board: boolean }) {
  const { data: page, isPending, isError, error } = useQuery(cardPageQuery(cardId));
  if (isPending) return <CardDetailSkeleton />;
  if (isError) return <Alert color="red">{error.message}</Alert>;
  if (!page) return <Alert color="gray">{MSG.cardMissing}</Alert>;
  return <CardDialogBody page={page} {...rest} />;
}
