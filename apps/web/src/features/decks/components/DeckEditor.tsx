import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Grid,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import {
  REGULATION_GROUPS,
  type DeckCardView,
  type DeckDetail,
  type DeckFields,
  type DeckStatus,
} from '@carddogam/contract/calls/decks';
import { NATION_LABEL, NATIONS, type Nation } from '@carddogam/contract/constants';
import { deckProblems, summarizeDeck } from '@carddogam/contract/decks/deck-rules';
import { showCardsAddedToast } from '../../../components/cards-added-toast';
import { builderCardsQuery } from '../api/deck-queries';
import { addCard, parseTags, removeCopy, ruleCards, type BuilderCard } from '../lib/builder';
import { showError } from '../../../lib/toast';
import { OfferedTags, SeasonInput, StandardLegalityNotice } from '../../search-deck-admin';
import { BuilderCardList } from './BuilderCardList';
import { CardPickerModal } from './CardPickerModal';
import { cardName } from './DeckCardGrid';
import { DeckSummaryBar } from './DeckSummaryBar';
import { ExportBox } from './ExportBox';
import { ImportBox } from './ImportBox';

export interface DeckEditorProps {
  initial: DeckDetail | null;
  userId: string;
  saving: boolean;
  /** The server's refusal of the last save, shown above the button. */
  saveError: string | null;
  onSave: (fields: DeckFields) => void;
}

/** The deck builder of /deck/write and /deck/update. */
export function DeckEditor({ initial, userId, saving, saveError, onSave }: DeckEditorProps) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [content, setContent] = useState(initial?.content ?? '');
  const [tags, setTags] = useState(initial?.tag.split(',').filter(Boolean).join(', ') ?? '');
  const [regulation, setRegulation] = useState<string>(initial?.regulation_group ?? '스탠다드');
  const [season, setSeason] = useState(initial?.season ?? '');
  const [status, setStatus] = useState<DeckStatus>(initial?.status ?? '공개');
  const [nation, setNation] = useState<Nation>(initial?.deck_nation ?? 'kr');
  const [cards, setCards] = useState<BuilderCard[]>(
    initial?.cards.map((c) => ({ card_id: c.card_id, amount: c.amount })) ?? [],
  );
  const [known, setKnown] = useState<DeckCardView[]>(initial?.cards ?? []);
  const [pickerOpen, picker] = useDisclosure(false);

  const details = useQuery(builderCardsQuery(cards.map((c) => c.card_id)));
  const facts = useMemo(
    () => new Map([...known, ...(details.data ?? [])].map((c) => [c.card_id, c] as const)),
    [known, details.data],
  );
  const withFacts = ruleCards(cards, facts);
  const summary = summarizeDeck(withFacts);
  const problems = deckProblems(withFacts, status);

  const add = (cardId: string, name: string) => {
    const result = addCard(cards, facts, cardId);
    if (result.refused) {
      showError(new Error(result.refused));
      return false;
    }
    setCards(result.cards);
    showCardsAddedToast({ name, amount: 1 });
    return true;
  };

  const save = () =>
    onSave({
      title,
      content,
      tag: parseTags(tags),
      regulation_group: regulation as DeckFields['regulation_group'],
      season,
      status,
      deck_nation: nation,
      cards,
    });

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Group justify="space-between">
                <Button onClick={picker.open}>카드 검색해서 추가</Button>
              </Group>
              <DeckSummaryBar summary={summary} />
              <BuilderCardList
                cards={cards}
                facts={facts}
                onAdd={(id) => add(id, facts.get(id) ? cardName(facts.get(id)!) : id)}
                onRemove={(id) => setCards((current) => removeCopy(current, id))}
              />
            </Stack>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Stack gap="md">
              <ImportBox
                onImported={(imported) => {
                  setKnown((k) => [...k, ...imported]);
                  setCards(imported.map((c) => ({ card_id: c.card_id, amount: c.amount })));
                }}
              />
              <ExportBox cards={withFacts} />
            </Stack>
          </Paper>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="sm">
          <TextInput
            label="덱 제목"
            required
            maxLength={100}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
          />
          <Select
            label="레귤레이션"
            data={[...REGULATION_GROUPS]}
            value={regulation}
            onChange={(v) => setRegulation(v ?? '스탠다드')}
            allowDeselect={false}
          />
          <Select
            label="카드 에디션"
            description="덱 사용 랭킹에 반영되는 에디션"
            data={NATIONS.map((n) => ({ value: n, label: NATION_LABEL[n] }))}
            value={nation}
            onChange={(v) => setNation((v ?? 'kr') as Nation)}
            allowDeselect={false}
          />
          <SeasonInput value={season} onChange={setSeason} />
          <TextInput
            label="태그"
            description="쉼표로 구분, 최대 10개"
            value={tags}
            onChange={(e) => setTags(e.currentTarget.value)}
          />
          <OfferedTags value={tags} onChange={setTags} />
          <Textarea
            label="덱 설명"
            autosize
            minRows={5}
            value={content}
            onChange={(e) => setContent(e.currentTarget.value)}
          />
          <SegmentedControl
            aria-label="공개 설정"
            data={['공개', '비공개']}
            value={status}
            onChange={(v) => setStatus(v as DeckStatus)}
          />
          {problems.length > 0 && (
            <Alert color="yellow" data-testid="deck-problems">
              {problems.map((p) => (
                <div key={p}>{p}</div>
              ))}
            </Alert>
          )}
          <StandardLegalityNotice cardIds={cards.map((c) => c.card_id)} regulation={regulation} />
          {saveError && (
            <Alert color="red" role="alert">
              {saveError}
            </Alert>
          )}
          <Button size="md" onClick={save} loading={saving} disabled={problems.length > 0 || !title.trim()}>
            저장
          </Button>
        </Stack>
      </Grid.Col>
      <CardPickerModal
        opened={pickerOpen}
        onClose={picker.close}
        userId={userId}
        onPick={(row) => {
          // The picked card's details arrive with the next builder lookup; the name is known now.
          add(row.id, row.name_kr ?? row.name_en);
        }}
      />
    </Grid>
  );
}
