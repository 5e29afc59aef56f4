import { ActionIcon, Anchor, Group, Paper, Select, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  CARD_CONDITIONS,
  NATION_LABEL,
  NATIONS,
  PRICE_STATES,
  type CardCondition,
  type Nation,
  type PriceState,
} from '@carddogam/contract/constants';
import type { GradeCompany } from '@carddogam/contract/calls/trade-stats';
import { GRADE_COMPANY_OPTIONS, GRADE_OPTIONS } from '../lib/grades';
import { withCondition, type LineDraft } from '../lib/trade-draft';
import { PriceInput } from './PriceInput';

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
        <Select
          label="카드 상태"
          data={[...CARD_CONDITIONS]}
          value={line.card_state}
          allowDeselect={false}
          onChange={(v) => v && onChange(withCondition(line, v as CardCondition))}
        />
        {line.card_state === '등급' && (
          <>
            <Select
              label="등급회사"
              data={GRADE_COMPANY_OPTIONS}
              value={line.grade_company}
              allowDeselect={false}
              onChange={(v) => v && onChange({ ...line, grade_company: v as GradeCompany })}
            />
            <Select
              label="등급"
              data={GRADE_OPTIONS}
              value={line.grade === null ? null : String(line.grade)}
              allowDeselect={false}
              onChange={(v) => v && onChange({ ...line, grade: Number(v) })}
            />
          </>
        )}
        <PriceInput value={line.card_price} onChange={(card_price) => onChange({ ...line, card_price })} />
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
