import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useSession } from '../../../lib/session';
import { CONTENT_MAX, TITLE_MAX } from '@carddogam/contract/calls/trade';
import { draftProblem, newLine, type PostDraft } from '../lib/trade-draft';
import { CardPickerModal } from './CardPickerModal';
import { ImageUploader } from './ImageUploader';
import { LineEditor } from './LineEditor';

/**
 * The write and update form of a trade post. The form's rules run before sending; the server checks them
 * again, and its message (an unreleased edition, say) shows in the same place.
 */
export function PostForm({
  initial,
  submitLabel,
  busy,
  serverError,
  onSubmit,
  onCancel,
}: {
  initial: PostDraft;
  submitLabel: string;
  busy: boolean;
  serverError: string | null;
  onSubmit: (draft: PostDraft) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [picking, picker] = useDisclosure(false);
  const { user } = useSession();
  const set = (patch: Partial<PostDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const error = problem ?? serverError;

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // Only this form's own submit: React bubbles submits of forms in portals up the component tree.
          if (event.target !== event.currentTarget) return;
          const found = draftProblem(draft);
          setProblem(found);
          if (!found) onSubmit(draft);
        }}
      >
        <Stack gap="md">
          <TextInput
            label="제목"
            required
            maxLength={TITLE_MAX}
            value={draft.title}
            onChange={(e) => set({ title: e.currentTarget.value })}
          />
          <Textarea
            label="내용"
            rows={8}
            maxLength={CONTENT_MAX}
            value={draft.content}
            onChange={(e) => set({ content: e.currentTarget.value })}
          />
          <ImageUploader images={draft.images} onChange={(images) => set({ images })} />
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={700}>거래 카드 ({draft.lines.length})</Text>
              <Button variant="light" onClick={picker.open}>
                카드 추가
              </Button>
            </Group>
            {draft.lines.map((line) => (
              <LineEditor
                key={line.key}
                line={line}
                onChange={(changed) =>
                  setDraft((d) => ({ ...d, lines: d.lines.map((l) => (l.key === line.key ? changed : l)) }))
                }
                onRemove={() => setDraft((d) => ({ ...d, lines: d.lines.filter((l) => l.key !== line.key) }))}
              />
            ))}
          </Stack>
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              취소
            </Button>
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
      <CardPickerModal
        opened={picking}
        onClose={picker.close}
        userId={user?.user_id}
        onAdd={(cardId, nation, name) =>
          setDraft((d) => ({ ...d, lines: [...d.lines, newLine(cardId, nation, name)] }))
        }
      />
    </>
  );
}
