import { useState } from 'react';
import { Button, Group, Paper, Stack, Textarea } from '@mantine/core';
import { REVIEW_MSG } from '@carddogam/contract/calls/reviews';
import type { Nation } from '@carddogam/contract/constants';
import { ApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useReviewMutations } from '../api/review-mutations';
import { EMPTY_DRAFT, hasRating } from '../lib/review-draft';
import { writeAccess } from '../lib/review-permissions';
import { showError } from '../../../lib/toast';
import { RatingInputs } from './RatingInputs';
import { ReviewAccessNotice } from './ReviewAccessNotice';

export const CONTENT_HINT = '카드에 대한 리뷰를 남겨주세요. 리뷰를 작성하면 5P가 적립됩니다.';

interface ReviewFormProps {
  cardId: string;
  nation: Nation;
  /** A second review of the same edition is refused (409); the section then opens the member's own one. */
  onAlreadyReviewed: () => void;
}

/** The new-review form of §2.14; guests and 밴 유저 see why they cannot review instead. */
export function ReviewForm({ cardId, nation, onAlreadyReviewed }: ReviewFormProps) {
  const { user } = useSession();
  const { insert } = useReviewMutations(cardId, nation);
  const [draft, setDraft] = useState(EMPTY_DRAFT);

  const access = writeAccess(user);
  if (access !== 'ok') return <ReviewAccessNotice access={access} />;

  const submit = () => {
    if (!hasRating(draft)) {
      showError(REVIEW_MSG.ratingRequiredNew);
      return;
    }
    insert.mutate(draft, {
      onSuccess: () => setDraft(EMPTY_DRAFT),
      onError: (error) => {
        showError(error);
        if (error instanceof ApiError && error.status === 409) onAlreadyReviewed();
      },
    });
  };

  return (
    <Paper
      withBorder
      p="sm"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        <RatingInputs draft={draft} onChange={setDraft} />
        <Textarea
          aria-label="리뷰 내용"
          placeholder={CONTENT_HINT}
          value={draft.content}
          onChange={(event) => setDraft({ ...draft, content: event.currentTarget.value })}
          resize="vertical"
          rows={3}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={insert.isPending}>
            등록
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
