import { useState } from 'react';
import { NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { allPrized, mulliganChance, seenByTurn, toNumber } from '../lib/odds';
import { deckCounts, formatChance, type TestCardInfo } from '../lib/test-deck';

const TURNS = [
  { turn: 0, label: '시작 패' },
  { turn: 1, label: '1턴까지' },
  { turn: 2, label: '2턴까지' },
  { turn: 3, label: '3턴까지' },
] as const;

/** The exact odds of the deck: the mulligan chance, and for one chosen card its draw and prize odds. */
export function OddsPanel({ cards }: { cards: readonly TestCardInfo[] }) {
  const counts = deckCounts(cards);
  const [chosenId, setChosenId] = useState(cards[0]?.card_id ?? '');
  const chosen = cards.find((c) => c.card_id === chosenId) ?? cards[0];
  const mulligan = toNumber(mulliganChance(counts));
  const unknown = cards.filter((c) => c.unknownStage).reduce((n, c) => n + c.amount, 0);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="확률">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          확률 (정확한 계산)
        </Title>
        <Text data-testid="basic-odds">
          기본 포켓몬 {counts.basics}장 / {counts.size}장 · 시작 패에 기본 포켓몬이 있을 확률{' '}
          <b>{formatChance(1 - mulligan)}</b> · 멀리건 확률{' '}
          <b data-testid="exact-mulligan">{formatChance(mulligan)}</b>
        </Text>
        {unknown > 0 && (
          <Text size="sm" c="dimmed">
            단계를 확인하지 못한 포켓몬 {unknown}장은 기본 포켓몬이 아닌 것으로 계산했습니다.
          </Text>
        )}
        {chosen && (
          <>
            <NativeSelect
              label="확률을 볼 카드"
              size="md"
              value={chosen.card_id}
              onChange={(e) => setChosenId(e.currentTarget.value)}
              data={cards.map((c) => ({ value: c.card_id, label: `${c.name} (${c.amount}장)` }))}
            />
            <Table.ScrollContainer minWidth={320}>
              <Table withTableBorder data-testid="card-odds">
                <Table.Thead>
                  <Table.Tr>
                    {TURNS.map((t) => (
                      <Table.Th key={t.turn}>{t.label}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  <Table.Tr>
                    {TURNS.map((t) => (
                      <Table.Td key={t.turn}>
                        {formatChance(
                          toNumber(
                            seenByTurn(counts, { copies: chosen.amount, basic: chosen.basic }, t.turn),
                          ),
                        )}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Text size="sm" c="dimmed">
              한 장 이상 손에 들어와 있을 확률입니다. 선공과 후공 모두 자기 턴을 시작할 때 1장을 뽑으므로 자기
              N번째 턴까지 보는 카드는 7 + N장으로 같습니다 (선공은 첫 턴에 서포트를 쓸 수 없습니다).
            </Text>
            <Text data-testid="prize-odds">
              {chosen.amount}장 모두 프라이즈에 들어갈 확률{' '}
              <b>
                {formatChance(toNumber(allPrized(counts, { copies: chosen.amount, basic: chosen.basic })))}
              </b>
            </Text>
          </>
        )}
        <Text size="xs" c="dimmed">
          시작 패는 기본 포켓몬이 있어 멀리건 없이 쥐는 패를 기준으로 계산합니다.
        </Text>
      </Stack>
    </Paper>
  );
}
