import { useState } from 'react';
import { Button, Group, Paper, Stack, Textarea } from '@mantine/core';
import { REVIEW_MSG } from '@carddogam/contract/calls/reviews';
import { ApiError } from '../../../lib/api';
import { useReviewMutations } from '../api/review-mutations';
import { CONTENT_HINT, EMPTY_DRAFT, hasRating } from '../lib/review-draft';
import { showError } from '../../../lib/toast';
import { RatingInputs } from './RatingInputs';
import type { ReviewFormProps } from './ReviewForm';

/** The new-review form itself, for a member who may review (ReviewForm checks that first). */
export default function ReviewWriteForm({ cardId, nation, onAlreadyReviewed }: ReviewFormProps) {
  const { insert } = useReviewMutations(cardId, nation);
  const [draft, setDraft] = useState(EMPTY_DRAFT);

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
