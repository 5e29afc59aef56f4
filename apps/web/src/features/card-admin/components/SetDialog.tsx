import { useState } from 'react';
import { FileButton, Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import type { CardSetRow, SetImageKind } from '@carddogam/contract/calls/card-admin-catalogue';
import { NATIONS, NATION_TAB_LABEL, type Nation } from '@carddogam/contract/constants';
import { AppDialog } from '../../../components/AppDialog';
import { DialogSaveFooter } from '../../../components/DialogSaveFooter';
import { useSaveSet, useSetImage } from '../api/card-admin-mutations';

const NATION_OPTIONS = NATIONS.map((n) => ({ value: n, label: NATION_TAB_LABEL[n] }));
const IMAGE_LABEL: Record<SetImageKind, string> = { logo: '로고', symbol: '심볼' };

/** A new set (set === null) or an existing one; its edition stays once it exists. */
export function SetDialog({
  set,
  nations,
  onClose,
}: {
  set: CardSetRow | null;
  /** The editions the member may write (일어알바: jp). */
  nations: readonly Nation[];
  onClose: () => void;
}) {
  const [nation, setNation] = useState<Nation>(set?.nation ?? nations[0] ?? 'jp');
  const [code, setCode] = useState(set?.code ?? '');
  const [name, setName] = useState(set?.name ?? '');
  const [series, setSeries] = useState(set?.series ?? '');
  const [releaseDate, setReleaseDate] = useState(set?.release_date ?? '');
  const [totalNumber, setTotalNumber] = useState<number | string>(set?.total_number ?? '');
  const [total, setTotal] = useState<number | string>(set?.total ?? '');
  const save = useSaveSet();
  const image = useSetImage();
  const count = (value: number | string) => (value === '' ? null : Number(value));

  const submit = () =>
    save.mutate(
      {
        ...(set ? { id: set.id } : {}),
        nation,
        code,
        name,
        series: series || null,
        release_date: releaseDate || null,
        total_number: count(totalNumber),
        total: count(total),
      },
      { onSuccess: onClose },
    );

  return (
    <AppDialog opened onClose={onClose} title={set ? '제품 수정' : '제품 추가'}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Select
            label="언어"
            data={NATION_OPTIONS.filter((o) => nations.includes(o.value) || o.value === set?.nation)}
            value={nation}
            onChange={(v) => v && setNation(v as Nation)}
            disabled={set !== null}
            allowDeselect={false}
          />
          <TextInput label="코드" value={code} onChange={(e) => setCode(e.currentTarget.value)} required />
          <TextInput label="제품명" value={name} onChange={(e) => setName(e.currentTarget.value)} required />
          {set && set.name !== name ? (
            <Text size="sm" c="orange">
              제품명을 바꾸면 이 제품의 카드에도 새 이름이 함께 저장됩니다.
            </Text>
          ) : null}
          <TextInput label="시리즈" value={series} onChange={(e) => setSeries(e.currentTarget.value)} />
          <TextInput
            label="발매일"
            placeholder="YYYY-MM-DD"
            value={releaseDate}
            onChange={(e) => setReleaseDate(e.currentTarget.value)}
          />
          <Group grow>
            <NumberInput label="인쇄 번호" min={0} value={totalNumber} onChange={setTotalNumber} />
            <NumberInput label="전체 수" min={0} value={total} onChange={setTotal} />
          </Group>
          {set
            ? (['logo', 'symbol'] as const).map((kind) => (
                <Group key={kind} gap="xs">
                  <Text size="sm" w={40}>
                    {IMAGE_LABEL[kind]}
                  </Text>
                  <FileButton
                    accept="image/*"
                    onChange={(file) => file && image.mutate({ id: set.id, kind, file })}
                  >
                    {(props) => (
                      <Button {...props} size="xs" variant="light" loading={image.isPending}>
                        {IMAGE_LABEL[kind]} 올리기
                      </Button>
                    )}
                  </FileButton>
                  {set[kind] ? (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => image.mutate({ id: set.id, kind, file: null })}
                    >
                      {IMAGE_LABEL[kind]} 지우기
                    </Button>
                  ) : null}
                </Group>
              ))
            : null}
          <DialogSaveFooter error={save.error} saving={save.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </AppDialog>
  );
}
