import { useEffect, useState } from 'react';
import {
  Button,
  Divider,
  Group,
  Loader,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PROVIDE_MSG } from '@carddogam/contract/calls/provide';
import { NATION_LABEL, NATIONS, POINT_RANGES, type Nation } from '@carddogam/contract/constants';
import { showError, showSuccess } from '../../../lib/toast';
import { findSetTotal, infoReportQuery, infoSourcesQuery } from '../api/info-sources';
import { reportKeys } from '../api/keys';
import { useInfoReport } from '../api/report-mutations';
import {
  EMPTY_INFO_FORM,
  formFromReport,
  infoReportError,
  toInfoReportParams,
  type InfoFormType,
  type InfoFormValues,
} from '../lib/info-form';
import { AbilitiesEditor, AttacksEditor } from '../../../components/card-parts/PartsEditors';
import { AppDialog } from '../../../components/AppDialog';

const NATION_OPTIONS = NATIONS.map((n) => ({ value: n, label: `${NATION_LABEL[n]} (${n})` }));

interface InfoReportDialogProps {
  cardId: string;
  opened: boolean;
  onClose: () => void;
  /** update/provide load the card; read shows the report provideId (§4 info form type). */
  type?: InfoFormType;
  provideId?: number;
}

/** 정보 입력/수정 (§2.7): one edition's corrected or added data, with abilities, attacks and a note. */
export function InfoReportDialog({
  cardId,
  opened,
  onClose,
  type = 'update',
  provideId,
}: InfoReportDialogProps) {
  const readOnly = type === 'read';
  const [nation, setNation] = useState<Nation | null>('kr');
  const [form, setForm] = useState<InfoFormValues>(EMPTY_INFO_FORM);
  const sources = useQuery({
    ...infoSourcesQuery(cardId, nation ?? 'kr'),
    enabled: opened && !readOnly && nation !== null,
  });
  const stored = useQuery(infoReportQuery(readOnly && opened ? provideId : undefined));
  const queryClient = useQueryClient();

  useEffect(() => {
    if (sources.data) setForm(sources.data.form);
  }, [sources.data]);
  useEffect(() => {
    if (stored.data) {
      setNation(stored.data.card_nation);
      setForm(formFromReport(stored.data));
    }
  }, [stored.data]);

  const set = <K extends keyof InfoFormValues>(key: K, value: InfoFormValues[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const chooseSet = async (setName: string | null) => {
    set('set_name', setName);
    if (!setName || !nation) return;
    try {
      set('set_printedTotal', await findSetTotal(nation, setName));
    } catch (error) {
      showError(error);
    }
  };

  const send = useInfoReport({
    onSuccess: () => {
      showSuccess(PROVIDE_MSG.infoDone);
      // §2.7 step 6: the form starts again from the card's data.
      setForm(sources.data?.form ?? EMPTY_INFO_FORM);
      void queryClient.invalidateQueries({ queryKey: reportKeys.infoSources(cardId) });
      onClose();
    },
  });

  const submit = () => {
    const message = infoReportError(nation, form.content);
    if (message) return showError(message);
    send.mutate(toInfoReportParams(cardId, nation!, form));
  };

  const loading = readOnly ? stored.isLoading : sources.isLoading;
  const text = (key: 'name' | 'name_local' | 'ancientTrait_name' | 'number', label: string) => (
    <TextInput
      label={label}
      value={form[key]}
      readOnly={readOnly}
      onChange={(e) => set(key, e.currentTarget.value)}
    />
  );

  return (
    <AppDialog opened={opened} onClose={onClose} title="정보 입력/수정" centered size="xl">
      <Stack gap="sm">
        <Select
          label="국가"
          data={NATION_OPTIONS}
          value={nation}
          onChange={(v) => setNation(v as Nation | null)}
          disabled={readOnly}
        />
        {loading ? (
          <Group justify="center" py="lg">
            <Loader size="sm" />
          </Group>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {text('name', '이름')}
              {text('name_local', '현지 이름')}
              {text('number', '넘버')}
              <Select
                label="레어도"
                data={sources.data?.rarities ?? (form.rarity ? [form.rarity] : [])}
                value={form.rarity}
                onChange={(v) => set('rarity', v)}
                readOnly={readOnly}
                searchable
                clearable
              />
              <Select
                label="제품명"
                data={sources.data?.sets ?? (form.set_name ? [form.set_name] : [])}
                value={form.set_name}
                onChange={(v) => void chooseSet(v)}
                readOnly={readOnly}
                searchable
                clearable
              />
              <NumberInput
                label="토탈넘버"
                value={form.set_printedTotal ?? ''}
                onChange={(v) => set('set_printedTotal', typeof v === 'number' ? v : null)}
                readOnly={readOnly}
                min={0}
              />
              <Select
                label="레귤레이션 마크"
                data={sources.data?.regulationMarks ?? (form.regulation_mark ? [form.regulation_mark] : [])}
                value={form.regulation_mark}
                onChange={(v) => set('regulation_mark', v)}
                readOnly={readOnly}
                clearable
              />
              <Switch
                mt="lg"
                label={form.isAvailable ? '발매중' : '발매안됨'}
                checked={form.isAvailable}
                disabled={readOnly}
                onChange={(e) => set('isAvailable', e.currentTarget.checked)}
              />
            </SimpleGrid>
            {text('ancientTrait_name', '고대의 특성 이름')}
            <Textarea
              label="고대의 특성 설명"
              rows={1}
              value={form.ancientTrait_text}
              readOnly={readOnly}
              onChange={(e) => set('ancientTrait_text', e.currentTarget.value)}
            />
            <Textarea
              label="효과"
              rows={2}
              value={form.effects}
              readOnly={readOnly}
              onChange={(e) => set('effects', e.currentTarget.value)}
            />
            <Textarea
              label="룰 (한 줄에 하나)"
              rows={1}
              value={form.rules}
              readOnly={readOnly}
              onChange={(e) => set('rules', e.currentTarget.value)}
            />
            <Divider />
            <AbilitiesEditor
              title="특성"
              value={form.abilities}
              onChange={(v) => set('abilities', v)}
              readOnly={readOnly}
            />
            <AttacksEditor
              title="기술"
              value={form.attacks}
              onChange={(v) => set('attacks', v)}
              readOnly={readOnly}
            />
            <Divider />
            <Textarea
              label="제보 내용"
              rows={3}
              maxLength={2000}
              value={form.content}
              readOnly={readOnly}
              onChange={(e) => set('content', e.currentTarget.value)}
            />
          </>
        )}
        {!readOnly && (
          <Text size="xs" c="dimmed">
            제보가 반영되면 {POINT_RANGES.info.min}~{POINT_RANGES.info.max}P가 지급됩니다.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {readOnly ? '닫기' : '취소'}
          </Button>
          {!readOnly && (
            <Button onClick={submit} loading={send.isPending} disabled={loading}>
              제보하기
            </Button>
          )}
        </Group>
      </Stack>
    </AppDialog>
  );
}
