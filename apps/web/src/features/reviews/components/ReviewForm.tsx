import { lazy, Suspense } from 'react';
import type { Nation } from '@carddogam/contract/constants';
import { useSession } from '../../../lib/session';
import { writeAccess } from '../lib/review-permissions';
import { ReviewAccessNotice } from './ReviewAccessNotice';
import { ReviewFormLoader } from './ReviewSectionFrame';

// Guests, most of a card page's visitors, see only the notice: the form's inputs load for members.
const ReviewWriteForm = lazy(() => import('./ReviewWriteForm'));

export interface ReviewFormProps {
  cardId: string;
  nation: Nation;
  /** A second review of the same edition is refused (409); the section then opens the member's own one. */
  onAlreadyReviewed: () => void;
}

/** The new-review form of §2.14; guests and 밴 유저 see why they cannot review instead. */
export function ReviewForm(props: ReviewFormProps) {
  const { user } = useSession();
  const access = writeAccess(user);
  if (access !== 'ok') return <ReviewAccessNotice access={access} />;
  return (
    <Suspense fallback={<ReviewFormLoader />}>
      <ReviewWriteForm {...props} />
    </Suspense>
  );
}
