import { Stack } from '@mantine/core';
import { setRatingCheck, setRatingValue, type DraftRating, type ReviewDraft } from '../lib/review-draft';
import { RatingField } from './RatingField';

const FIELDS: { kind: DraftRating; label: string }[] = [
  { kind: 'perform', label: '성능' },
  { kind: 'collect', label: '수집' },
];

/** The two ratings of a new or edited review. */
export function RatingInputs({
  draft,
  onChange,
}: {
  draft: ReviewDraft;
  onChange: (next: ReviewDraft) => void;
}) {
  return (
    <Stack gap={4}>
      {FIELDS.map(({ kind, label }) => (
        <RatingField
          key={kind}
          kind={kind}
          label={label}
          checked={kind === 'perform' ? draft.performCheck : draft.collectCheck}
          value={kind === 'perform' ? draft.perform : draft.collect}
          onCheckedChange={(checked) => onChange(setRatingCheck(draft, kind, checked))}
          onValueChange={(value) => onChange(setRatingValue(draft, kind, value))}
        />
      ))}
    </Stack>
  );
}
