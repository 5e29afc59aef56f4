import { ActionIcon, Button, Group, Paper, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import {
  NATION_LABEL,
  NATIONS,
  PRICE_STATES,
  type Nation,
  type PriceState,
} from '@carddogam/contract/constants';
import { koreanToday } from '@carddogam/contract/trade/chart';
import { ConditionFields } from '../components/ConditionFields';
import { changeState, pickCreated, pickSold, type PriceRow } from './price-rows';

/** One row of the price create dialog (§2.11). */
export function PriceRowEditor({
  row,
  index,
  onChange,
  onRemove,
  onPickCard,
}: {
  row: PriceRow;
  index: number;
  onChange: (row: PriceRow) => void;
  onRemove: (() => void) | null;
  onPickCard: () => void;
}) {
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={`가격 ${index + 1}`}>
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <Text fw={700} lineClamp={1}>
            {row.card_name}
          </Text>
          <Text size="xs" c="dimmed">
            {row.card_id}
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="light" onClick={onPickCard}>
            카드 선택
          </Button>
          {onRemove && (
            <ActionIcon variant="subtle" color="red" aria-label="행 삭제" onClick={onRemove}>
              -
            </ActionIcon>
          )}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <Select
          label="발매국가"
          data={NATIONS.map((n) => ({ value: n, label: NATION_LABEL[n] }))}
          value={row.card_nation}
          allowDeselect={false}
          onChange={(v) => v && onChange({ ...row, card_nation: v as Nation })}
        />
        <ConditionFields value={row} onChange={onChange} />
        <TextInput
          type="date"
          label="등록일"
          value={row.card_created ?? ''}
          onChange={(e) => onChange(pickCreated(row, e.currentTarget.value || null))}
        />
        <TextInput
          type="date"
          label="판매일"
          value={row.card_sold ?? ''}
          onChange={(e) => onChange(pickSold(row, e.currentTarget.value || null))}
        />
        <Select
          label="상태"
          data={[...PRICE_STATES]}
          value={row.state}
          allowDeselect={false}
          onChange={(v) => v && onChange(changeState(row, v as PriceState, koreanToday()))}
        />
      </SimpleGrid>
    </Paper>
  );
}
