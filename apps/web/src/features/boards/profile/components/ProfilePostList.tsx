import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { BoardPostItem } from '@carddogam/contract/calls/board';
import { formatDateTime, formatThousands } from '../../../../lib/format';
import { boardReadPath } from '@carddogam/contract/board/seeded-boards';
import { PostTitle } from '../../components/PostTitle';

interface ProfilePostListProps {
  posts: BoardPostItem[];
  isMobile: boolean;
}

/** A member's posts: a table on desktop, one card per post on a phone. */
export function ProfilePostList({ posts, isMobile }: ProfilePostListProps) {
  if (isMobile) {
    return (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="작성한 게시글">
        {posts.map((post) => (
          <Paper key={post.id} component="li" withBorder radius="md" p="sm">
            <Text size="xs" c="dimmed">
              {post.board_name}
            </Text>
            <PostTitle post={post} href={readPathOf(post)} />
            <Group gap={8} mt={4}>
              <Text size="xs" c="dimmed">
                {formatDateTime(post.created)}
              </Text>
              <Text size="xs" c="dimmed">
                조회 {formatThousands(post.view_count)}
              </Text>
              <Text size="xs" c="dimmed">
                추천 {formatThousands(post.vote_up)}
              </Text>
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table verticalSpacing="xs" highlightOnHover aria-label="작성한 게시글" style={{ tableLayout: 'fixed' }}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={130}>게시판</Table.Th>
          <Table.Th>제목</Table.Th>
          <Table.Th w={140} ta="center">
            날짜
          </Table.Th>
          <Table.Th w={70} ta="center">
            조회
          </Table.Th>
          <Table.Th w={70} ta="center">
            추천
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {posts.map((post) => (
          <Table.Tr key={post.id}>
            <Table.Td>
              <Text size="sm" c="dimmed" truncate="end">
                {post.board_name}
              </Text>
            </Table.Td>
            <Table.Td>
              <PostTitle post={post} href={readPathOf(post)} />
            </Table.Td>
            <Table.Td ta="center">
              <Text size="sm" c="dimmed">
                {formatDateTime(post.created)}
              </Text>
            </Table.Td>
            <Table.Td ta="center">{formatThousands(post.view_count)}</Table.Td>
            <Table.Td ta="center">{formatThousands(post.vote_up)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const readPathOf = (post: BoardPostItem) =>
  boardReadPath({ group: post.board_group, name: post.board_name }, post.id);
