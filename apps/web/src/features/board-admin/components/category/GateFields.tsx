import { Checkbox, Fieldset, Group, NumberInput, SimpleGrid, Text } from '@mantine/core';
import {
  BOARD_ACTIONS,
  type BoardAction,
  type BoardGate,
  type BoardGates,
} from '@carddogam/contract/board/gates';
import { USER_TYPES, type UserType } from '@carddogam/contract/constants';

const ACTION_LABEL: Record<BoardAction, string> = {
  list: '목록 보기',
  read: '글 읽기',
  write: '글쓰기',
  comment: '댓글 쓰기',
};

/** Guests can only look: the server never lets a guest write or comment, so those gates have no box. */
const GUEST_ACTIONS: readonly BoardAction[] = ['list', 'read'];

function GateField({
  action,
  gate,
  onChange,
}: {
  action: BoardAction;
  gate: BoardGate;
  onChange: (gate: BoardGate) => void;
}) {
  return (
    <Fieldset legend={ACTION_LABEL[action]} variant="filled" p="sm">
      {GUEST_ACTIONS.includes(action) && (
        <Checkbox
          label="비회원 허용"
          checked={gate.guest}
          onChange={(event) => onChange({ ...gate, guest: event.currentTarget.checked })}
          mb="xs"
        />
      )}
      <Checkbox.Group
        label="허용할 회원 유형"
        value={gate.types}
        onChange={(types) => onChange({ ...gate, types: types as UserType[] })}
      >
        <Group gap="xs" mt={4}>
          {USER_TYPES.map((type) => (
            <Checkbox key={type} value={type} label={type} size="xs" />
          ))}
        </Group>
      </Checkbox.Group>
      <NumberInput
        label="최소 등급"
        description="0이면 새내기 회원도 허용 (운영진은 등급과 무관)"
        value={gate.min_grade}
        onChange={(value) => onChange({ ...gate, min_grade: value === '' ? Number.NaN : Number(value) })}
        min={0}
        max={12}
        allowDecimal={false}
        allowNegative={false}
        mt="xs"
        w={200}
      />
    </Fieldset>
  );
}

/** The four gates of a board (decision 026); 관리자 passes every gate whatever is set here. */
export function GateFields({
  gates,
  onChange,
  error,
}: {
  gates: BoardGates;
  onChange: (gates: BoardGates) => void;
  error?: string;
}) {
  return (
    <div>
      <Text fw={600} size="sm" mb={4}>
        권한
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {BOARD_ACTIONS.map((action) => (
          <GateField
            key={action}
            action={action}
            gate={gates[action]}
            onChange={(gate) => onChange({ ...gates, [action]: gate })}
          />
        ))}
      </SimpleGrid>
      {error && (
        <Text c="red" size="sm" mt={4} role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}
