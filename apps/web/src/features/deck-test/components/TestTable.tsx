import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowsShuffle, IconCards, IconEye, IconEyeOff } from '@tabler/icons-react';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { drawCard, expandDeck, openTable, type OpenResult, type Random } from '../lib/simulation';
import type { TestCardInfo } from '../lib/test-deck';
import { CardRow } from './CardRow';

const OPEN_FAILURES: Record<Exclude<OpenResult, { ok: true }>['reason'], string> = {
  'too-small': '시작 패 7장과 프라이즈 6장을 놓으려면 덱이 13장 이상이어야 합니다.',
  'no-basic': '기본 포켓몬이 없어 시작 패를 만들 수 없습니다.',
  'gave-up': '기본 포켓몬이 있는 시작 패를 만들지 못했습니다. 다시 섞어주세요.',
};

/** The play table: the kept hand, the face-down prizes, the deck, the turn and the mulligans taken. */
export function TestTable({ cards, random }: { cards: readonly TestCardInfo[]; random: Random }) {
  const isMobile = useIsMobile();
  const [deck] = useState(() => expandDeck(cards));
  const [result, setResult] = useState(() => openTable(deck, random));
  const [prizesShown, setPrizesShown] = useState(false);
  const info = new Map(cards.map((c) => [c.card_id, c]));
  const buttonSize = isMobile ? 'lg' : 'md';
  const cardWidth = isMobile ? 92 : 120;

  const reshuffle = () => {
    setResult(openTable(deck, random));
    setPrizesShown(false);
  };

  if (!result.ok) {
    return (
      <Alert color="yellow" role="alert">
        {OPEN_FAILURES[result.reason]}
      </Alert>
    );
  }
  const table = result.table;
  return (
    <Paper withBorder p={isMobile ? 'sm' : 'md'} radius="md" component="section" aria-label="테스트 테이블">
      <Stack gap="md">
        <Group gap="xs">
          <Badge size="lg" variant="light" data-testid="turn">
            {table.turn === 0 ? '시작 패' : `${table.turn}턴`}
          </Badge>
          <Badge size="lg" variant="light" color="gray">
            덱 <span data-testid="deck-count">{table.deck.length}</span>장
          </Badge>
          <Badge size="lg" variant="light" color={table.mulligans > 0 ? 'orange' : 'gray'}>
            멀리건 <span data-testid="mulligan-count">{table.mulligans}</span>회
          </Badge>
        </Group>

        <Stack gap={6}>
          <Title order={3} fz="md">
            패 ({table.hand.length}장)
          </Title>
          <CardRow cards={table.hand} info={info} width={cardWidth} testId="hand-card" label="패" />
        </Stack>

        <Group gap="sm" grow={isMobile}>
          <Button
            size={buttonSize}
            leftSection={<IconCards size={18} />}
            onClick={() => setResult({ ok: true, table: drawCard(table) })}
            disabled={table.deck.length === 0}
          >
            1장 뽑기
          </Button>
          <Button
            size={buttonSize}
            variant="default"
            leftSection={<IconArrowsShuffle size={18} />}
            onClick={reshuffle}
          >
            다시 섞기
          </Button>
        </Group>
        {table.deck.length === 0 && (
          <Text size="sm" c="red">
            덱이 비었습니다. 다음 턴에 뽑을 카드가 없으면 패배합니다.
          </Text>
        )}

        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap">
            <Title order={3} fz="md">
              프라이즈 ({table.prizes.length}장)
            </Title>
            <Button
              size={isMobile ? 'md' : 'sm'}
              variant="light"
              leftSection={prizesShown ? <IconEyeOff size={16} /> : <IconEye size={16} />}
              aria-pressed={prizesShown}
              onClick={() => setPrizesShown((shown) => !shown)}
            >
              {prizesShown ? '프라이즈 숨기기' : '프라이즈 확인'}
            </Button>
          </Group>
          <CardRow
            cards={table.prizes}
            info={info}
            faceDown={!prizesShown}
            width={isMobile ? 64 : 84}
            testId="prize-card"
            label="프라이즈"
          />
        </Stack>
      </Stack>
    </Paper>
  );
}
