import { Box, Divider, Group, Stack } from '@mantine/core';
import type { CardPage } from '@carddogam/contract/calls/card-page';
import { AfterHydration } from '../../components/AfterHydration';
import { Banner } from '../../features/banners';
import {
  BackToListButton,
  CardInfoBlock,
  CardTitleBar,
  CopyButtons,
  PointsNote,
  RelatedCardsSection,
  ScrollTopButton,
  titleName,
  useTextNation,
  ViewCounter,
} from '../../features/card-detail';
import { StaffEditButtons } from '../../features/card-edit';
import { ReportButtons } from '../../features/reports';
import { useIsMobile } from '../../lib/use-is-mobile';
import { DeckRecipeSlot, EventBannerSlot, PriceCreateSlot, ReviewSlot, TradeStatsSlot } from './SectionSlots';

/**
 * The card page from top to bottom, in the order of §2.3: card-detail's own blocks with the sections
 * of the features that hang off a card (reports, staff edits, prices, reviews, decks, banners).
 */
export function CardDetailContent({ page }: { page: CardPage }) {
  const [nation, setNation] = useTextNation(page.default_nation);
  const isMobile = useIsMobile();
  const slot = { cardId: page.id, nation, cardTitle: titleName(page, nation) };

  return (
    <Stack gap="lg" maw={1100} mx="auto" data-card-id={page.id}>
      {isMobile && (
        <Group>
          <BackToListButton />
        </Group>
      )}
      <CardTitleBar page={page} nation={nation} onNationChange={setNation} />
      <CardInfoBlock page={page} nation={nation} />
      <Stack gap="xs">
        <ViewCounter cardId={page.id} />
        <Banner placement="card_search_detail" />
        <Group gap="xs">
          <ReportButtons cardId={page.id} />
          <CopyButtons cardId={page.id} />
          <StaffEditButtons cardId={page.id} nation={nation} />
        </Group>
        <PointsNote />
      </Stack>
      <PriceCreateSlot {...slot} />
      <TradeStatsSlot {...slot} />
      {/* Below the first screen on a phone and a desktop alike: a server-rendered page draws these after
          hydrating (decision 041). */}
      <AfterHydration placeholder={<Box mih={1200} />}>
        <ReviewSlot {...slot} />
        <DeckRecipeSlot {...slot} />
        <Divider />
        <RelatedCardsSection card={page.en} />
        <EventBannerSlot {...slot} />
      </AfterHydration>
      {isMobile && <ScrollTopButton />}
    </Stack>
  );
}
