import { useState } from 'react';
import { Button, Stack, Textarea } from '@mantine/core';
import { formatDeckText, type DeckTextCard } from '@carddogam/contract/decks/deck-text';

/** Writes the deck as a deck list (decision 015) into a box to copy from. */
export function ExportBox({ cards }: { cards: DeckTextCard[] }) {
  const [text, setText] = useState<string | null>(null);
  return (
    <Stack gap="xs">
      <Button variant="default" onClick={() => setText(formatDeckText(cards))} disabled={cards.length === 0}>
        덱 리스트 내보내기
      </Button>
      {text !== null && (
        <Textarea
          label="내보낸 덱 리스트"
          readOnly
          autosize
          minRows={4}
          value={text}
          onFocus={(e) => e.currentTarget.select()}
        />
      )}
    </Stack>
  );
}
