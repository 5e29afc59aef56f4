import { Stack } from '@mantine/core';
import { RegulationMarkIcon } from '../../../components/RegulationMarkIcon';
import { formatCardNumber, formatDate } from '../../../lib/format';
import { artistHref, setHref } from '../lib/card-links';
import type { EditionView } from '../lib/edition-view';
import { CardLink } from './CardLink';
import { InfoRow } from './InfoRow';

export interface CardSideInfoProps {
  view: EditionView;
  regulationMark: string | null;
  artist: string | null;
  /** The detail page shows rarity and set elsewhere (title line and header), so its side block hides them. */
  showRarityAndSet: boolean;
}

/** Regulation mark, number/printedTotal, artist, release date, rarity, set and series (§2.4). */
export function CardSideInfo({ view, regulationMark, artist, showRarityAndSet }: CardSideInfoProps) {
  const number = formatCardNumber(view.number, view.printedTotal);
  return (
    <Stack gap={4} aria-label="카드 정보">
      {regulationMark && (
        <InfoRow label="레귤레이션">
          <RegulationMarkIcon mark={regulationMark} />
        </InfoRow>
      )}
      {number && <InfoRow label="번호">{number}</InfoRow>}
      {artist && (
        <InfoRow label="일러스트">
          <CardLink to={artistHref(artist)}>{artist}</CardLink>
        </InfoRow>
      )}
      {view.release && <InfoRow label="발매일">{formatDate(view.release)}</InfoRow>}
      {showRarityAndSet && view.rarity && <InfoRow label="희귀도">{view.rarity}</InfoRow>}
      {showRarityAndSet && view.setName && (
        <InfoRow label="제품명">
          <CardLink to={setHref(view.nation, view.setName)}>{view.setName}</CardLink>
        </InfoRow>
      )}
      {view.series && <InfoRow label="시리즈">{view.series}</InfoRow>}
    </Stack>
  );
}
