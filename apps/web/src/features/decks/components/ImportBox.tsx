import { useState } from 'react';
import { Alert, Button, List, Stack, Textarea } from '@mantine/core';
import type { DeckCardView } from '@carddogam/contract/calls/decks';
import { useDeckImport } from '../api/deck-mutations';

/**
 * Pastes a deck list ('4 Charizard ex MEW 6' lines, decision 015) and replaces the builder's cards with
 * the ones found; lines the server could not use are listed with their reasons.
 */
export function ImportBox({ onImported }: { onImported: (cards: DeckCardView[]) => void }) {
  const [text, setText] = useState('');
  const importText = useDeckImport({
    onSuccess: (result) => {
      if (result.cards.length > 0) onImported(result.cards);
    },
  });
  const errors = importText.data?.errors ?? [];
  return (
    <Stack gap="xs">
      <Textarea
        label="덱 리스트 가져오기"
        description="한 줄에 '수량 카드이름 세트코드 번호' (예: 4 Charizard ex MEW 6)"
        autosize
        minRows={4}
        maxRows={12}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <Button
        variant="light"
        onClick={() => importText.mutate(text)}
        loading={importText.isPending}
        disabled={!text.trim()}
      >
        가져오기
      </Button>
      {importText.error && <Alert color="red">{importText.error.message}</Alert>}
      {importText.data && (
        <Alert
          color={errors.length > 0 ? 'yellow' : 'teal'}
          title={`${importText.data.cards.length}종 카드를 가져왔습니다.`}
        >
          {errors.length > 0 && (
            <List size="sm" data-testid="import-errors">
              {errors.map((e) => (
                <List.Item key={e.line}>{e.message}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
    </Stack>
  );
}
