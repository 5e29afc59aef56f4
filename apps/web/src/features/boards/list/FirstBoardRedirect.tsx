import { Alert, Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { boardMenuQuery } from '../api/board-queries';
import { boardStart, listHref } from '../lib/list-state';

/** /board/list without a board (the home page's 커뮤니티 tile) opens the first board of the menu. */
export function FirstBoardRedirect() {
  const { data, isPending, error } = useQuery(boardMenuQuery);
  if (isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="불러오는 중" />
      </Center>
    );
  }
  if (error)
    return (
      <Alert color="red" role="alert">
        {errorMessage(error)}
      </Alert>
    );
  const first = data.flatMap((group) => group.boards)[0];
  if (!first) return <Alert color="gray">볼 수 있는 게시판이 없습니다.</Alert>;
  return <Navigate replace to={listHref(boardStart({ group: first.group, name: first.name }))} />;
}
