import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Menu,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { ENERGY_TYPES } from '@carddogam/contract/constants';
import { addBlock, patchBlock, removeBlock, visibleBlocks } from './blocks';
import { EMPTY_ABILITY, EMPTY_ATTACK, type AbilityValue, type AttackValue } from './part-values';

const ENERGY_LABEL = new Map<string, string>(ENERGY_TYPES.map((t) => [t.code, t.kr]));

/** The first block adds a block; every other block deletes itself (§2.18). */
function BlockButton({ index, onAdd, onRemove }: { index: number; onAdd: () => void; onRemove: () => void }) {
  return index === 0 ? (
    <Button size="compact-xs" variant="light" leftSection={<IconPlus size={14} />} onClick={onAdd}>
      추가
    </Button>
  ) : (
    <Button
      size="compact-xs"
      variant="light"
      color="red"
      leftSection={<IconTrash size={14} />}
      onClick={onRemove}
    >
      삭제
    </Button>
  );
}

interface EditorProps<T> {
  value: T[];
  onChange: (next: T[]) => void;
  /** Shows the blocks without the controls that change them (a report opened to read). */
  readOnly?: boolean;
  /** A heading above the blocks, for forms that do not give the section one of their own. */
  title?: string;
}

/** 기술 blocks (§2.18): name, damage, cost chips with a '추가' energy menu, and text. */
export function AttacksEditor({ value, onChange, readOnly, title }: EditorProps<AttackValue>) {
  const blocks = visibleBlocks(value, EMPTY_ATTACK);
  const patch = (index: number, p: Partial<AttackValue>) =>
    onChange(patchBlock(value, EMPTY_ATTACK, index, p));
  return (
    <Stack gap="xs">
      {title && (
        <Text fw={600} size="sm">
          {title}
        </Text>
      )}
      {blocks.map((attack, index) => (
        <Paper key={index} withBorder p="xs" data-testid="attack-block">
          <Stack gap={6}>
            <Group grow gap="xs">
              <TextInput
                label="기술명"
                size="xs"
                value={attack.name}
                readOnly={readOnly}
                onChange={(e) => patch(index, { name: e.currentTarget.value })}
              />
              <TextInput
                label="데미지"
                size="xs"
                value={attack.damage}
                readOnly={readOnly}
                onChange={(e) => patch(index, { damage: e.currentTarget.value })}
              />
            </Group>
            <Group gap={4}>
              <Text size="xs">비용</Text>
              {attack.cost.map((code, i) => (
                <Badge
                  key={`${code}-${i}`}
                  variant="light"
                  rightSection={
                    !readOnly && (
                      <ActionIcon
                        size="xs"
                        variant="transparent"
                        aria-label={`${ENERGY_LABEL.get(code) ?? code} 삭제`}
                        onClick={() => patch(index, { cost: attack.cost.filter((_, j) => j !== i) })}
                      >
                        <IconX size={10} />
                      </ActionIcon>
                    )
                  }
                >
                  {ENERGY_LABEL.get(code) ?? code}
                </Badge>
              ))}
              {!readOnly && (
                <Menu withinPortal>
                  <Menu.Target>
                    <Button size="compact-xs" variant="subtle">
                      추가
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {ENERGY_TYPES.map((t) => (
                      <Menu.Item
                        key={t.code}
                        onClick={() => patch(index, { cost: [...attack.cost, t.code] })}
                      >
                        {t.kr}
                      </Menu.Item>
                    ))}
                  </Menu.Dropdown>
                </Menu>
              )}
            </Group>
            <Textarea
              label="설명"
              size="xs"
              placeholder="설명를 입력해주세요"
              rows={2}
              value={attack.text}
              readOnly={readOnly}
              onChange={(e) => patch(index, { text: e.currentTarget.value })}
            />
            {!readOnly && (
              <Group justify="flex-end">
                <BlockButton
                  index={index}
                  onAdd={() => onChange(addBlock(value, EMPTY_ATTACK))}
                  onRemove={() => onChange(removeBlock(value, index))}
                />
              </Group>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** 특성 blocks (§2.18): type, name and text. */
export function AbilitiesEditor({ value, onChange, readOnly, title }: EditorProps<AbilityValue>) {
  const blocks = visibleBlocks(value, EMPTY_ABILITY);
  const patch = (index: number, p: Partial<AbilityValue>) =>
    onChange(patchBlock(value, EMPTY_ABILITY, index, p));
  return (
    <Stack gap="xs">
      {title && (
        <Text fw={600} size="sm">
          {title}
        </Text>
      )}
      {blocks.map((ability, index) => (
        <Paper key={index} withBorder p="xs" data-testid="ability-block">
          <Stack gap={6}>
            <Group grow gap="xs">
              <TextInput
                label="속성"
                size="xs"
                value={ability.type}
                readOnly={readOnly}
                onChange={(e) => patch(index, { type: e.currentTarget.value })}
              />
              <TextInput
                label="능력명"
                size="xs"
                value={ability.name}
                readOnly={readOnly}
                onChange={(e) => patch(index, { name: e.currentTarget.value })}
              />
            </Group>
            <Textarea
              label="설명"
              size="xs"
              rows={2}
              value={ability.text}
              readOnly={readOnly}
              onChange={(e) => patch(index, { text: e.currentTarget.value })}
            />
            {!readOnly && (
              <Group justify="flex-end">
                <BlockButton
                  index={index}
                  onAdd={() => onChange(addBlock(value, EMPTY_ABILITY))}
                  onRemove={() => onChange(removeBlock(value, index))}
                />
              </Group>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
