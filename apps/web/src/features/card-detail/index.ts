// What the card page composition (pages/card-detail), the shell's titles and the screens that open the
// card popup use from card-detail.
export { cardPageQuery } from './api/card-detail-queries';
export { cardDetailKeys } from './api/keys';
export { CardDialog, type CardDialogProps } from './CardDialog';
export { CardDetailSkeleton } from './components/CardDetailSkeleton';
export { CardInfoBlock } from './components/CardInfoBlock';
export { CardMissing } from './components/CardMissing';
export { CardTitleBar } from './components/CardTitleBar';
export { CopyButtons } from './components/CopyButtons';
export { BackToListButton } from './components/MobileNavButtons';
// '맨 위로' floats over the page (an Affix in a portal, drawn after the page anyway): it loads after it.
export { LazyScrollTopButton as ScrollTopButton } from './components/LazyScrollTopButton';
export { PointsNote } from './components/PointsNote';
export { ViewCounter } from './components/ViewCounter';
export { useTextNation } from './hooks/use-text-nation';
export { tabName, titleName } from './lib/card-title';
// The last section of the card page loads after the page (LazyRelatedCardsSection.tsx).
export { LazyRelatedCardsSection as RelatedCardsSection } from './related/LazyRelatedCardsSection';
