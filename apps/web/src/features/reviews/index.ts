// The §2.14 review section of the card page.
export { reviewKeys } from './api/keys';
export { ReviewSection, type ReviewSectionProps } from './ReviewSection';
