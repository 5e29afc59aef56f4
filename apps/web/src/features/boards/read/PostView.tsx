import { useState } from 'react';
import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import type { BoardReadResult } from '@carddogam/contract/calls/board';
import { Banner } from '../../banners';
import { useSession } from '../../../lib/session';
import { CommentSection } from '../comments/CommentSection';
import { ReportDialog, type ReportTarget } from '../components/ReportDialog';
import type { BoardListState } from '../lib/list-state';
import { BlindNotice } from './BlindNotice';
import { DbRequestBlock } from './DbRequestBlock';
import { PostActions } from './PostActions';
import { PostContent } from './PostContent';
import { PostHeader } from './PostHeader';
import { PostNeighbours } from './PostNeighbours';
import { VoteButtons } from './VoteButtons';

interface PostViewProps {
  read: BoardReadResult;
  listState: BoardListState;
}

/** A post: header, blind and request notices, content with card chips, votes, actions and comments. */
export function PostView({ read, listState }: PostViewProps) {
  const { user } = useSession();
  const [report, setReport] = useState<ReportTarget | null>(null);
  const { post } = read;
  const isWriter = !!user && user.user_id === post.writer.user_id;

  return (
    <Stack gap="md">
      <Paper
        component="article"
        withBorder
        radius="md"
        p={{ base: 'sm', sm: 'lg' }}
        aria-labelledby="post-title"
      >
        <Stack gap="md">
          <PostHeader read={read} />
          <Divider />
          <BlindNotice read={read} isWriter={isWriter} />
          {read.db_request && <DbRequestBlock request={read.db_request} />}
          {post.content_hidden ? (
            <Text c="dimmed" ta="center" py="lg">
              내용을 볼 수 없는 게시글입니다.
            </Text>
          ) : (
            <PostContent key={post.content} html={post.content} mentions={read.mentions} />
          )}
          <VoteButtons read={read} />
          <Group justify="center">
            <Banner placement="community" />
          </Group>
        </Stack>
      </Paper>
      <PostActions
        read={read}
        listState={listState}
        onReport={() => setReport({ target: 'post', id: post.id })}
      />
      <PostNeighbours prev={read.prev} next={read.next} listState={listState} />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <CommentSection read={read} onReport={(id) => setReport({ target: 'comment', id })} />
      </Paper>
      <ReportDialog
        report={report}
        postId={post.id}
        boardName={read.board.name}
        onClose={() => setReport(null)}
      />
    </Stack>
  );
}
