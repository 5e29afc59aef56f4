import { SimpleGrid } from '@mantine/core';
import { DeckBlock } from './DeckBlock';
import { BestBlock, LatestBoardBlocks, NoticeBlock } from './FeedBlocks';
import { RankingBlock } from './RankingBlock';
import { TradeBlock } from './TradeBlock';

/**
 * The front page's previews, three columns on a wide screen and one on a phone, in the order a visitor
 * reads them: what the operators say, what members liked, the ranking, then the boards, trades and decks.
 */
export function HomeBlocks() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="md">
      <NoticeBlock />
      <BestBlock />
      <RankingBlock />
      <LatestBoardBlocks />
      <TradeBlock />
      <DeckBlock />
    </SimpleGrid>
  );
}
