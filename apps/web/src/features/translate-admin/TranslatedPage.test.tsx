import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TRANSLATE_MSG as M, translateAdminCalls as calls } from '@carddogam/contract/calls/translate-admin';
import { MSG } from '@carddogam/contract/messages';
import { FORBIDDEN_TITLE } from '../../components/admin/ForbiddenScreen';
import { preloadRoutes } from '../../test/render-app';
import { JP_STAFF, paramsOf, renderTranslateAdmin, translatedRow } from './translate-admin.fixture';

const PATH = '/admin/card/translated';
const LIST = {
  total: 2,
  items: [
    translatedRow('name:sv3pt5-6'),
    translatedRow('name:sv3pt5-7', {
      card_id: 'sv3pt5-7',
      kr: '피카츄',
      name_en: 'Pikachu',
      source: 'species',
    }),
  ],
};

function render(session?: unknown) {
  return renderTranslateAdmin(
    PATH,
    {
      [calls.translatedList.path]: LIST,
      [calls.translatedConfirm.path]: { count: 1, message: M.confirmed(1) },
      [calls.translatedDelete.path]: { count: 1, message: M.removed(1) },
    },
    session,
  );
}

async function table() {
  const found = await screen.findByRole('table', { name: '번역된 카드' });
  await within(found).findByText('리자몽 ex');
  return found;
}

describe('/admin/card/translated', { timeout: 30_000 }, () => {
  beforeAll(() => preloadRoutes(PATH), 60_000);

  it('is for 관리자, 운영진 and 매니저', async () => {
    const { api } = render(JP_STAFF);
    expect(await screen.findByRole('heading', { level: 1, name: FORBIDDEN_TITLE })).toBeTruthy();
    expect(screen.getByText(MSG.staffOnly)).toBeTruthy();
    expect(api.pathsCalled()).not.toContain(calls.translatedList.path);
  });

  it('lists unconfirmed name proposals with their origin and state', async () => {
    const { api } = render();
    const list = await table();
    expect(within(list).getAllByText('미확인')).toHaveLength(2);
    expect(within(list).getByText('번역 사전')).toBeTruthy();
    expect(within(list).getByText('포켓몬 이름')).toBeTruthy();
    expect(paramsOf(api, calls.translatedList.path)[0]).toEqual({
      source: 'proposal',
      kind: 'name',
      origin: '전체',
      state: '미확인',
      text: '',
      page: 1,
      size: 20,
    });
  });

  it('confirms the chosen proposals in bulk', async () => {
    const { api } = render();
    const list = await table();
    const confirm = screen.getByRole('button', { name: '확정' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(list).getByRole('checkbox', { name: 'sv3pt5-7 피카츄 선택' }));
    fireEvent.click(screen.getByRole('button', { name: '확정' }));
    expect(await screen.findByText(M.confirmed(1))).toBeTruthy();
    expect(paramsOf(api, calls.translatedConfirm.path)).toEqual([{ names: ['sv3pt5-7'], parts: [] }]);
  });

  it('deletes the chosen proposals after asking', async () => {
    const { api } = render();
    const list = await table();
    fireEvent.click(within(list).getByRole('checkbox', { name: 'sv3pt5-6 리자몽 ex 선택' }));
    fireEvent.click(screen.getByRole('button', { name: '삭제' }));
    const ask = await screen.findByRole('dialog', { name: '제안 삭제' });
    fireEvent.click(within(ask).getByRole('button', { name: '삭제' }));
    await waitFor(() =>
      expect(paramsOf(api, calls.translatedDelete.path)).toEqual([{ names: ['sv3pt5-6'], parts: [] }]),
    );
  });
});
