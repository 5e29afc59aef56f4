import { useEffect, useState } from 'react';
import { Button, Divider, Group, Loader, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CARD_EDIT_MSG } from '@carddogam/contract/calls/card-edit';
import { NATION_LABEL, NATIONS, type Nation } from '@carddogam/contract/constants';
import { MSG } from '@carddogam/contract/messages';
import { showError, showSuccess } from '../../../lib/toast';
import { useCardImageReset, useCardSave } from '../api/card-edit-mutations';
import { cardEditSourceQuery } from '../api/card-edit-queries';
import {
  allowedNation,
  dialogShortcut,
  editFormError,
  formFromSource,
  MEMO_PRESETS,
  saveParamsOf,
  TITLES,
  type EditForm,
  type InsertType,
} from '../lib/edit-form';
import { BaseFields } from './BaseFields';
import { EditionFields } from './EditFields';
import { EditImageSection } from './EditImageSection';
import { AbilitiesEditor, AttacksEditor } from '../../../components/card-parts/PartsEditors';
import { AppDialog } from '../../../components/AppDialog';

const NATION_OPTIONS = NATIONS.map((n) => ({ value: n, label: NATION_LABEL[n] }));

interface CardEditDialogProps {
  cardId: string;
  type: InsertType;
  initialNation: Nation;
  userType: string;
  onClose: () => void;
}

/** 카드 간편수정 / 카드 전체수정 (§2.12). Mounted only while open, so each opening starts from the server. */
export function CardEditDialog({ cardId, type, initialNation, userType, onClose }: CardEditDialogProps) {
  const queryClient = useQueryClient();
  const [nation, setNation] = useState<Nation>(() => allowedNation(userType, initialNation).nation);
  const [form, setForm] = useState<EditForm | null>(null);
  const [presetMemo, setPresetMemo] = useState(true);
  const source = useQuery(cardEditSourceQuery(cardId, nation));
  useEffect(() => {
    if (source.data) setForm(formFromSource(source.data));
  }, [source.data]);

  const set = <K extends keyof EditForm>(key: K, value: EditForm[K]) =>
    setForm((f) => (f ? { ...f, [key]: value } : f));

  const done = (message: string) => {
    showSuccess(message);
    // §2.12 step 9: close and reload what the route shows.
    void queryClient.invalidateQueries();
    onClose();
  };
  const save = useCardSave({ onSuccess: () => done(CARD_EDIT_MSG.saved) });
  const resetImage = useCardImageReset({ onSuccess: () => done(MSG.cardImageReset) });

  const chooseNation = (wanted: Nation) => {
    const { nation: next, refused } = allowedNation(userType, wanted);
    if (refused) showError(MSG.jpEditorOnlyJp);
    if (next !== nation) {
      setForm(null);
      setNation(next);
    }
  };
  const submit = () => {
    if (!form || save.isPending) return;
    const message = editFormError(cardId, type, form);
    if (message) return showError(message);
    save.mutate(saveParamsOf(cardId, nation, type, form));
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = dialogShortcut(event);
      if (!shortcut) return;
      event.preventDefault();
      if (shortcut.kind === 'submit') submit();
      else if (shortcut.kind === 'resetImage') resetImage.mutate({ id: cardId, nation });
      else chooseNation(shortcut.nation);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <AppDialog opened onClose={onClose} size="xl" title={TITLES[type]}>
      <Stack gap="sm" data-testid="card-edit-dialog">
        <Group>
          <Text size="sm">
            카드 ID: <b>{cardId}</b>
          </Text>
          <Select
            label="발매국가"
            size="xs"
            w={140}
            data={NATION_OPTIONS}
            value={nation}
            allowDeselect={false}
            onChange={(v) => v && chooseNation(v as Nation)}
          />
        </Group>
        {!form ? (
          <Group justify="center" p="xl">
            <Loader size="sm" />
          </Group>
        ) : (
          <>
            <EditImageSection
              nation={nation}
              image={form.image}
              onUploaded={(filename) => set('image', filename)}
              onReset={() => resetImage.mutate({ id: cardId, nation })}
              resetting={resetImage.isPending}
            />
            <Divider label="기본 정보" labelPosition="left" />
            {type === 'whole' && <BaseFields form={form} set={set} nation={nation} />}
            <EditionFields form={form} set={set} />
            {type === 'whole' && (
              <>
                <Divider label="능력 정보" labelPosition="left" />
                <AbilitiesEditor value={form.abilities} onChange={(v) => set('abilities', v)} />
                <Divider label="기술 정보" labelPosition="left" />
                <AttacksEditor value={form.attacks} onChange={(v) => set('attacks', v)} />
              </>
            )}
            <Divider label="제품명, 효과, 룰, 능력, 기술 복사" labelPosition="left" />
            <Textarea
              size="xs"
              placeholder="복사할 카드 ID (쉼표, 공백 또는 줄바꿈으로 구분)"

              rows={1}
              value={form.copyIds}
              onChange={(e) => set('copyIds', e.currentTarget.value)}
            />
            <Group align="flex-end" gap="xs">
              {presetMemo ? (
                <Select
                  label="수정내역 메모"
                  size="xs"
                  w={220}
                  data={[...MEMO_PRESETS]}
                  value={form.memo || null}
                  onChange={(v) => set('memo', v ?? '')}
                  clearable
                />
              ) : (
                <TextInput
                  label="수정내역 메모"
                  size="xs"
                  w={320}
                  maxLength={200}
                  value={form.memo}
                  onChange={(e) => set('memo', e.currentTarget.value)}
                />
              )}
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  setPresetMemo((p) => !p);
                  set('memo', '');
                }}
              >
                {presetMemo ? '직접 입력' : '선택 입력'}
              </Button>
            </Group>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            취소
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={!form}>
            수정
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
