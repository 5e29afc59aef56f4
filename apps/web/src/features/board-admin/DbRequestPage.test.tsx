import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { preloadRoutes } from '../../test/render-app';
import { failPath } from '../../test/session-fixtures';
import { dbRequest, MANAGER, paramsOf, renderBoardAdmin } from './board-admin.fixture';

const LIST = '/api/admin/board/db_request/list';
const UPDATE = '/api/admin/board/db_request/update';

function render() {
  return renderBoardAdmin(
    '/admin/board/db_request',
    {
      [LIST]: {
        total: 2,
        rows: [
          dbRequest(90, { title: '151 세트 추가해주세요' }),
          dbRequest(88, {
            title: '오타 제보',
            status: '완료',
            db_request_status: '완료',
            reply: '수정했습니다.',
            replied_by: '매니저님',
            status_updated: '2026-11-22 12:00',
          }),
        ],
      },
      [UPDATE]: (p: unknown) => p,
    },
    MANAGER,
  );
}

describe('/admin/board/db_request', { timeout: 30_000 }, () => {
  beforeAll(() => preloadRoutes('/admin/board/db_request'), 60_000);

  it('lists the requests with their status and filters by status', async () => {
    const { api } = render();
    const table = await screen.findByRole('table', { name: '카드/DB 추가 요청 목록' });
    await within(table).findByText('151 세트 추가해주세요');
    expect(within(table).getByText('수정했습니다.')).toBeTruthy();
    expect(within(table).getByText('매니저님')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: '처리중' }));
    await waitFor(() => expect(paramsOf(api, LIST).at(-1)).toEqual({ page: 1, status: '처리중' }));
    fireEvent.click(screen.getByRole('radio', { name: '전체' }));
    await waitFor(() => expect(paramsOf(api, LIST).at(-1)).toEqual({ page: 1, status: null }));
  });

  it('saves a status and a reply for the request', async () => {
    const { api } = render();
    await screen.findByText('151 세트 추가해주세요');
    fireEvent.click(screen.getByRole('button', { name: '요청 90 답변' }));
    const dialog = await screen.findByRole('dialog', { name: '요청 처리' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '처리중' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: '답변' }), {
      target: { value: '다음 업데이트에 추가하겠습니다.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(paramsOf(api, UPDATE)).toEqual([
        { post_id: 90, status: '처리중', reply: '다음 업데이트에 추가하겠습니다.' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '요청 처리' })).toBeNull());
  });

  it('refuses a reply over 2,000 characters before sending, and shows the server’s refusal', async () => {
    const { api } = render();
    await screen.findByText('151 세트 추가해주세요');
    fireEvent.click(screen.getByRole('button', { name: '요청 90 답변' }));
    const dialog = await screen.findByRole('dialog', { name: '요청 처리' });
    const reply = within(dialog).getByRole('textbox', { name: '답변' });
    fireEvent.change(reply, { target: { value: '가'.repeat(2001) } });
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText('답변은 2,000자까지 쓸 수 있습니다.')).toBeTruthy();
    expect(paramsOf(api, UPDATE)).toEqual([]);

    failPath(api, UPDATE, 400, 'BAD_REQUEST', '카드/DB 추가 요청 게시판의 글이 아닙니다.');
    fireEvent.change(reply, { target: { value: '확인했습니다.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      '카드/DB 추가 요청 게시판의 글이 아닙니다.',
    );
  });
});
