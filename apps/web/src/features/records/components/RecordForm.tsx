import { useState } from 'react';
import {
  Alert,
  Autocomplete,
  Button,
  Group,
  Paper,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type MatchOutcome, recordFields } from '@carddogam/contract/calls/league';
import { LEAGUE_MSG } from '@carddogam/contract/league/messages';
import { errorMessage } from '../../../lib/error-message';
import { showSuccess } from '../../../lib/toast';
import { useInsertRecord } from '../api/record-mutations';
import { archetypeNamesQuery } from '../api/record-queries';
import { draftToParams, emptyDraft, OUTCOME_CHOICES, type RecordDraft, type Turn } from '../lib/record-draft';

type Field = 'playedAt' | 'myDeck' | 'opponentDeck' | 'opponentName' | 'result' | 'memo';

/** The call's field each error of the contract belongs to on this form. */
const FIELD_OF: Record<string, Field> = {
  played_at: 'playedAt',
  my_archetype_id: 'myDeck',
  my_deck_name: 'myDeck',
  opponent_archetype_id: 'opponentDeck',
  opponent_deck_name: 'opponentDeck',
  opponent_name: 'opponentName',
  result: 'result',
  memo: 'memo',
};

const TURNS: { value: Turn; label: string }[] = [
  { value: 'first', label: '선공' },
  { value: 'second', label: '후공' },
  { value: 'unknown', label: '모름' },
];

const NAME_MAX = 60;
const MEMO_MAX = 500;

/**
 * 전적 기록: the member logs a casual match. The decks are typed or picked from staff's archetypes and
 * the names the member used before; checked by the contract's rules before it is sent.
 */
export function RecordForm({
  userId,
  myDeckNames,
  opponentDeckNames,
}: {
  userId: string;
  /** Deck names the member's record already holds, offered first. */
  myDeckNames: readonly string[];
  opponentDeckNames: readonly string[];
}) {
  const [draft, setDraft] = useState<RecordDraft>(() => emptyDraft());
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const archetypes = useQuery(archetypeNamesQuery);
  const insert = useInsertRecord(userId);
  const known = archetypes.data ?? [];
  const choices = (names: readonly string[]) => [...new Set([...names, ...known.map((a) => a.name_kr)])];
  const set = (field: Exclude<Field, 'result'>) => (value: string) => setDraft({ ...draft, [field]: value });

  const submit = () => {
    const params = draftToParams(draft, known);
    const checked = recordFields.safeParse(params);
    const found: Partial<Record<Field, string>> = {};
    if (!checked.success)
      for (const issue of checked.error.issues) {
        const field = FIELD_OF[String(issue.path[0])];
        if (field) found[field] ??= issue.message;
      }
    // The contract checks the deck after the other fields pass; the form says it at once.
    if (draft.myDeck.trim() === '') found.myDeck ??= LEAGUE_MSG.recordDeckRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    insert.mutate(params, {
      onSuccess: ({ message }) => {
        showSuccess(message);
        // The next game is often with the same deck: it stays, the rest starts afresh.
        setDraft({ ...emptyDraft(), myDeck: draft.myDeck });
      },
    });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <form
        aria-label="전적 기록"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="대전 일시"
              type="datetime-local"
              value={draft.playedAt}
              onChange={(e) => set('playedAt')(e.currentTarget.value)}
              error={errors.playedAt}
              required
            />
            <TextInput
              label="상대 이름"
              placeholder="선택 입력"
              maxLength={NAME_MAX}
              value={draft.opponentName}
              onChange={(e) => set('opponentName')(e.currentTarget.value)}
              error={errors.opponentName}
            />
            <Autocomplete
              label="내 덱"
              placeholder="덱 이름을 고르거나 입력"
              data={choices(myDeckNames)}
              maxLength={NAME_MAX}
              value={draft.myDeck}
              onChange={set('myDeck')}
              error={errors.myDeck}
              required
            />
            <Autocomplete
              label="상대 덱"
              placeholder="덱 이름을 고르거나 입력"
              data={choices(opponentDeckNames)}
              maxLength={NAME_MAX}
              value={draft.opponentDeck}
              onChange={set('opponentDeck')}
              error={errors.opponentDeck}
            />
          </SimpleGrid>
          <Group gap="xl" align="flex-start" wrap="wrap">
            <Stack gap={4}>
              <Text size="sm" fw={500} id="record-turn-label">
                선공·후공
              </Text>
              <SegmentedControl
                aria-labelledby="record-turn-label"
                data={TURNS}
                value={draft.turn}
                onChange={(value) => setDraft({ ...draft, turn: value as Turn })}
              />
            </Stack>
            <Radio.Group
              label="결과"
              value={draft.result ?? ''}
              onChange={(value) => setDraft({ ...draft, result: value as MatchOutcome })}
              error={errors.result}
              required
            >
              <Group gap="md" mt={6}>
                {OUTCOME_CHOICES.map((o) => (
                  <Radio key={o.value} value={o.value} label={o.label} />
                ))}
              </Group>
            </Radio.Group>
          </Group>
          <Textarea
            label="메모"
            placeholder="선택 입력"
            maxLength={MEMO_MAX}
            autosize
            minRows={2}
            maxRows={6}
            value={draft.memo}
            onChange={(e) => set('memo')(e.currentTarget.value)}
            error={errors.memo}
          />
          {insert.error ? (
            <Alert color="red" role="alert">
              {errorMessage(insert.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={insert.isPending}>
              기록하기
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
