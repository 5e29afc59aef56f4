import { Divider, Group, Stack } from '@mantine/core';
import type { CardPage } from '@carddogam/contract/calls/card-page';
import { Banner } from '../../components/banner/Banner';
import { ReportButtons } from '../reports';
import { StaffEditButtons } from '../card-edit';
import { CardInfoBlock } from './components/CardInfoBlock';
import { CardTitleBar } from './components/CardTitleBar';
import { CopyButtons } from './components/CopyButtons';
import { BackToListButton, ScrollTopButton } from './components/MobileNavButtons';
import { PointsNote } from './components/PointsNote';
import {
  DeckRecipeSlot,
  EventBannerSlot,
  PriceCreateSlot,
  ReviewSlot,
  TradeStatsSlot,
} from './components/SectionSlots';
import { ViewCounter } from './components/ViewCounter';
import { useIsMobile } from '../../lib/use-is-mobile';
import { useTextNation } from './hooks/use-text-nation';
import { titleName } from './lib/card-title';
import { RelatedCardsSection } from './related/RelatedCardsSection';

/** The card page from top to bottom, in the order of §2.3. */
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
      <ReviewSlot {...slot} />
      <DeckRecipeSlot {...slot} />
      <Divider />
      <RelatedCardsSection card={page.en} />
      <EventBannerSlot {...slot} />
      {isMobile && <ScrollTopButton />}
    </Stack>
  );
}
