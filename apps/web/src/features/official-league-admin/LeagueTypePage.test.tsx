import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { officialLeagueCalls as calls } from '@carddogam/contract/calls/official-league';
import { MSG } from '@carddogam/contract/messages';
import { OFFICIAL_LEAGUE_MSG as M } from '@carddogam/contract/official-league/messages';
import { FORBIDDEN_TITLE } from '../../components/admin/ForbiddenScreen';
import { preloadRoutes } from '../../test/render-app';
import { failPath } from '../../test/session-fixtures';
import {
  ADMIN,
  confirmIn,
  MANAGER,
  MEMBER,
  paramsOf,
  renderLeagueAdmin,
  TYPES,
} from './official-league-admin.fixture';

const PATH = '/admin/league/official_league_type';

function render(session: unknown = ADMIN) {
  return renderLeagueAdmin(
    PATH,
    {
      [calls.typeList.path]: TYPES,
      [calls.typeSave.path]: (p: unknown) => ({ id: (p as { id?: number }).id ?? 9, message: M.saved }),
      [calls.typeDelete.path]: { message: M.deleted },
      [calls.typeReorder.path]: { message: M.saved },
    },
    session,
  );
}

/** The table once the types have come. */
async function table() {
  const found = await screen.findByRole('table', { name: '공식대회 종류' });
  await within(found).findByText('코리안리그');
  return found;
}

describe('/admin/league/official_league_type', { timeout: 30_000 }, () => {
  beforeAll(() => preloadRoutes(PATH), 60_000);

  it('is for 관리자 only: a member and a 매니저 get the 403 screen', async () => {
    for (const session of [MEMBER, MANAGER]) {
      const { api, unmount } = render(session);
      expect(await screen.findByRole('heading', { level: 1, name: FORBIDDEN_TITLE })).toBeTruthy();
      expect(screen.getByText(MSG.adminOnly)).toBeTruthy();
      expect(api.pathsCalled()).not.toContain(calls.typeList.path);
      unmount();
    }
  });

  it('lists the types in order with their shown switch and the league tabs', async () => {
    render();
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      '코리안리그',
      '챔피언스리그',
      '짐배틀',
    ]);
    expect((screen.getByRole('switch', { name: '코리안리그 표시' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: '짐배틀 표시' }) as HTMLInputElement).checked).toBe(false);
    const tabs = screen.getByRole('tablist', { name: '공식대회 관리 메뉴' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['공식대회 종류', '덱 이름', '선수 인증', '공식대회 제보', 'UID 신청', '리그 자동 설정']);
  });

  it('adds a type by its name, refusing an empty one first', async () => {
    const { api } = render();
    await table();
    fireEvent.click(screen.getByRole('button', { name: '추가' }));
    expect(await screen.findByText(M.typeNameRequired)).toBeTruthy();
    expect(paramsOf(api, calls.typeSave.path)).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: '새 대회 종류' }), {
      target: { value: ' 시티리그 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: '추가' }));
    await waitFor(() =>
      expect(paramsOf(api, calls.typeSave.path)).toEqual([{ name: '시티리그', is_show: true }]),
    );
    expect(await screen.findByText(M.saved)).toBeTruthy();
  });

  it('renames a type in a dialog, keeping its shown flag', async () => {
    const { api } = render();
    await table();
    fireEvent.click(screen.getByRole('button', { name: '짐배틀 이름 변경' }));
    const dialog = await screen.findByRole('dialog', { name: '대회 종류 이름 변경' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '대회 종류 이름' }), {
      target: { value: '짐 배틀' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(paramsOf(api, calls.typeSave.path)).toEqual([{ id: 3, name: '짐 배틀', is_show: false }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '대회 종류 이름 변경' })).toBeNull());
  });

  it('shows and hides a type with its switch', async () => {
    const { api } = render();
    await table();
    fireEvent.click(screen.getByRole('switch', { name: '코리안리그 표시' }));
    await waitFor(() =>
      expect(paramsOf(api, calls.typeSave.path)).toEqual([{ id: 1, name: '코리안리그', is_show: false }]),
    );
  });

  it('moves a type by sending the whole new order, keeping the focus on the moved row', async () => {
    let order = TYPES;
    const { api } = renderLeagueAdmin(PATH, {
      [calls.typeList.path]: () => order,
      [calls.typeReorder.path]: (p: unknown) => {
        const { ids } = p as { ids: number[] };
        order = ids.map((id) => TYPES.find((type) => type.id === id)!);
        return { message: M.saved };
      },
    });
    await table();
    expect(screen.getByRole('button', { name: '코리안리그 위로' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: '짐배틀 아래로' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '코리안리그 아래로' }));
    await waitFor(() => expect(paramsOf(api, calls.typeReorder.path)).toEqual([{ ids: [2, 1, 3] }]));
    const down = screen.getByRole('button', { name: '코리안리그 아래로' });
    await waitFor(() => expect(document.activeElement).toBe(down));

    fireEvent.click(down);
    await waitFor(() => expect(paramsOf(api, calls.typeReorder.path)[1]).toEqual({ ids: [2, 3, 1] }));
    // Now last, its 아래로 is disabled: the focus goes to its 위로.
    const up = screen.getByRole('button', { name: '코리안리그 위로' });
    await waitFor(() => expect(document.activeElement).toBe(up));
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      '챔피언스리그',
      '짐배틀',
      '코리안리그',
    ]);
  });

  it('deletes only after confirming, and shows the refusal of a type in use', async () => {
    const { api } = render();
    failPath(api, calls.typeDelete.path, 409, 'IN_USE', M.typeInUse);
    await table();
    fireEvent.click(screen.getByRole('button', { name: '코리안리그 삭제' }));
    await screen.findByRole('dialog', { name: '대회 종류 삭제' });
    expect(api.pathsCalled()).not.toContain(calls.typeDelete.path);
    await confirmIn('대회 종류 삭제', '삭제');
    expect(await screen.findByText(M.typeInUse)).toBeTruthy();
    expect(paramsOf(api, calls.typeDelete.path)).toEqual([{ id: 1 }]);
  });
});
