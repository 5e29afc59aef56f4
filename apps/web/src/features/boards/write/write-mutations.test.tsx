import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fakeApi } from '../../../test/fake-api';
import { boardKeys } from '../api/keys';
import { useBoardPostMutations } from '../api/write-mutations';

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useBoardPostMutations(), { wrapper });
  const keys = () => invalidated.mock.calls.map(([filters]) => filters?.queryKey);
  return { result, keys, queryClient };
}

afterEach(() => vi.restoreAllMocks());

describe('post mutations', () => {
  it("refresh the board's lists and the post after a new post", async () => {
    fakeApi({ '/api/board/post/insert': { id: 77, board_group: '커뮤니티', board_name: '자유게시판' } });
    const { result, keys } = setup();
    await result.current.insert.mutateAsync({ board_id: 3, title: '제목', content: '<p>내용</p>' });
    await waitFor(() => expect(keys()).toContainEqual(boardKeys.lists('자유게시판')));
    expect(keys()).toContainEqual(boardKeys.post(77));
  });

  it("refresh the board's lists and the post after an edit, without sending the board's name", async () => {
    const api = fakeApi({ '/api/board/post/update': { id: 55, review_requested: false } });
    const { result, keys } = setup();
    await result.current.update.mutateAsync({
      id: 55,
      boardName: '카드 질문',
      title: '제목',
      content: '<p>내용</p>',
    });
    await waitFor(() => expect(keys()).toContainEqual(boardKeys.lists('카드 질문')));
    expect(keys()).toContainEqual(boardKeys.post(55));
    expect(api.calls[0]!.params).toEqual({ id: 55, title: '제목', content: '<p>내용</p>' });
  });
});
