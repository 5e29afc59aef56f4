import { Container, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MSG } from '@carddogam/contract/messages';
import { QueryState } from '../../../components/QueryState';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { userSummaryQuery } from '../../user-menu';
import { profileCommentsQuery, profilePostsQuery } from '../api/board-queries';
import { ProfileCommentList } from './components/ProfileCommentList';
import { ProfileList } from './components/ProfileList';
import { ProfilePostList } from './components/ProfilePostList';
import { ProfileSummary } from './components/ProfileSummary';
import { useProfileParams, type ProfileTab } from './hooks/use-profile-params';
import { useProfileTitle } from './hooks/use-profile-title';

const TAB_NAMES: Record<ProfileTab, string> = { posts: '게시글', comments: '댓글' };

/**
 * /mypage/profile?user_id= (§2.21 '게시글 보기'): a member's posts and comments, open to everyone. The
 * server leaves out what sits in boards the viewer may not read.
 */
export default function ProfilePage() {
  const { userId, tab, page, setTab, setPage } = useProfileParams();
  const isMobile = useIsMobile();
  const lookup = useQuery({ ...userSummaryQuery(userId), enabled: userId !== '' });
  const member = lookup.data?.[0];
  const known = member !== undefined;
  // The other tab's first page is asked for too, only so that both tabs can show their counts.
  const posts = useQuery({ ...profilePostsQuery(userId, tab === 'posts' ? page : 1), enabled: known });
  const comments = useQuery({
    ...profileCommentsQuery(userId, tab === 'comments' ? page : 1),
    enabled: known,
  });
  useProfileTitle(member ? `${member.nickname}님의 ${TAB_NAMES[tab]}` : null);

  if (userId === '' || (lookup.isSuccess && !known)) return <Missing />;
  if (!member) {
    return (
      <Container size="lg" py="md">
        <QueryState error={lookup.error} onRetry={() => void lookup.refetch()} />
      </Container>
    );
  }

  const count = (total: number | undefined) =>
    total === undefined ? '' : ` ${total.toLocaleString('ko-KR')}`;
  return (
    <Container size="lg" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <ProfileSummary member={member} />
        <Tabs value={tab} onChange={(next) => next && setTab(next as ProfileTab)} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="posts">
              {TAB_NAMES.posts}
              {count(posts.data?.total)}
            </Tabs.Tab>
            <Tabs.Tab value="comments">
              {TAB_NAMES.comments}
              {count(comments.data?.total)}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="posts" pt="md">
            <ProfileList
              total={posts.data?.total}
              error={posts.error}
              onRetry={() => void posts.refetch()}
              page={page}
              onPage={setPage}
              emptyText="아직 작성한 게시글이 없습니다."
            >
              <ProfilePostList posts={posts.data?.rows ?? []} isMobile={isMobile} />
            </ProfileList>
          </Tabs.Panel>
          <Tabs.Panel value="comments" pt="md">
            <ProfileList
              total={comments.data?.total}
              error={comments.error}
              onRetry={() => void comments.refetch()}
              page={page}
              onPage={setPage}
              emptyText="아직 작성한 댓글이 없습니다."
            >
              <ProfileCommentList comments={comments.data?.rows ?? []} isMobile={isMobile} />
            </ProfileList>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}

/** No such member (or no id in the address). */
function Missing() {
  return (
    <Container size="lg" py="xl">
      <Text ta="center" c="dimmed" role="alert">
        {MSG.userMissing}
      </Text>
    </Container>
  );
}
