import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BOARD_MSG, BOARD_SETTING_MSG, MSG } from '@carddogam/contract/messages';
import { FORBIDDEN_TITLE } from '../../components/admin/ForbiddenScreen';
import { preloadRoutes } from '../../test/render-app';
import { failPath } from '../../test/session-fixtures';
import { MANAGER, paramsOf, renderBoardAdmin } from './board-admin.fixture';

const SAVE_BOARD = '/api/admin/board/category/board/save';
const SAVE_GROUP = '/api/admin/board/category/group/save';
const DELETE_BOARD = '/api/admin/board/category/board/delete';

function render(session?: unknown) {
  return renderBoardAdmin(
    '/admin/board/category',
    {
      [SAVE_BOARD]: { id: 99 },
      [SAVE_GROUP]: (p: unknown) => ({ id: (p as { id?: number }).id ?? 3 }),
      [DELETE_BOARD]: (p: unknown) => p,
    },
    session,
  );
}

const section = (name: string) => screen.findByRole('region', { name: `${name} 그룹` });
const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label, { selector: 'input', exact: false });

describe('/admin/board/category', { timeout: 30_000 }, () => {
  beforeAll(() => preloadRoutes('/admin/board/category'), 60_000);

  it('is for 관리자 only', async () => {
    const { api } = render(MANAGER);
    expect(await screen.findByRole('heading', { level: 1, name: FORBIDDEN_TITLE })).toBeTruthy();
    expect(screen.getByText(MSG.adminOnly)).toBeTruthy();
    expect(api.pathsCalled().filter((p) => p.startsWith('/api/admin/'))).toEqual([]);
  });

  it('shows each group with its boards; only an empty group can be deleted', async () => {
    render();
    const community = await section('커뮤니티');
    const boards = within(community).getByRole('table', { name: '커뮤니티 게시판 목록' });
    expect(within(boards).getByText('자유게시판')).toBeTruthy();
    expect(within(boards).getByText('잡담')).toBeTruthy();
    expect(within(boards).getByText('120')).toBeTruthy();
    expect(
      within(community).getByRole('button', { name: '커뮤니티 그룹 삭제' }).hasAttribute('disabled'),
    ).toBe(true);
    const support = await section('고객센터');
    expect(within(support).getByText('이 그룹에는 게시판이 없습니다')).toBeTruthy();
    expect(within(support).getByRole('button', { name: '고객센터 그룹 삭제' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('checks the board form with the contract’s limits before saving, then sends every setting', async () => {
    const { api } = render();
    fireEvent.click(within(await section('고객센터')).getByRole('button', { name: '게시판 추가' }));
    const dialog = await screen.findByRole('dialog', { name: '게시판 추가' });

    fireEvent.change(field(dialog, '페이지당 글 수'), { target: { value: '200' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText('이름을 입력해주세요.')).toBeTruthy();
    expect(within(dialog).getByText(BOARD_SETTING_MSG.rowsPerPageInvalid)).toBeTruthy();
    expect(paramsOf(api, SAVE_BOARD)).toEqual([]);

    fireEvent.change(field(dialog, '게시판 이름'), { target: { value: '정보 공유' } });
    fireEvent.change(field(dialog, '페이지당 글 수'), { target: { value: '30' } });
    const tags = field(dialog, '말머리');
    // The tags input takes typing only while it has the focus (it ignores autofill writes).
    tags.focus();
    fireEvent.change(tags, { target: { value: '정보' } });
    fireEvent.keyDown(tags, { key: 'Enter' });
    fireEvent.change(field(dialog, '글쓰기 포인트'), { target: { value: '3' } });
    const write = within(dialog).getByRole('group', { name: '글쓰기' });
    fireEvent.click(within(write).getByRole('checkbox', { name: '사용자' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));

    await waitFor(() => expect(paramsOf(api, SAVE_BOARD)).toHaveLength(1));
    const sent = paramsOf(api, SAVE_BOARD)[0] as Record<string, unknown> & {
      gates: Record<string, { types: string[] }>;
    };
    expect(sent).toMatchObject({
      group_id: 2,
      name: '정보 공유',
      kind: '일반',
      categories: ['정보'],
      rows_per_page: 30,
      post_points: 3,
      comment_points: null,
      best_votes: 10,
      blind_threshold: 3,
      images_allowed: true,
    });
    expect(sent).not.toHaveProperty('id');
    expect(sent.gates.write!.types).not.toContain('사용자');
    expect(sent.gates.comment!.types).toContain('사용자');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '게시판 추가' })).toBeNull());
  });

  it('edits a board with its settings filled in', async () => {
    const { api } = render();
    fireEvent.click(within(await section('커뮤니티')).getByRole('button', { name: '자유게시판 수정' }));
    const dialog = await screen.findByRole('dialog', { name: '게시판 수정' });
    expect((field(dialog, '게시판 이름') as HTMLInputElement).value).toBe('자유게시판');
    fireEvent.change(field(dialog, '블라인드 기준 점수'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(paramsOf(api, SAVE_BOARD)[0]).toMatchObject({
        id: 11,
        group_id: 1,
        name: '자유게시판',
        categories: ['잡담', '질문'],
        blind_threshold: 5,
      }),
    );
  });

  it('deletes a board only after confirming, and shows the server’s refusal', async () => {
    const { api } = render();
    failPath(api, DELETE_BOARD, 409, 'BOARD_NOT_EMPTY', BOARD_MSG.boardHasPosts);
    fireEvent.click(within(await section('커뮤니티')).getByRole('button', { name: '자유게시판 삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '게시판 삭제' });
    expect(api.pathsCalled()).not.toContain(DELETE_BOARD);
    fireEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText(BOARD_MSG.boardHasPosts)).toBeTruthy();
    expect(paramsOf(api, DELETE_BOARD)).toEqual([{ id: 11 }]);
  });

  it('moves a group down by saving the new order of the groups that changed place', async () => {
    const { api } = render();
    const community = await section('커뮤니티');
    expect(within(community).getByRole('button', { name: '커뮤니티 위로' }).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.click(within(community).getByRole('button', { name: '커뮤니티 아래로' }));
    await waitFor(() =>
      expect(paramsOf(api, SAVE_GROUP)).toEqual([
        { id: 2, name: '고객센터', sort: 10 },
        { id: 1, name: '커뮤니티', sort: 20 },
      ]),
    );
  });

  it('adds a group with a name', async () => {
    const { api } = render();
    await section('커뮤니티');
    fireEvent.click(screen.getByRole('button', { name: '그룹 추가' }));
    const dialog = await screen.findByRole('dialog', { name: '그룹 추가' });
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText('이름을 입력해주세요.')).toBeTruthy();
    fireEvent.change(field(dialog, '그룹 이름'), { target: { value: '이벤트 모음' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(paramsOf(api, SAVE_GROUP)).toEqual([{ name: '이벤트 모음', sort: 30 }]));
  });
});
