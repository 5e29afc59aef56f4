import { ActionIcon, Anchor, Group, Paper, Select, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  NATION_LABEL,
  NATIONS,
  PRICE_STATES,
  type Nation,
  type PriceState,
} from '@carddogam/contract/constants';
import type { LineDraft } from '../lib/trade-draft';
import { ConditionFields } from './ConditionFields';

const nationOptions = NATIONS.map((n) => ({ value: n, label: NATION_LABEL[n] }));

/** One card line of the form: edition, condition (grade when 등급), price and state. */
export function LineEditor({
  line,
  onChange,
  onRemove,
}: {
  line: LineDraft;
  onChange: (line: LineDraft) => void;
  onRemove: () => void;
}) {
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={`${line.card_name} 거래 카드`}>
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Anchor component={Link} to={`/card/detail?id=${line.card_id}&lang=${line.card_nation}`} fw={700}>
          {line.card_name}
        </Anchor>
        <ActionIcon variant="subtle" color="red" aria-label="카드 삭제" onClick={onRemove}>
          ✕
        </ActionIcon>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: line.card_state === '등급' ? 6 : 4 }} spacing="xs">
        <Select
          label="발매국가"
          data={nationOptions}
          value={line.card_nation}
          allowDeselect={false}
          onChange={(v) => v && onChange({ ...line, card_nation: v as Nation })}
        />
        <ConditionFields value={line} onChange={onChange} />
        <Select
          label="판매상태"
          data={[...PRICE_STATES]}
          value={line.state}
          allowDeselect={false}
          onChange={(v) => v && onChange({ ...line, state: v as PriceState })}
        />
      </SimpleGrid>
      {line.id === undefined && (
        <Text size="xs" c="dimmed" mt={4}>
          새로 추가하는 카드
        </Text>
      )}
    </Paper>
  );
}
