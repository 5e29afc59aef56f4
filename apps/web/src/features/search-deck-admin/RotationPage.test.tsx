import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@carddogam/contract/messages';
import { SITE_SETTINGS_MSG as M, deckSettingCalls as calls } from '@carddogam/contract/calls/site-settings';
import { FORBIDDEN_TITLE } from '../../components/admin/ForbiddenScreen';
import { preloadRoutes } from '../../test/render-app';
import { OPERATOR, paramsOf, renderSettings } from './search-deck-admin.fixture';

const PATH = '/admin/deck/renewal';

const ROTATIONS = {
  today: '2026-11-25',
  in_force_id: 2,
  list: [
    { id: 3, effective_from: '2027-04-10', legal_marks: ['H', 'I', 'J'], memo: '2027 로테이션' },
    { id: 2, effective_from: '2026-04-10', legal_marks: ['G', 'H', 'I'], memo: '' },
    { id: 1, effective_from: '2025-04-11', legal_marks: ['F', 'G', 'H'], memo: '' },
  ],
};
const MARKS = ['F', 'G', 'H', 'I', 'J'].map((mark, i) => ({
  regulation_mark: mark,
  sort_order: i + 1,
  card_count: 10,
}));

function render(session?: unknown, rotations: unknown = ROTATIONS) {
  return renderSettings(
    PATH,
    {
      [calls.rotations.path]: rotations,
      [calls.marks.path]: MARKS,
      [calls.rotationSave.path]: { id: 4, message: M.saved },
      [calls.rotationDelete.path]: { message: M.deleted },
    },
    session,
  );
}

describe('/admin/deck/renewal', { timeout: 30_000 }, () => {
  beforeAll(() => preloadRoutes(PATH), 60_000);

  it('is for 관리자 only: 운영진 get the 403 screen and no rotation is read', async () => {
    const { api } = render(OPERATOR);
    expect(await screen.findByRole('heading', { level: 1, name: FORBIDDEN_TITLE })).toBeTruthy();
    expect(screen.getByText(MSG.adminOnly)).toBeTruthy();
    expect(api.pathsCalled()).not.toContain(calls.rotations.path);
  });

  it('names the rotation in force, the one to come and the one replaced', async () => {
    render();
    const table = await screen.findByRole('table', { name: '스탠다드 기준' });
    await within(table).findByText('2026-04-10');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2027-04-10', 'H, I, J', '예정'],
      ['2026-04-10', 'G, H, I', '적용 중'],
      ['2025-04-11', 'F, G, H', '지난 기준'],
    ]);
    expect(
      screen.getByText('2026-04-10부터 G, H, I 마크의 카드를 스탠다드에서 쓸 수 있습니다.'),
    ).toBeTruthy();
  });

  it('says nothing is restricted before any rotation exists', async () => {
    render(undefined, { today: '2026-11-25', in_force_id: null, list: [] });
    expect(
      await screen.findByText('등록된 기준이 없어 스탠다드 덱의 카드를 제한하지 않습니다.'),
    ).toBeTruthy();
  });

  it('adds a rotation with its date and marks, refusing one without marks first', async () => {
    const { api } = render();
    await screen.findByRole('table', { name: '스탠다드 기준' });
    fireEvent.change(screen.getByLabelText('적용일'), { target: { value: '2028-04-01' } });
    fireEvent.click(screen.getByRole('button', { name: '기준 추가' }));
    expect(await screen.findByText(M.rotationMarksRequired)).toBeTruthy();
    expect(paramsOf(api, calls.rotationSave.path)).toEqual([]);

    const marks = await screen.findByRole('group', { name: '스탠다드 레귤레이션 마크' });
    await within(marks).findByText('J');
    for (const mark of ['I', 'J']) fireEvent.click(within(marks).getByText(mark));
    fireEvent.change(screen.getByLabelText('메모'), { target: { value: '2028 로테이션' } });
    fireEvent.click(screen.getByRole('button', { name: '기준 추가' }));
    await waitFor(() =>
      expect(paramsOf(api, calls.rotationSave.path)).toEqual([
        { effective_from: '2028-04-01', legal_marks: ['I', 'J'], memo: '2028 로테이션' },
      ]),
    );
  });
});
