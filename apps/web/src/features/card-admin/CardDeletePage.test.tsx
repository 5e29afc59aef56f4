import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  CATALOGUE_MSG as M,
  cardCatalogueCalls as calls,
} from '@carddogam/contract/calls/card-admin-catalogue';
import { MSG } from '@carddogam/contract/messages';
import { FORBIDDEN_TITLE } from '../../components/admin/ForbiddenScreen';
import { preloadRoutes } from '../../test/render-app';
import { MANAGER, candidate, deletedCard, paramsOf, renderCardAdmin } from './card-admin.fixture';

const PATH = '/admin/card/delete';

function render(session?: unknown) {
  return renderCardAdmin(
    PATH,
    {
      [calls.deleteFind.path]: [candidate('sv3pt5-151')],
      [calls.deleteCard.path]: { message: M.deleted },
      [calls.deletedList.path]: {
        total: 2,
        rows: [
          deletedCard('old-1'),
          deletedCard('old-2', { can_undo: false, undo_until: '2026-11-01 09:00' }),
        ],
      },
      [calls.undoDelete.path]: { message: M.restored },
    },
    session,
  );
}

describe('/admin/card/delete', { timeout: 30_000 }, () => {
  beforeAll(() => preloadRoutes(PATH), 60_000);

  it('is for 관리자 only: a 매니저 gets the 403 screen', async () => {
    const { api, unmount } = render(MANAGER);
    expect(await screen.findByRole('heading', { level: 1, name: FORBIDDEN_TITLE })).toBeTruthy();
    expect(screen.getByText(MSG.adminOnly)).toBeTruthy();
    expect(api.pathsCalled()).not.toContain(calls.deletedList.path);
    unmount();
  });

  it('finds a card, shows what hangs on it and deletes it with a memo', async () => {
    const { api } = render();
    fireEvent.change(await screen.findByLabelText('카드 ID 또는 이름'), { target: { value: '  뮤 ' } });
    fireEvent.click(screen.getByRole('button', { name: '찾기' }));
    const found = await screen.findByRole('table', { name: '찾은 카드' });
    await within(found).findByText('sv3pt5-151');
    expect(paramsOf(api, calls.deleteFind.path)).toEqual([{ query: '뮤' }]);
    const cells = within(within(found).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(3, 9)).toEqual(['2', '1', '3', '4', '5', '6']);

    fireEvent.click(within(found).getByRole('button', { name: 'sv3pt5-151 삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '카드 삭제' });
    expect(within(dialog).getByText(/연결된 기록 21건/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('메모'), { target: { value: '중복' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() =>
      expect(paramsOf(api, calls.deleteCard.path)).toEqual([{ id: 'sv3pt5-151', memo: '중복' }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '카드 삭제' })).toBeNull());
  });

  it('lists deleted cards with 되돌리기 only inside the 7 days', async () => {
    const { api } = render();
    const list = await screen.findByRole('table', { name: '삭제된 카드' });
    await within(list).findByText('old-1');
    const late = within(list).getByRole('button', { name: 'old-2 되돌리기' }) as HTMLButtonElement;
    expect(late.disabled).toBe(true);
    fireEvent.click(within(list).getByRole('button', { name: 'old-1 되돌리기' }));
    await waitFor(() => expect(paramsOf(api, calls.undoDelete.path)).toEqual([{ id: 'old-1' }]));
  });
});
