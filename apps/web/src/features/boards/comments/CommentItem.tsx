import { useState, type ReactNode } from 'react';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { BoardComment } from '@carddogam/contract/calls/board';
import { BOARD_MSG } from '@carddogam/contract/messages';
import { errorMessage } from '../../../lib/error-message';
import { useSession } from '../../../lib/session';
import { showError, showSuccess } from '../../../lib/toast';
import type { useCommentMutations } from '../api/read-mutations';
import { PostWriter } from '../components/PostWriter';
import { CommentForm } from './CommentForm';

interface CommentItemProps {
  comment: BoardComment;
  mutations: ReturnType<typeof useCommentMutations>;
  /** Moderators delete any comment; the button then says 관리자 삭제 on others' comments. */
  moderate: boolean;
  /** Shown on top-level comments when the viewer may comment. */
  onReply?: () => void;
  onReport: () => void;
  /** The reply box or replies under this comment. */
  children?: ReactNode;
}

/**
 * One comment: writer, date and the text as plain text (line breaks kept, never HTML). The writer edits
 * and deletes it until it is replied to, as the server's can_edit / can_delete say.
 */
export function CommentItem({ comment, mutations, moderate, onReply, onReport, children }: CommentItemProps) {
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  const mine = !!user && comment.writer?.user_id === user.user_id;

  const save = async (content: string) => {
    try {
      await mutations.update.mutateAsync({ id: comment.id, content });
      showSuccess('댓글이 수정되었습니다.');
      setEditing(false);
      return true;
    } catch (e) {
      showError(errorMessage(e));
      return false;
    }
  };

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: '댓글 삭제',
      children: <Text size="sm">{BOARD_MSG.commentDeleteConfirm}</Text>,
      labels: { confirm: '삭제', cancel: '취소' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        mutations.remove.mutate(comment.id, {
          onSuccess: () => showSuccess('댓글이 삭제되었습니다.'),
          onError: (e) => showError(errorMessage(e)),
        }),
    });

  return (
    <Box
      component="li"
      data-comment-id={comment.id}
      py="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Stack gap={4}>
        <Group gap={8} wrap="wrap">
          {comment.writer ? (
            <PostWriter writer={comment.writer} size="xs" />
          ) : (
            <Text size="xs" c="dimmed">
              (알 수 없음)
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {comment.created}
            {comment.updated && ' (수정됨)'}
          </Text>
        </Group>
        {editing ? (
          <CommentForm
            initial={comment.content}
            label="댓글 수정"
            submitLabel="수정 완료"
            pending={mutations.update.isPending}
            onSubmit={save}
            onCancel={() => setEditing(false)}
            autoFocus
          />
        ) : (
          <Text
            size="sm"
            c={comment.content_hidden ? 'dimmed' : undefined}
            fs={comment.content_hidden ? 'italic' : undefined}
            style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
          >
            {comment.content}
          </Text>
        )}
        {!editing && (
          <Group gap={4}>
            {onReply && !comment.deleted && (
              <Button size="compact-xs" variant="subtle" color="gray" onClick={onReply}>
                답글
              </Button>
            )}
            {comment.can_edit && (
              <Button size="compact-xs" variant="subtle" color="gray" onClick={() => setEditing(true)}>
                수정
              </Button>
            )}
            {comment.can_delete && (
              <Button size="compact-xs" variant="subtle" color="red" onClick={confirmDelete}>
                {moderate && !mine ? '관리자 삭제' : '삭제'}
              </Button>
            )}
            {comment.can_report && (
              <Button size="compact-xs" variant="subtle" color="gray" onClick={onReport}>
                신고
              </Button>
            )}
          </Group>
        )}
        {children}
      </Stack>
    </Box>
  );
}
