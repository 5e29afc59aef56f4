import { useState } from 'react';
import { Button, Group, Text, Textarea } from '@mantine/core';
import { BOARD_COMMENT_MAX } from '@carddogam/contract/calls/board';
import { BOARD_MSG } from '@carddogam/contract/messages';

interface CommentFormProps {
  /** The text to start from (editing). */
  initial?: string;
  label: string;
  submitLabel: string;
  placeholder?: string;
  pending: boolean;
  /** Sends the text; resolves true when it was saved, so the box empties or closes. */
  onSubmit: (content: string) => Promise<boolean>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** A comment box: plain text up to 1,000 characters, with a counter. */
export function CommentForm({
  initial = '',
  label,
  submitLabel,
  placeholder,
  pending,
  onSubmit,
  onCancel,
  autoFocus,
}: CommentFormProps) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const content = text.trim();
        if (!content) return setError(BOARD_MSG.commentRequired);
        setError(null);
        void onSubmit(content).then((saved) => {
          if (saved && !onCancel) setText('');
        });
      }}
    >
      <Textarea
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        maxLength={BOARD_COMMENT_MAX}
        rows={3}
        resize="vertical"
        error={error}
        autoFocus={autoFocus}
      />
      <Group justify="space-between" mt={6}>
        <Text size="xs" c="dimmed">
          {text.length.toLocaleString('ko-KR')} / {BOARD_COMMENT_MAX.toLocaleString('ko-KR')}
        </Text>
        <Group gap="xs">
          {onCancel && (
            <Button variant="default" size="xs" onClick={onCancel}>
              취소
            </Button>
          )}
          <Button type="submit" size="xs" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
