import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { CallResult } from '@carddogam/contract/call';
import type { deckRankCalls } from '@carddogam/contract/calls/deck-rank';
import { cardPageHref } from '../lib/consensus';
import { formatKrw } from '../lib/deck-figures';

type Price = CallResult<typeof deckRankCalls.detail>['price'];

/**
 * What the consensus list costs in Korean won, how it is reckoned, and which cards had no recent price
 * (they are left out, so the total is a floor, not a quote).
 */
export function DeckPrice({ price, formula }: { price: Price; formula: string }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="deck-price-title">
      <Stack gap={6}>
        <Title order={2} fz="lg" id="deck-price-title">
          덱 가격
        </Title>
        {price.priced > 0 ? (
          <Text fz={24} fw={800} c="grape.7">
            예상 가격 {formatKrw(price.total)}
          </Text>
        ) : (
          <Text c="dimmed">최근 거래가가 있는 카드가 없어 가격을 계산할 수 없습니다.</Text>
        )}
        <Text size="xs" c="dimmed">
          {formula}
        </Text>
        <Text size="sm">
          가격 반영 카드 {price.priced}종
          {price.unpriced.length > 0 && ` · 가격 정보 없는 카드 ${price.unpriced.length}종 (합계에서 제외)`}
        </Text>
        {price.unpriced.length > 0 && (
          <Text size="sm" component="div" aria-label="가격 정보 없는 카드">
            {price.unpriced.map((card, index) => (
              <span key={card.id}>
                {index > 0 && ', '}
                <Anchor component={Link} to={cardPageHref(card.id)} size="sm">
                  {card.name_kr ?? card.name}
                </Anchor>
              </span>
            ))}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
