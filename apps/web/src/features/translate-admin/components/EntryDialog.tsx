import { useState } from 'react';
import { Stack, TextInput } from '@mantine/core';
import { TRANSLATE_MSG as M } from '@carddogam/contract/calls/translate-admin';
import { AppDialog } from '../../../components/AppDialog';
import { DialogSaveFooter } from '../../../components/DialogSaveFooter';
import { useSaveEntry, type EntryDraft } from '../api/translate-mutations';
import type { DictionaryKindOrRarity } from './entry-columns';

type Field = 'en' | 'kr' | 'jp';
const EMPTY: EntryDraft = { en: '', kr: '', jp: '' };

/** 항목 추가 / 항목 수정: the English name and its Korean (and Japanese) name. */
export function EntryDialog({
  kind,
  entry,
  onClose,
}: {
  kind: DictionaryKindOrRarity;
  entry: { id: number; en: string; kr: string | null; jp: string | null } | null;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<EntryDraft>(
    entry ? { id: entry.id, en: entry.en, kr: entry.kr ?? '', jp: entry.jp ?? '' } : EMPTY,
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSaveEntry(kind);

  const set = (field: Field, value: string) => {
    setDraft((old) => ({ ...old, [field]: value }));
    setErrors((old) => ({ ...old, [field]: undefined }));
  };
  const submit = () => {
    const found: Partial<Record<Field, string>> = {};
    if (!draft.en.trim()) found.en = M.enRequired;
    if (!draft.kr.trim()) found.kr = M.krRequired;
    if (Object.keys(found).length > 0) return setErrors(found);
    save.mutate(
      { ...draft, en: draft.en.trim(), kr: draft.kr.trim(), jp: draft.jp.trim() },
      { onSuccess: onClose },
    );
  };

  return (
    <AppDialog opened onClose={onClose} title={entry ? '항목 수정' : '항목 추가'} centered>
      <Stack
        gap="sm"
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextInput
          label="영어"
          withAsterisk
          value={draft.en}
          maxLength={200}
          onChange={(event) => set('en', event.currentTarget.value)}
          error={errors.en}
          data-autofocus
        />
        <TextInput
          label="한글"
          withAsterisk
          value={draft.kr}
          maxLength={200}
          onChange={(event) => set('kr', event.currentTarget.value)}
          error={errors.kr}
        />
        <TextInput
          label="일본어"
          value={draft.jp}
          maxLength={200}
          onChange={(event) => set('jp', event.currentTarget.value)}
        />
        <DialogSaveFooter error={save.error} saving={save.isPending} onCancel={onClose} />
      </Stack>
    </AppDialog>
  );
}
