import { useState } from 'react';
import { Group, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { tradeNoticeFields } from '@carddogam/contract/calls/trade-notice';
import { AppDialog } from '../../../components/AppDialog';
import { DialogSaveFooter } from '../../../components/DialogSaveFooter';
import { useTradeNoticeMutations } from '../api/trade-notice-mutations';

export interface NoticeDraft {
  id?: number;
  title: string;
  content: string;
  is_show: boolean;
  pinned: boolean;
}
type Field = 'title' | 'content';

/** 공지 작성 / 수정. */
export function NoticeFormDialog({ initial, onClose }: { initial: NoticeDraft; onClose: () => void }) {
  const { save } = useTradeNoticeMutations();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const change = (fields: Partial<NoticeDraft>) => {
    setDraft((old) => ({ ...old, ...fields }));
    setErrors({});
  };

  const submit = () => {
    const checked = tradeNoticeFields.safeParse(draft);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) found[issue.path[0] as Field] ??= issue.message;
      return setErrors(found);
    }
    save.mutate(
      { ...checked.data, ...(initial.id === undefined ? {} : { id: initial.id }) },
      { onSuccess: onClose },
    );
  };

  return (
    <AppDialog
      opened
      onClose={onClose}
      title={initial.id === undefined ? '공지 작성' : '공지 수정'}
      size="lg"
    >
      <Stack gap="sm">
        <TextInput
          label="제목"
          value={draft.title}
          onChange={(event) => change({ title: event.currentTarget.value })}
          error={errors.title}
          data-autofocus
        />
        <Textarea
          label="내용"
          autosize
          minRows={5}
          maxRows={16}
          value={draft.content}
          onChange={(event) => change({ content: event.currentTarget.value })}
          error={errors.content}
        />
        <Group>
          <Switch
            label="거래 페이지에 노출"
            checked={draft.is_show}
            onChange={(event) => change({ is_show: event.currentTarget.checked })}
          />
          <Switch
            label="상단 고정"
            checked={draft.pinned}
            onChange={(event) => change({ pinned: event.currentTarget.checked })}
          />
        </Group>
        <DialogSaveFooter error={save.error} saving={save.isPending} onCancel={onClose} onSave={submit} />
      </Stack>
    </AppDialog>
  );
}
