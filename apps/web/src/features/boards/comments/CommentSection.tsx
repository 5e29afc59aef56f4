import { useState } from 'react';
import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoardReadResult } from '@carddogam/contract/calls/board';
import { errorMessage } from '../../../lib/error-message';
import { formatThousands } from '../../../lib/format';
import { showError, showSuccess } from '../../../lib/toast';
import { boardCommentsQuery } from '../api/board-queries';
import { useCommentMutations, type CommentInsertParams } from '../api/read-mutations';
import { BoardPager } from '../components/BoardPager';
import { threadComments } from '../lib/comment-thread';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';
import { CommentWriteGate } from './CommentWriteGate';

interface CommentSectionProps {
  read: BoardReadResult;
  /** Opens the 신고 dialog for a comment. */
  onReport: (commentId: number) => void;
}

/**
 * The comments of a post, a page at a time: threads one reply deep, the reply boxes, the comment pager and
 * the box for a new comment. A new comment goes to the end, so the section then shows the last page.
 */
export function CommentSection({ read, onReport }: CommentSectionProps) {
  const postId = read.post.id;
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const query = useQuery(boardCommentsQuery(postId, page));
  const mutations = useCommentMutations(postId, read.board.name);
  const [replyTo, setReplyTo] = useState<number | null>(null);
  const canComment = read.can.comment;
  const total = query.data?.total ?? read.post.comment_count;

  const write = async (params: CommentInsertParams) => {
    try {
      await mutations.insert.mutateAsync(params);
      showSuccess(params.parent_id ? '답글이 등록되었습니다.' : '댓글이 등록되었습니다.');
      if (!params.parent_id) setPage((await queryClient.fetchQuery(boardCommentsQuery(postId))).page_count);
      return true;
    } catch (e) {
      showError(errorMessage(e));
      return false;
    }
  };

  return (
    <Box component="section" aria-labelledby="comments-heading">
      <Title order={3} size="h5" id="comments-heading" mb="xs">
        댓글 {formatThousands(total)}
      </Title>
      {query.isError ? (
        <Group gap="xs" mb="sm">
          <Text size="sm" c="red" role="alert">
            {errorMessage(query.error)}
          </Text>
          <Button size="compact-xs" variant="default" onClick={() => void query.refetch()}>
            다시 시도
          </Button>
        </Group>
      ) : query.data && query.data.rows.length > 0 ? (
        <Stack component="ul" gap={0} p={0} m={0} mb="sm" style={{ listStyle: 'none' }}>
          {threadComments(query.data.rows).map(({ comment, replies }) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              mutations={mutations}
              moderate={read.board.can.moderate}
              onReply={canComment ? () => setReplyTo(replyTo === comment.id ? null : comment.id) : undefined}
              onReport={() => onReport(comment.id)}
            >
              {(replies.length > 0 || replyTo === comment.id) && (
                <Paper bg="gray.0" radius="sm" pl="md" pr="xs" ml="md" aria-label="답글">
                  {replies.length > 0 && (
                    <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
                      {replies.map((reply) => (
                        <CommentItem
                          key={reply.id}
                          comment={reply}
                          mutations={mutations}
                          moderate={read.board.can.moderate}
                          onReport={() => onReport(reply.id)}
                        />
                      ))}
                    </Stack>
                  )}
                  {replyTo === comment.id && (
                    <Box py="xs">
                      <CommentForm
                        label="답글 내용"
                        submitLabel="답글 등록"
                        placeholder="답글을 입력하세요"
                        pending={mutations.insert.isPending}
                        autoFocus
                        onCancel={() => setReplyTo(null)}
                        onSubmit={async (content) => {
                          const saved = await write({ content, parent_id: comment.id });
                          if (saved) setReplyTo(null);
                          return saved;
                        }}
                      />
                    </Box>
                  )}
                </Paper>
              )}
            </CommentItem>
          ))}
        </Stack>
      ) : query.data ? (
        <Text size="sm" c="dimmed" mb="sm">
          아직 댓글이 없습니다. 첫 댓글을 남겨보세요.
        </Text>
      ) : null}
      {query.data && (
        <Box mb="sm">
          <BoardPager
            label="댓글 페이지"
            page={query.data.page}
            pageCount={query.data.page_count}
            onChange={setPage}
            blockSize={5}
          />
        </Box>
      )}
      <CommentWriteGate canComment={canComment}>
        <CommentForm
          label="댓글 내용"
          submitLabel="댓글 등록"
          placeholder="댓글을 입력하세요"
          pending={mutations.insert.isPending && !mutations.insert.variables?.parent_id}
          onSubmit={(content) => write({ content })}
        />
      </CommentWriteGate>
    </Box>
  );
}
