import { Badge, Table, Text } from '@mantine/core';
import type { BoardInfo } from '@carddogam/contract/calls/board';
import { formatThousands } from '../../../lib/format';
import { DbRequestBadge } from '../components/DbRequestBadge';
import { PostTitle } from '../components/PostTitle';
import { PostWriter } from '../components/PostWriter';
import type { ListEntry } from '../lib/list-entries';
import { listDate } from '../lib/post-date';

interface PostTableProps {
  board: BoardInfo;
  entries: ListEntry[];
  hrefOf: (id: number) => string;
}

/** The desktop list: 번호 / 말머리 / (상태) / 제목 [댓글 수] / 글쓴이 / 작성일 / 조회 / 추천. */
export function PostTable({ board, entries, hrefOf }: PostTableProps) {
  const withCategory = board.categories.length > 0 || entries.some((e) => e.post.category);
  const isDbRequest = board.kind === 'DB요청';
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing={6} highlightOnHover layout="fixed" aria-label={`${board.name} 게시글 목록`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={72} ta="center">
              번호
            </Table.Th>
            {withCategory && (
              <Table.Th w={88} ta="center">
                말머리
              </Table.Th>
            )}
            {isDbRequest && (
              <Table.Th w={72} ta="center">
                상태
              </Table.Th>
            )}
            <Table.Th>제목</Table.Th>
            <Table.Th w={150}>글쓴이</Table.Th>
            <Table.Th w={92} ta="center">
              작성일
            </Table.Th>
            <Table.Th w={60} ta="center">
              조회
            </Table.Th>
            <Table.Th w={60} ta="center">
              추천
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const { post } = entry;
            return (
              <Table.Tr
                key={entry.key}
                bg={entry.current ? 'blue.0' : entry.pinned ? 'gray.0' : undefined}
                data-post-id={post.id}
              >
                <Table.Td ta="center">
                  <Marker marker={entry.marker} />
                </Table.Td>
                {withCategory && (
                  <Table.Td ta="center">
                    <Text size="xs" c="dimmed" truncate>
                      {post.category ?? ''}
                    </Text>
                  </Table.Td>
                )}
                {isDbRequest && (
                  <Table.Td ta="center">
                    {post.db_request_status && <DbRequestBadge status={post.db_request_status} size="xs" />}
                  </Table.Td>
                )}
                <Table.Td>
                  <PostTitle
                    post={post}
                    href={hrefOf(post.id)}
                    withCategory={false}
                    current={entry.current}
                  />
                </Table.Td>
                <Table.Td>
                  <PostWriter writer={post.writer} size="xs" />
                </Table.Td>
                <Table.Td ta="center">
                  <Text size="xs" c="dimmed" title={post.created}>
                    {listDate(post.created)}
                  </Text>
                </Table.Td>
                <Table.Td ta="center">
                  <Text size="xs" c="dimmed">
                    {formatThousands(post.view_count)}
                  </Text>
                </Table.Td>
                <Table.Td ta="center">
                  <Text size="xs" c={post.vote_up > 0 ? 'blue.7' : 'dimmed'}>
                    {formatThousands(post.vote_up)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The 번호 cell: 공지 and 열람중 as badges, a running number as plain text. */
export function Marker({ marker }: { marker: ListEntry['marker'] }) {
  if (marker === '공지') {
    return (
      <Badge size="sm" color="red" variant="light" radius="sm">
        공지
      </Badge>
    );
  }
  if (marker === '열람중') {
    return (
      <Badge size="sm" color="blue" variant="outline" radius="sm">
        열람중
      </Badge>
    );
  }
  return (
    <Text size="xs" c="dimmed">
      {marker}
    </Text>
  );
}
