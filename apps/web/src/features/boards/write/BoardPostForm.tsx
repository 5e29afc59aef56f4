import { useRef, useState, type KeyboardEvent } from 'react';
import { Alert, Button, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { BOARD_CONTENT_MAX_BYTES, BOARD_TITLE_MAX, type BoardInfo } from '@carddogam/contract/calls/board';
import { errorMessage } from '../../../lib/error-message';
import { showSuccess } from '../../../lib/toast';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { BoardEditor } from '../editor/BoardEditor';
import { clearDraft, readDraft } from './post-draft';
import { fieldProblems, sameFields, utf8Bytes, type FieldProblems, type PostFields } from './post-fields';
import { useDraftAutosave } from './use-draft-autosave';

export const DRAFT_RESTORED = '임시 저장된 글을 불러왔습니다';

/** Where to go once the post is saved, and what to tell the member. */
export interface SaveOutcome {
  path: string;
  message: string;
}

export interface BoardPostFormProps {
  board: BoardInfo;
  /** The fields to start from: empty for a new post, the post's own for an edit. */
  initial: PostFields;
  draftKey: string;
  submitLabel: string;
  /** Sends the fields; rejects with the server's Korean message, which is shown while nothing typed is lost. */
  submit: (fields: PostFields) => Promise<SaveOutcome>;
  onCancel: () => void;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * The fields of a post — 말머리, 제목, the editor, 공지 — with the checks of the contract before sending,
 * a draft kept in this browser while typing, and the server's refusal shown in place.
 */
export function BoardPostForm({
  board,
  initial,
  draftKey,
  submitLabel,
  submit,
  onCancel,
}: BoardPostFormProps) {
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const container = useRef<HTMLDivElement>(null);
  const [restored, setRestored] = useState(() => {
    const draft = readDraft(draftKey);
    return draft && !sameFields(draft, initial) ? draft : null;
  });
  const [fields, setFields] = useState<PostFields>(() => restored ?? initial);
  // Changing the key gives the editor a new document (the editor reads its content only once).
  const [editorKey, setEditorKey] = useState(0);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const autosave = useDraftAutosave(draftKey, fields, initial);

  const change = (patch: Partial<PostFields>) => {
    setFields((current) => ({ ...current, ...patch }));
    setProblems((current) => ({
      ...current,
      ...('title' in patch ? { title: undefined } : {}),
      ...('content' in patch ? { content: undefined } : {}),
    }));
  };

  const discardDraft = () => {
    clearDraft(draftKey);
    setRestored(null);
    setFields(initial);
    setEditorKey((k) => k + 1);
  };

  const onSubmit = async () => {
    const found = fieldProblems(fields);
    setProblems(found);
    setServerError(null);
    if (found.title || found.content) return;
    setSaving(true);
    try {
      const outcome = await submit({
        ...fields,
        title: fields.title.trim(),
        isNotice: board.can.moderate && fields.isNotice,
      });
      autosave.stop();
      showSuccess(outcome.message);
      void navigate(outcome.path);
    } catch (error) {
      setServerError(errorMessage(error));
      setSaving(false);
    }
  };

  // Enter in the title moves on to the content instead of sending; not while a syllable is composing.
  const onTitleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    container.current?.querySelector<HTMLElement>('[contenteditable="true"]')?.focus();
  };

  const categories = [...board.categories];
  if (fields.category && !categories.includes(fields.category)) categories.push(fields.category);
  const bytes = utf8Bytes(fields.content);

  return (
    <Stack gap="md" ref={container}>
      {restored && (
        <Alert color="blue" variant="light">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{DRAFT_RESTORED}</Text>
            <Button size="compact-sm" variant="default" onClick={discardDraft}>
              지우기
            </Button>
          </Group>
        </Alert>
      )}
      <Group align="flex-start" gap="sm" wrap={isMobile ? 'wrap' : 'nowrap'}>
        {categories.length > 0 && (
          <Select
            label="말머리"
            placeholder="말머리 선택"
            data={categories}
            value={fields.category}
            onChange={(category) => change({ category })}
            clearable
            w={isMobile ? '100%' : 180}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <TextInput
          label="제목"
          placeholder="제목을 입력하세요"
          value={fields.title}
          onChange={(event) => change({ title: event.currentTarget.value })}
          onKeyDown={onTitleKeyDown}
          maxLength={BOARD_TITLE_MAX}
          error={problems.title}
          rightSection={
            <Text size="xs" c="dimmed" aria-label="제목 글자 수">
              {fields.title.length}/{BOARD_TITLE_MAX}
            </Text>
          }
          rightSectionWidth={64}
          style={{ flex: 1 }}
          w={isMobile ? '100%' : undefined}
        />
      </Group>
      <BoardEditor
        key={editorKey}
        initialContent={fields.content}
        onChange={(content) => change({ content })}
        imagesAllowed={board.images_allowed}
        error={problems.content}
      />
      <Group justify="space-between" gap="xs">
        {board.can.moderate ? (
          <Checkbox
            label="공지로 등록"
            checked={fields.isNotice}
            onChange={(event) => change({ isNotice: event.currentTarget.checked })}
          />
        ) : (
          <span />
        )}
        <Text size="xs" c={bytes > BOARD_CONTENT_MAX_BYTES ? 'red' : 'dimmed'} aria-label="내용 용량">
          {kb(bytes)}KB / {BOARD_CONTENT_MAX_BYTES / 1024}KB
        </Text>
      </Group>
      {serverError && (
        <Alert color="red" role="alert">
          {serverError}
        </Alert>
      )}
      <Group justify={isMobile ? 'stretch' : 'flex-end'} grow={isMobile} gap="xs">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          취소
        </Button>
        <Button onClick={() => void onSubmit()} loading={saving}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
