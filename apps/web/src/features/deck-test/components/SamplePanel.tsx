import { useState } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { mulliganChance, toNumber } from '../lib/odds';
import { expandDeck, sampleOpeningHands, type Random, type SampleResult } from '../lib/simulation';
import { deckCounts, formatChance, type TestCardInfo } from '../lib/test-deck';

const SAMPLE_HANDS = 1000;

/** Deals 1,000 opening hands and sets the measured mulligan rate beside the exact one. */
export function SamplePanel({ cards, random }: { cards: readonly TestCardInfo[]; random: Random }) {
  const isMobile = useIsMobile();
  const [sample, setSample] = useState<SampleResult | null>(null);
  const exact = toNumber(mulliganChance(deckCounts(cards)));

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="반복 테스트">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          반복 테스트
        </Title>
        <Button
          size={isMobile ? 'lg' : 'md'}
          variant="light"
          onClick={() => setSample(sampleOpeningHands(expandDeck(cards), SAMPLE_HANDS, random))}
        >
          1,000번 돌려보기
        </Button>
        {sample && (
          <Text data-testid="sample-result">
            {sample.hands.toLocaleString('ko-KR')}번 중 멀리건 {sample.withoutBasic.toLocaleString('ko-KR')}번
            · 측정 <b>{formatChance(sample.withoutBasic / sample.hands)}</b> · 계산{' '}
            <b>{formatChance(exact)}</b>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
