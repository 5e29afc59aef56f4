import type { ReactNode } from 'react';
import { UnstyledButton } from '@mantine/core';
import type { RankRow } from '@carddogam/contract/calls/ranking';
import type { CardPopup } from '../hooks/use-card-popup';

interface RankCardButtonProps {
  row: RankRow;
  popup: CardPopup;
  /** Hover opens the popup only where there is a pointer to rest (desktop). */
  hover: boolean;
  children: ReactNode;
}

/** The card part of a row: it opens the card popup on hover (desktop) or on click and keyboard everywhere. */
export function RankCardButton({ row, popup, hover, children }: RankCardButtonProps) {
  return (
    <UnstyledButton
      onClick={() => popup.open(row.id)}
      {...(hover ? popup.hoverProps(row.id) : {})}
      aria-label={`${row.name} 카드 정보`}
      style={{ display: 'flex', alignItems: 'center', gap: 12, minWidth: 0, flex: 1 }}
    >
      {children}
    </UnstyledButton>
  );
}
