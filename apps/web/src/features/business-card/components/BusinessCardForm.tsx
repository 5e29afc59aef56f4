import { useState } from 'react';
import { Alert, Button, Group, NativeSelect, Paper, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CallResult } from '@carddogam/contract/call';
import type { leagueCalls } from '@carddogam/contract/calls/league';
import { errorMessage } from '../../../lib/error-message';
import { showSuccess } from '../../../lib/toast';
import { useSaveBusinessCard } from '../api/business-card-mutations';
import { myDecksQuery } from '../api/business-card-queries';
import { draftOf, draftToParams, INTRO_MAX, type CardDraft } from '../lib/card-draft';
import { FavoriteCardField } from './FavoriteCardField';

type BusinessCard = CallResult<typeof leagueCalls.businessCard>;

/** The owner's edit of their 명함: the one-line introduction, the favourite card and the main deck. */
export function BusinessCardForm({
  card,
  userId,
  onSaved,
}: {
  card: BusinessCard;
  userId: string;
  onSaved: () => void;
}) {
  const [draft, setDraft] = useState<CardDraft>(() => draftOf(card));
  const decks = useQuery(myDecksQuery(userId));
  const save = useSaveBusinessCard(userId);
  // The current main deck stays offered even when the deck list has not come yet or no longer holds it.
  const deckChoices = [
    { value: '', label: '선택 안 함' },
    ...(card.main_deck && !decks.data?.some((d) => d.id === card.main_deck!.id)
      ? [{ value: String(card.main_deck.id), label: card.main_deck.title }]
      : []),
    ...(decks.data ?? []).map((d) => ({ value: String(d.id), label: d.title })),
  ];

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <form
        aria-label="명함 수정"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(draftToParams(draft), {
            onSuccess: ({ message }) => {
              showSuccess(message);
              onSaved();
            },
          });
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="한 줄 소개"
            description={`${draft.intro.length}/${INTRO_MAX}자`}
            maxLength={INTRO_MAX}
            value={draft.intro}
            onChange={(e) => setDraft({ ...draft, intro: e.currentTarget.value })}
          />
          <FavoriteCardField
            value={draft.favorite}
            onChange={(favorite) => setDraft({ ...draft, favorite })}
            userId={userId}
          />
          <NativeSelect
            label="대표 덱"
            description="내가 만든 덱 레시피 중에서 고릅니다."
            data={deckChoices}
            value={draft.mainDeckId}
            onChange={(e) => setDraft({ ...draft, mainDeckId: e.currentTarget.value })}
          />
          {save.error ? (
            <Alert color="red" role="alert">
              {errorMessage(save.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              저장
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
