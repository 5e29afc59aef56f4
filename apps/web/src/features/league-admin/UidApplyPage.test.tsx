import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LEAGUE_MSG } from '@carddogam/contract/league/messages';
import { MSG } from '@carddogam/contract/messages';
import { FORBIDDEN_TITLE } from '../../components/admin/ForbiddenScreen';
import { preloadRoutes } from '../../test/render-app';
import {
  ADMIN,
  applicationRow,
  confirmIn,
  OPERATOR,
  paramsOf,
  PART_TIMER,
  PATHS,
  renderLeagueAdmin,
} from './league-admin.fixture';

const PAGE = '/admin/league/uid_apply';

function render(session: unknown = OPERATOR) {
  let decided = false;
  return renderLeagueAdmin(
    PAGE,
    {
      [PATHS.applyList]: (p: unknown) => {
        const { status } = p as { status: string };
        if (status === '거절')
          return {
            total: 1,
            items: [applicationRow(2, { status: '거절', memo: 'ID 오타', handled_at: '2026-11-21 09:00' })],
          };
        return decided ? { total: 0, items: [] } : { total: 1, items: [applicationRow(1)] };
      },
      [PATHS.approve]: () => {
        decided = true;
        return { message: LEAGUE_MSG.applyApproved };
      },
      [PATHS.refuse]: () => {
        decided = true;
        return { message: LEAGUE_MSG.applyRefused };
      },
    },
    session,
  );
}

async function table() {
  const found = await screen.findByRole('table', { name: '리그 참가 신청' });
  await within(found).findByText('지우 (ash)');
  return found;
}

describe('/admin/league/uid_apply', { timeout: 30_000 }, () => {
  beforeAll(() => preloadRoutes(PAGE), 60_000);

  it('is for 관리자, 운영진 and 매니저: 일어알바 gets the 403 screen', async () => {
    const { api } = render(PART_TIMER);
    expect(await screen.findByRole('heading', { level: 1, name: FORBIDDEN_TITLE })).toBeTruthy();
    expect(screen.getByText(MSG.staffOnly)).toBeTruthy();
    expect(api.pathsCalled()).not.toContain(PATHS.applyList);
  });

  it('lists waiting applications with the member, name and ID, in the league menu', async () => {
    const { api } = render();
    const list = await table();
    expect(paramsOf(api, PATHS.applyList)[0]).toEqual({ status: '접수', text: '', page: 1, size: 20 });
    expect(within(list).getByText('AshK')).toBeTruthy();
    expect(within(list).getByText('ash-0001')).toBeTruthy();
    expect(within(list).getByText('2026-11-20 14:05')).toBeTruthy();
    // A 운영진 sees the UID tab but not the 관리자-only rules.
    const tabs = screen.getByRole('tablist', { name: '공식대회 관리 메뉴' });
    expect(within(tabs).getByRole('tab', { name: 'UID 신청' })).toBeTruthy();
    expect(within(tabs).queryByRole('tab', { name: '리그 자동 설정' })).toBeNull();
  });

  it('filters by status and words', async () => {
    const { api } = render();
    await table();
    fireEvent.click(screen.getByRole('radio', { name: '거절' }));
    expect(await screen.findByText('ID 오타')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '회원, PTCGL 이름 또는 ID' }), {
      target: { value: ' ash ' },
    });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(paramsOf(api, PATHS.applyList).at(-1)).toEqual({
        status: '거절',
        text: 'ash',
        page: 1,
        size: 20,
      }),
    );
  });

  it('approves after a confirm', async () => {
    const { api } = render();
    const list = await table();
    fireEvent.click(within(list).getByRole('button', { name: 'AshK 신청 승인' }));
    await confirmIn('참가 신청 승인', '승인');
    await waitFor(() => expect(paramsOf(api, PATHS.approve)).toEqual([{ id: 1 }]));
    expect(await screen.findByText(LEAGUE_MSG.applyApproved)).toBeTruthy();
    await waitFor(() => expect(within(list).queryByText('지우 (ash)')).toBeNull());
  });

  it('refuses with a memo the member will see', async () => {
    const { api } = render(ADMIN);
    const list = await table();
    fireEvent.click(within(list).getByRole('button', { name: 'AshK 신청 거절' }));
    const dialog = await screen.findByRole('dialog', { name: '참가 신청 거절' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /거절 사유/ }), {
      target: { value: ' 플레이어 ID를 확인해주세요 ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(paramsOf(api, PATHS.refuse)).toEqual([{ id: 1, memo: '플레이어 ID를 확인해주세요' }]),
    );
    expect(await screen.findByText(LEAGUE_MSG.applyRefused)).toBeTruthy();
  });
});
