import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { preloadRoutes } from '../../test/render-app';
import { comment, MANAGER, paramsOf, post, renderBoardAdmin } from './board-admin.fixture';

const REPORTS = '/api/admin/board/report/list';

describe('/admin/board/blinded_post', { timeout: 30_000 }, () => {
  beforeAll(() => preloadRoutes('/admin/board/blinded_post'), 60_000);

  const render = () =>
    renderBoardAdmin(
      '/admin/board/blinded_post',
      {
        '/api/admin/board/blinded_post/list': {
          total: 2,
          rows: [
            post(7, {
              title: '수정한 글',
              blinded: true,
              review_requested: true,
              report_count: 2,
              report_score: 3,
            }),
            post(5, { title: '도배 글', blinded: true, report_count: 3, report_score: 3 }),
          ],
        },
        [REPORTS]: [
          {
            id: 31,
            reason: '기타',
            detail: '같은 글을 반복해서 올립니다',
            weight: 2,
            reporter: '이슬',
            created: '2026-11-22 10:00',
          },
          { id: 30, reason: '광고/도배', detail: '', weight: 1, reporter: '웅', created: '2026-11-22 09:00' },
        ],
        '/api/admin/board/post/unblind': (p: unknown) => p,
      },
      MANAGER,
    );

  it('shows the blinded posts with their review requests and each post’s report reasons', async () => {
    const { api } = render();
    const table = await screen.findByRole('table', { name: '블라인드 게시글 목록' });
    await within(table).findByText('수정한 글');
    expect(within(table).getAllByText('검토 요청')).toHaveLength(1);

    fireEvent.click(within(table).getByRole('button', { name: '게시글 7 신고 내역' }));
    const dialog = await screen.findByRole('dialog', { name: '신고 내역' });
    expect(await within(dialog).findByText('같은 글을 반복해서 올립니다')).toBeTruthy();
    expect(within(dialog).getByText('광고/도배')).toBeTruthy();
    expect(within(dialog).getByText('이슬')).toBeTruthy();
    expect(paramsOf(api, REPORTS)).toEqual([{ target: 'post', id: 7 }]);
  });

  it('unblinds the selected posts', async () => {
    const { api } = render();
    await screen.findByText('도배 글');
    fireEvent.click(screen.getByRole('checkbox', { name: '전체 선택' }));
    fireEvent.click(screen.getByRole('button', { name: '블라인드 해제' }));
    await waitFor(() =>
      expect(paramsOf(api, '/api/admin/board/post/unblind')).toEqual([{ id: 7 }, { id: 5 }]),
    );
  });
});

describe('/admin/board/comment', { timeout: 30_000 }, () => {
  beforeAll(() => preloadRoutes('/admin/board/comment'), 60_000);

  const LIST = '/api/admin/board/comment/list';
  const render = () =>
    renderBoardAdmin(
      '/admin/board/comment',
      {
        [LIST]: {
          total: 2,
          rows: [
            comment(41, { content: '욕설이 담긴 댓글', report_count: 2 }),
            comment(42, { content: '평범한 댓글', blinded: true }),
          ],
        },
        '/api/admin/board/comment/delete': (p: unknown) => p,
        '/api/admin/board/comment/unblind': (p: unknown) => p,
      },
      MANAGER,
    );

  it('lists comments with their post and deletes the selected ones after confirming', async () => {
    const { api } = render();
    const table = await screen.findByRole('table', { name: '댓글 목록' });
    await within(table).findByText('욕설이 담긴 댓글');
    expect(within(table).getAllByRole('link', { name: '게시글 제목 1' })[0]!.getAttribute('href')).toMatch(
      /\/board\/read\?.*&id=1$/,
    );

    fireEvent.click(screen.getByRole('checkbox', { name: '댓글 41 선택' }));
    fireEvent.click(screen.getByRole('button', { name: '삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '댓글 삭제' });
    fireEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(paramsOf(api, '/api/admin/board/comment/delete')).toEqual([{ id: 41 }]));
    expect(await screen.findByText('댓글 1건을 삭제했습니다.')).toBeTruthy();
  });

  it('searches blinded comments only, and unblinds the selected one', async () => {
    const { api } = render();
    await screen.findByText('평범한 댓글');
    fireEvent.click(screen.getByRole('checkbox', { name: '블라인드된 댓글만' }));
    await waitFor(() =>
      expect(paramsOf(api, LIST).at(-1)).toEqual({ page: 1, keyword: '', blinded_only: true }),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: '댓글 42 선택' }));
    fireEvent.click(screen.getByRole('button', { name: '블라인드 해제' }));
    await waitFor(() => expect(paramsOf(api, '/api/admin/board/comment/unblind')).toEqual([{ id: 42 }]));
  });
});
