import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconLink, IconList } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { BoardReadResult } from '@carddogam/contract/calls/board';
import { BOARD_MSG } from '@carddogam/contract/messages';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/toast';
import { useDeletePost } from '../api/read-mutations';
import { listHref, updateHref, type BoardListState } from '../lib/list-state';

interface PostActionsProps {
  read: BoardReadResult;
  /** The list the reader came from: 목록 and the page after a delete go back to it. */
  listState: BoardListState;
  onReport: () => void;
}

/** 목록, 링크 복사, 신고, and 수정 / 삭제 for those allowed. */
export function PostActions({ read, listState, onReport }: PostActionsProps) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const remove = useDeletePost(read.board.name);
  const { post, board } = read;
  const backToList = listHref(listState);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}${pathname}${search}`);
      showSuccess(BOARD_MSG.linkCopied);
    } catch {
      showError('주소를 복사하지 못했습니다. 주소창의 주소를 직접 복사해주세요.');
    }
  };

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: '게시글 삭제',
      children: <Text size="sm">{BOARD_MSG.deleteConfirm}</Text>,
      labels: { confirm: '삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(post.id, {
          onSuccess: () => {
            showSuccess(BOARD_MSG.deleted);
            void navigate(backToList);
          },
          onError: (e) => showError(errorMessage(e)),
        }),
    });

  return (
    <Group justify="space-between" wrap="wrap" gap="xs" role="group" aria-label="게시글 메뉴">
      <Group gap="xs">
        <Button
          component={Link}
          to={backToList}
          variant="default"
          size="xs"
          leftSection={<IconList size={14} />}
        >
          목록
        </Button>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconLink size={14} />}
          onClick={() => void copyLink()}
        >
          링크 복사
        </Button>
        {read.reported ? (
          <Button variant="default" size="xs" disabled>
            신고 접수됨
          </Button>
        ) : (
          read.can.report && (
            <Button
              variant="default"
              size="xs"
              color="red"
              leftSection={<IconAlertTriangle size={14} />}
              onClick={onReport}
            >
              신고
            </Button>
          )
        )}
      </Group>
      {(read.can.edit || read.can.delete) && (
        <Group gap="xs">
          {read.can.edit && (
            <Button
              component={Link}
              to={updateHref({ group: board.group, name: board.name }, post.id)}
              variant="light"
              size="xs"
            >
              수정
            </Button>
          )}
          {read.can.delete && (
            <Button variant="light" color="red" size="xs" onClick={confirmDelete} loading={remove.isPending}>
              삭제
            </Button>
          )}
        </Group>
      )}
    </Group>
  );
}
