import { Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CallResult } from '@carddogam/contract/call';
import type { boardCalls } from '@carddogam/contract/calls/board';
import { boardReadPath } from '@carddogam/contract/board/seeded-boards';
import { formatDateTime } from '../../../../lib/format';

type ProfileComment = CallResult<typeof boardCalls.profileComments>['rows'][number];

interface ProfileCommentListProps {
  comments: ProfileComment[];
  isMobile: boolean;
}

const postHref = (comment: ProfileComment) =>
  boardReadPath({ group: comment.board_group, name: comment.board_name }, comment.post_id);

/** The comment as the plain text it is (comments carry no markup), cut to two lines. */
function CommentText({ comment }: { comment: ProfileComment }) {
  return (
    <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
      {comment.content}
    </Text>
  );
}

function PostLink({ comment }: { comment: ProfileComment }) {
  return (
    <Anchor component={Link} to={postHref(comment)} size="sm" truncate="end" display="block">
      {comment.post_title}
    </Anchor>
  );
}

/** A member's comments with the post each was written on: a table on desktop, cards on a phone. */
export function ProfileCommentList({ comments, isMobile }: ProfileCommentListProps) {
  if (isMobile) {
    return (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="작성한 댓글">
        {comments.map((comment) => (
          <Paper key={comment.id} component="li" withBorder radius="md" p="sm">
            <CommentText comment={comment} />
            <Group gap={4} wrap="nowrap" mt={6} miw={0}>
              <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
                원글
              </Text>
              <PostLink comment={comment} />
            </Group>
            <Text size="xs" c="dimmed" mt={2}>
              {comment.board_name} · {formatDateTime(comment.created)}
            </Text>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table verticalSpacing="xs" highlightOnHover aria-label="작성한 댓글" style={{ tableLayout: 'fixed' }}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>댓글</Table.Th>
          <Table.Th w="30%">원글</Table.Th>
          <Table.Th w={130}>게시판</Table.Th>
          <Table.Th w={140} ta="center">
            날짜
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {comments.map((comment) => (
          <Table.Tr key={comment.id}>
            <Table.Td>
              <CommentText comment={comment} />
            </Table.Td>
            <Table.Td>
              <PostLink comment={comment} />
            </Table.Td>
            <Table.Td>
              <Text size="sm" c="dimmed" truncate="end">
                {comment.board_name}
              </Text>
            </Table.Td>
            <Table.Td ta="center">
              <Text size="sm" c="dimmed">
                {formatDateTime(comment.created)}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
