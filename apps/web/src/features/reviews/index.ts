// The §2.14 review section of the card page.
export { reviewKeys } from './api/keys';
// The card page's section loads after the page (LazyReviewSection.tsx).
export { LazyReviewSection as ReviewSection } from './LazyReviewSection';
export type { ReviewSectionProps } from './ReviewSection';
