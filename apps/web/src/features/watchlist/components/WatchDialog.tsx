import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Paper, Select, Stack, Text } from '@mantine/core';
import {
  WATCH_ALERT_KINDS,
  WATCH_ALERT_LABEL,
  WATCH_TARGET_MAX,
  conditionLabel,
  type WatchAlertKind,
  type WatchedEntry,
} from '@carddogam/contract/calls/watchlist';
import { GRADE_VALUES, type GradeCompany } from '@carddogam/contract/calls/trade-stats';
import { CARD_CONDITIONS, NATIONS, NATION_LABEL, type CardCondition, type Nation } from '@carddogam/contract/constants';
import { AppDialog } from '../../../components/AppDialog';
import { errorMessage } from '../../../lib/error-message';
import { gradeLabel } from '../../../lib/grade-label';
import { useAddWatch, useRemoveWatch } from '../api/watchlist-mutations';
import { alertState, alertText } from '../lib/watch-text';

/** Select values for "any": a Select cannot hold null. */
const ANY = 'any';
const STATE_OPTIONS = [{ value: ANY, label: '모든 상태' }, ...CARD_CONDITIONS.map((c) => ({ value: c, label: c }))];
const COMPANY_OPTIONS = [
  { value: ANY, label: '전체' },
  { value: 'PSA', label: 'PSA' },
  { value: 'ETC', label: '기타' },
];
const GRADE_OPTIONS = [
  { value: ANY, label: '전체' },
  ...GRADE_VALUES.map((stored) => ({ value: String(stored), label: gradeLabel(stored) })),
];
const KIND_OPTIONS = WATCH_ALERT_KINDS.map((kind) => ({ value: kind, label: WATCH_ALERT_LABEL[kind] }));
const EDITION_OPTIONS = NATIONS.map((n) => ({ value: n, label: NATION_LABEL[n] }));

const orNull = (value: string | null) => (value === null || value === ANY ? null : value);

/**
 * '관심 카드': the member's entries of this card (삭제 each) and a new one — edition, condition (a grade for
 * 등급), alert and target. Adding the same condition again changes the entry there is.
 */
export default function WatchDialog({
  cardId,
  nation,
  cardTitle,
  entries,
  onClose,
}: {
  cardId: string;
  nation: Nation;
  cardTitle: string;
  entries: WatchedEntry[];
  onClose: () => void;
}) {
  const [edition, setEdition] = useState<Nation>(nation);
  const [state, setState] = useState<string>(ANY);
  const [company, setCompany] = useState<string>(ANY);
  const [grade, setGrade] = useState<string>(ANY);
  const [kind, setKind] = useState<WatchAlertKind>('price_at_most');
  const [target, setTarget] = useState<number | ''>('');
  const add = useAddWatch();
  const remove = useRemoveWatch();
  const graded = state === '등급';
  const submit = () =>
    add.mutate(
      {
        card_id: cardId,
        nation: edition,
        card_state: orNull(state) as CardCondition | null,
        grade_company: graded ? (orNull(company) as GradeCompany | null) : null,
        grade: graded && orNull(grade) !== null ? Number(grade) : null,
        alert_kind: kind,
        target_price: kind === 'price_at_most' && target !== '' ? target : null,
      },
      { onSuccess: onClose },
    );
  return (
    <AppDialog opened onClose={onClose} title="관심 카드">
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {cardTitle}
        </Text>
        {entries.length > 0 && (
          <Stack gap={4} aria-label="등록한 관심 조건">
            {entries.map((entry) => (
              <Paper key={entry.id} withBorder p={6} radius="sm">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm">
                    {NATION_LABEL[entry.nation]} · {conditionLabel(entry)} · {alertText(entry)}
                    {alertState(entry) && ` · ${alertState(entry)}`}
                  </Text>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    loading={remove.isPending && remove.variables === entry.id}
                    onClick={() => remove.mutate(entry.id)}
                  >
                    삭제
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm">
            <Select
              label="판"
              data={EDITION_OPTIONS}
              value={edition}
              allowDeselect={false}
              onChange={(v) => v && setEdition(v as Nation)}
            />
            <Select
              label="카드 상태"
              data={STATE_OPTIONS}
              value={state}
              allowDeselect={false}
              onChange={(v) => v && setState(v)}
            />
            {graded && (
              <Group grow>
                <Select
                  label="등급회사"
                  data={COMPANY_OPTIONS}
                  value={company}
                  allowDeselect={false}
                  onChange={(v) => v && setCompany(v)}
                />
                <Select
                  label="등급"
                  data={GRADE_OPTIONS}
                  value={grade}
                  allowDeselect={false}
                  onChange={(v) => v && setGrade(v)}
                />
              </Group>
            )}
            <Select
              label="알림"
              data={KIND_OPTIONS}
              value={kind}
              allowDeselect={false}
              onChange={(v) => v && setKind(v as WatchAlertKind)}
            />
            {kind === 'price_at_most' && (
              <NumberInput
                label="목표 가격"
                description="이 가격 이하의 거래가 등록되면 알려 드립니다"
                value={target}
                onChange={(v) => setTarget(typeof v === 'number' ? v : '')}
                min={1}
                max={WATCH_TARGET_MAX}
                thousandSeparator=","
                allowDecimal={false}
                allowNegative={false}
                rightSection="원"
              />
            )}
            {add.isError && <Alert color="red">{errorMessage(add.error)}</Alert>}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                닫기
              </Button>
              <Button type="submit" loading={add.isPending}>
                추가하기
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </AppDialog>
  );
}
