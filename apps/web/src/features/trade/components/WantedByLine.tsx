import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { WANT_MSG } from '@carddogam/contract/calls/want-matches';
import { postWantedQuery } from '../api/trade-queries';

/** For the seller: "이 카드를 찾는 회원 N명", members with an open 구해요 for the post's cards. */
export function WantedByLine({ postId }: { postId: number }) {
  const wanted = useQuery(postWantedQuery(postId));
  if (!wanted.data) return null;
  return (
    <Text size="sm" c={wanted.data.members > 0 ? 'blue' : 'dimmed'} fw={wanted.data.members > 0 ? 600 : 400}>
      {WANT_MSG.wantedBy(wanted.data.members)}
    </Text>
  );
}
