import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import type { ImageMatchRow } from '@carddogam/contract/calls/image-match';
import { useSetImageCard } from '../api/card-link-mutations';

/** The matched card of a row; staff may type another card id. */
export function ImageCardInput({ row }: { row: ImageMatchRow }) {
  const [cardId, setCardId] = useState(row.card_id ?? '');
  const setCard = useSetImageCard();
  if (row.status !== '대기') return <>{row.card_id}</>;
  return (
    <Group gap="xs" wrap="nowrap">
      <TextInput
        size="xs"
        aria-label={`${row.file_name} 카드 ID`}
        value={cardId}
        onChange={(e) => setCardId(e.currentTarget.value)}
        w={150}
      />
      <Button
        size="xs"
        variant="default"
        disabled={!cardId.trim() || cardId.trim() === row.card_id}
        loading={setCard.isPending}
        onClick={() => setCard.mutate({ id: row.id, card_id: cardId.trim() })}
      >
        지정
      </Button>
    </Group>
  );
}
