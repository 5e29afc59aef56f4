import { useState } from 'react';
import { Alert, Anchor, Button, Container, List, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { testDeckQuery, useDeckListImport } from './api/deck-test-queries';
import { DeckTester } from './components/DeckTester';

function DeckFromId({ id }: { id: number }) {
  const deck = useQuery(testDeckQuery(id));
  if (deck.isPending) return <PageLoader />;
  if (deck.isError) {
    return (
      <Alert color="gray" role="alert" data-testid="deck-test-message">
        {deck.error.message}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Text>
        <Anchor component={Link} to={`/deck/read?id=${deck.data.id}`} fw={700}>
          {deck.data.title}
        </Anchor>{' '}
        <Text span c="dimmed" size="sm">
          ·{' '}
          <Anchor component={Link} to="/tests" size="sm">
            다른 덱 리스트로 테스트
          </Anchor>
        </Text>
      </Text>
      <DeckTester cards={deck.data.cards} />
    </Stack>
  );
}

function DeckFromList() {
  const [text, setText] = useState('');
  const importList = useDeckListImport();
  const result = importList.data;
  return (
    <Stack gap="md">
      <Textarea
        label="덱 리스트 붙여넣기"
        description="PTCGL 형식, 한 줄에 '수량 카드이름 세트코드 번호' (예: 4 Charizard ex MEW 6)"
        autosize
        minRows={5}
        maxRows={14}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <Button
        size="md"
        onClick={() => importList.mutate(text)}
        loading={importList.isPending}
        disabled={!text.trim()}
      >
        불러오기
      </Button>
      {importList.error && (
        <Alert color="red" role="alert">
          {importList.error.message}
        </Alert>
      )}
      {result && result.errors.length > 0 && (
        <Alert color="yellow" title="가져오지 못한 줄">
          <List size="sm" data-testid="import-errors">
            {result.errors.map((e) => (
              <List.Item key={e.line}>{e.message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {/* A new paste is a new deck: its table starts from a fresh shuffle. */}
      {result && result.cards.length > 0 && <DeckTester key={importList.submittedAt} cards={result.cards} />}
    </Stack>
  );
}

function deckIdOf(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * /tests: the deck test players know from deck sites' '핸드 테스트' — shuffle a deck, draw the opening
 * hand with the mulligan rule, set the prizes aside and draw turn by turn, with the exact odds beside it.
 * The deck comes from /deck/read (?deck_id=, through the deck's own read call and its privacy rule) or
 * from a pasted deck list.
 */
export default function DeckTestPage() {
  const [params] = useSearchParams();
  const deckId = deckIdOf(params.get('deck_id'));
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2">
            덱 테스트
          </Title>
          <Text c="dimmed" size="sm">
            덱을 섞어 시작 패와 프라이즈를 놓고, 한 턴씩 뽑아 보며 확률을 확인합니다.
          </Text>
        </Stack>
        {deckId ? <DeckFromId key={deckId} id={deckId} /> : <DeckFromList />}
      </Stack>
    </Container>
  );
}
