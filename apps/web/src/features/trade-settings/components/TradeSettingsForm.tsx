import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  RECENT_POSTS_MAX,
  tradeSettingsFields,
  type TradeSettings,
} from '@carddogam/contract/calls/trade-settings';
import { TRADE_MAX_IMAGES, TRADE_MAX_LINES } from '@carddogam/contract/calls/trade';
import { QueryState } from '../../../components/QueryState';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { tradeSettingsQuery, useSaveTradeSettings } from '../api/trade-settings';

type Key = keyof TradeSettings;

/** Each option with what it changes on the site, in the words the form shows. */
const OPTIONS: { key: Key; label: string; description: string; min: number; max: number }[] = [
  {
    key: 'max_images',
    label: '거래글 이미지 수',
    description: `거래글 하나에 올릴 수 있는 사진의 수 (0~${TRADE_MAX_IMAGES})`,
    min: 0,
    max: TRADE_MAX_IMAGES,
  },
  {
    key: 'max_lines',
    label: '거래글 카드 수',
    description: `거래글 하나에 등록할 수 있는 카드(가격 기록)의 수 (1~${TRADE_MAX_LINES})`,
    min: 1,
    max: TRADE_MAX_LINES,
  },
  {
    key: 'recent_posts',
    label: '최근 거래글 수',
    description: `카드 상세의 거래 통계 아래에 보이는 최근 거래글의 수 (1~${RECENT_POSTS_MAX})`,
    min: 1,
    max: RECENT_POSTS_MAX,
  },
];

function SettingsForm({ initial, defaults }: { initial: TradeSettings; defaults: TradeSettings }) {
  const save = useSaveTradeSettings();
  const [values, setValues] = useState<Record<Key, number | string>>(initial);
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});

  const submit = () => {
    const numbers = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, value === '' ? Number.NaN : Number(value)]),
    );
    const checked = tradeSettingsFields.safeParse(numbers);
    if (!checked.success) {
      const found: Partial<Record<Key, string>> = {};
      for (const issue of checked.error.issues) found[issue.path[0] as Key] ??= issue.message;
      return setErrors(found);
    }
    save.mutate(checked.data);
  };

  return (
    <Stack gap="md" maw={560}>
      {OPTIONS.map((option) => (
        <NumberInput
          key={option.key}
          label={option.label}
          description={`${option.description} · 기본값 ${defaults[option.key]}`}
          value={values[option.key]}
          onChange={(value) => {
            setValues((old) => ({ ...old, [option.key]: value }));
            setErrors((old) => ({ ...old, [option.key]: undefined }));
          }}
          min={option.min}
          max={option.max}
          allowDecimal={false}
          allowNegative={false}
          error={errors[option.key]}
          w={320}
        />
      ))}
      {save.error ? (
        <Alert color="red" role="alert">
          {errorMessage(save.error)}
        </Alert>
      ) : null}
      <Group>
        <Button onClick={submit} loading={save.isPending}>
          저장
        </Button>
      </Group>
    </Stack>
  );
}

/** /admin/trade/etc: the trade area's options; each takes effect on the next trade post or card page. */
export function TradeSettingsScreen() {
  const query = useQuery(tradeSettingsQuery);
  if (!query.data) return <QueryState error={query.error} onRetry={() => void query.refetch()} />;
  const { settings, defaults, updated, updated_by } = query.data;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {updated
            ? `마지막 저장: ${formatDateTime(updated)} · ${updated_by ?? ''}`
            : '아직 저장한 적이 없어 기본값을 씁니다.'}
        </Text>
        <SettingsForm key={updated ?? 'defaults'} initial={settings} defaults={defaults} />
      </Stack>
    </Paper>
  );
}
