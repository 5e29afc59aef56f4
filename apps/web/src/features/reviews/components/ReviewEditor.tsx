import { useState } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { REVIEW_MSG, type Review } from '@carddogam/contract/calls/reviews';
import { draftFromReview, hasRating, type ReviewDraft } from '../lib/review-draft';
import { showError } from '../../../lib/toast';
import { RatingInputs } from './RatingInputs';

interface ReviewEditorProps {
  review: Review;
  saving: boolean;
  onSave: (draft: ReviewDraft) => void;
  onCancel: () => void;
}

/** Edit mode of one review: its stars and text become editable, with 수정 and 취소 (§2.14). */
export function ReviewEditor({ review, saving, onSave, onCancel }: ReviewEditorProps) {
  const [draft, setDraft] = useState(() => draftFromReview(review));

  const save = () => {
    if (!hasRating(draft)) {
      showError(REVIEW_MSG.ratingRequiredEdit);
      return;
    }
    onSave(draft);
  };

  return (
    <Stack gap="xs">
      <RatingInputs draft={draft} onChange={setDraft} />
      <Textarea
        aria-label="리뷰 수정 내용"
        value={draft.content}
        onChange={(event) => setDraft({ ...draft, content: event.currentTarget.value })}
        resize="vertical"
        rows={2}
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="xs" onClick={onCancel}>
          취소
        </Button>
        <Button size="xs" onClick={save} loading={saving}>
          수정
        </Button>
      </Group>
    </Stack>
  );
}
