import { ActionIcon, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus } from '@tabler/icons-react';
import type { BoardSetting } from '@carddogam/contract/calls/board-admin';
import { BOARD_MSG } from '@carddogam/contract/messages';
import { AdminTable } from '../../../../components/admin/AdminTable';
import type { BoardGroupSetting } from '../../api/board-admin-queries';
import { boardColumns } from './board-columns';

export interface GroupActions {
  move: (step: -1 | 1) => void;
  rename: () => void;
  remove: () => void;
  addBoard: () => void;
  editBoard: (board: BoardSetting) => void;
  removeBoard: (board: BoardSetting) => void;
}

const boardRowId = (board: BoardSetting) => String(board.id);

/** One group: its place in the menu, its own actions and its boards. */
export function GroupSection({
  group,
  first,
  last,
  busy,
  actions,
}: {
  group: BoardGroupSetting;
  first: boolean;
  last: boolean;
  busy: boolean;
  actions: GroupActions;
}) {
  const columns = boardColumns({ edit: actions.editBoard, remove: actions.removeBoard });
  const hasBoards = group.boards.length > 0;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={`${group.name} 그룹`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Title order={2} fz="lg">
              {group.name}
            </Title>
            <Text size="sm" c="dimmed">
              순서 {group.sort} · 게시판 {group.boards.length}개
            </Text>
          </Group>
          <Group gap={6}>
            <ActionIcon
              variant="default"
              aria-label={`${group.name} 위로`}
              disabled={first || busy}
              onClick={() => actions.move(-1)}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="default"
              aria-label={`${group.name} 아래로`}
              disabled={last || busy}
              onClick={() => actions.move(1)}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <Button size="xs" variant="default" onClick={actions.rename}>
              이름 변경
            </Button>
            <Tooltip label={BOARD_MSG.groupHasBoards} disabled={!hasBoards}>
              <Button
                size="xs"
                variant="light"
                color="red"
                disabled={hasBoards}
                onClick={actions.remove}
                aria-label={`${group.name} 그룹 삭제`}
              >
                삭제
              </Button>
            </Tooltip>
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={actions.addBoard}>
              게시판 추가
            </Button>
          </Group>
        </Group>
        <AdminTable
          label={`${group.name} 게시판 목록`}
          columns={columns}
          data={group.boards}
          getRowId={boardRowId}
          minWidth={1000}
          emptyText="이 그룹에는 게시판이 없습니다"
        />
      </Stack>
    </Paper>
  );
}
