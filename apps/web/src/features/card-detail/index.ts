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
export { BackToListButton, ScrollTopButton } from './components/MobileNavButtons';
export { PointsNote } from './components/PointsNote';
export { ViewCounter } from './components/ViewCounter';
export { useTextNation } from './hooks/use-text-nation';
export { tabName, titleName } from './lib/card-title';
export { RelatedCardsSection } from './related/RelatedCardsSection';
