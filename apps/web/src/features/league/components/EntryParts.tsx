import { Anchor, Button } from '@mantine/core';
import { Link } from 'react-router';
import type { TournamentDetail } from '@carddogam/contract/calls/league';
import { showError, showSuccess } from '../../../lib/toast';
import { useDrop } from '../api/league-mutations';
import { ConfirmButton } from './ConfirmButton';

/** The pieces of one entry that the players' table (desktop) and list (phone) share. */

export type Entry = TournamentDetail['entries'][number];

export const entryState = (e: Entry) =>
  e.dropped_after_round === null ? '-' : `${e.dropped_after_round}라운드 후 기권`;

/** By placement once there is one, else by name. */
export const entriesInOrder = (entries: readonly Entry[]) =>
  [...entries].sort(
    (a, b) =>
      (a.placement ?? Infinity) - (b.placement ?? Infinity) || a.ptcgl_name.localeCompare(b.ptcgl_name),
  );

export function EntryArchetype({ entry }: { entry: Entry }) {
  if (!entry.archetype) return <>기타</>;
  return (
    <Anchor component={Link} to={`/league/deck/detail?id=${entry.archetype.id}`} size="sm">
      {entry.archetype.name_kr}
    </Anchor>
  );
}

/** 보기 / 닫기 of a public decklist; nothing for a list without a card we know. */
export function DeckToggle({ entry, open, onToggle }: { entry: Entry; open: boolean; onToggle: () => void }) {
  if (!entry.cards || entry.cards.length === 0) return null;
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      aria-label={`${entry.ptcgl_name} 덱 리스트 보기`}
      onClick={onToggle}
    >
      {open ? '닫기' : '보기'}
    </Button>
  );
}

/** Staff take a player out of the next rounds. */
export function DropButton({ detail, entry }: { detail: TournamentDetail; entry: Entry }) {
  const drop = useDrop();
  if (entry.dropped_after_round !== null) return null;
  return (
    <ConfirmButton
      label="기권 처리"
      ariaLabel={`${entry.ptcgl_name} 기권 처리`}
      size="compact-xs"
      variant="light"
      danger
      title="기권 처리"
      message={`${entry.ptcgl_name} 플레이어를 다음 라운드부터 대진에서 뺍니다. 되돌릴 수 없습니다.`}
      pending={drop.isPending}
      onConfirm={() =>
        drop
          .mutateAsync({ tournament_id: detail.id, entry_id: entry.id })
          .then(({ message }) => showSuccess(message), showError)
      }
    />
  );
}
