import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { BoardSetting } from '@carddogam/contract/calls/board-admin';
import { QueryState } from '../../../../components/QueryState';
import { categoriesQuery, type BoardGroupSetting } from '../../api/board-admin-queries';
import { useDeleteBoard, useDeleteGroup, useReorderGroups } from '../../api/category-mutations';
import { draftOf, newBoardDraft, type BoardDraft } from '../../lib/board-form';
import { reorder } from '../../lib/reorder';
import { BoardFormDialog } from './BoardFormDialog';
import { GroupDialog, type GroupDraft } from './GroupDialog';
import { GroupSection } from './GroupSection';

const nextSort = (items: ReadonlyArray<{ sort: number }>) =>
  items.reduce((max, item) => Math.max(max, item.sort), 0) + 10;

/**
 * /admin/board/category: the groups in menu order, each with its boards. Groups are added, renamed,
 * moved and (once empty) deleted here; boards are added, edited and (once without posts) deleted.
 */
export function CategoryScreen() {
  const categories = useQuery(categoriesQuery);
  const reorderGroups = useReorderGroups();
  const deleteGroup = useDeleteGroup();
  const deleteBoard = useDeleteBoard();
  const [groupDraft, setGroupDraft] = useState<GroupDraft | null>(null);
  const [boardDraft, setBoardDraft] = useState<BoardDraft | null>(null);

  if (!categories.data)
    return <QueryState error={categories.error} onRetry={() => void categories.refetch()} />;
  const groups = categories.data;

  const confirm = (title: string, text: string, onConfirm: () => void) =>
    modals.openConfirmModal({
      title,
      children: text,
      labels: { confirm: '삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm,
    });

  const actionsOf = (group: BoardGroupSetting, index: number) => ({
    move: (step: -1 | 1) =>
      reorderGroups.mutate(reorder(groups, index, step).map(({ id, name, sort }) => ({ id, name, sort }))),
    rename: () => setGroupDraft({ id: group.id, name: group.name, sort: group.sort }),
    remove: () =>
      confirm('그룹 삭제', `'${group.name}' 그룹을 삭제하시겠습니까?`, () => deleteGroup.mutate(group.id)),
    addBoard: () => setBoardDraft(newBoardDraft(group.id, nextSort(group.boards))),
    editBoard: (board: BoardSetting) => setBoardDraft(draftOf(board)),
    removeBoard: (board: BoardSetting) =>
      confirm('게시판 삭제', `'${board.name}' 게시판을 삭제하시겠습니까?`, () =>
        deleteBoard.mutate(board.id),
      ),
  });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          게시판 이름은 그룹이 달라도 겹칠 수 없습니다. 게시글이 있는 게시판은 글을 옮기거나 지운 뒤 삭제할 수
          있습니다.
        </Text>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setGroupDraft({ name: '', sort: nextSort(groups) })}
        >
          그룹 추가
        </Button>
      </Group>
      {groups.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          게시판 그룹이 없습니다. 그룹을 먼저 추가해주세요.
        </Text>
      )}
      {groups.map((group, index) => (
        <GroupSection
          key={group.id}
          group={group}
          first={index === 0}
          last={index === groups.length - 1}
          busy={reorderGroups.isPending}
          actions={actionsOf(group, index)}
        />
      ))}
      {groupDraft && <GroupDialog initial={groupDraft} onClose={() => setGroupDraft(null)} />}
      {boardDraft && (
        <BoardFormDialog initial={boardDraft} groups={groups} onClose={() => setBoardDraft(null)} />
      )}
    </Stack>
  );
}
