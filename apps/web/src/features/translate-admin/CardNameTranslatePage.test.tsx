import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TRANSLATE_MSG as M, translateAdminCalls as calls } from '@carddogam/contract/calls/translate-admin';
import { MSG } from '@carddogam/contract/messages';
import { FORBIDDEN_TITLE } from '../../components/admin/ForbiddenScreen';
import { preloadRoutes } from '../../test/render-app';
import { failPath } from '../../test/session-fixtures';
import { entry, JP_STAFF, MEMBER, paramsOf, renderTranslateAdmin } from './translate-admin.fixture';

const PATH = '/admin/translate/card_name';
const LIST = {
  total: 2,
  items: [
    entry(1, 'Charizard ex', '리자몽 ex', { fills: 12 }),
    entry(2, 'Potion', '상처약', { source: 'staff', writer: 'mgr', fills: 0 }),
  ],
};

function render(session?: unknown) {
  return renderTranslateAdmin(
    PATH,
    {
      [calls.entryList.path]: LIST,
      [calls.entrySave.path]: { id: 3, message: M.saved },
      [calls.entryDelete.path]: { message: M.deleted },
      [calls.apply.path]: { names: 5, rarities: 2, attacks: 1, message: M.applied(5, 2, 1) },
    },
    session,
  );
}

async function table() {
  const found = await screen.findByRole('table', { name: '카드 이름 사전' });
  await within(found).findByText('리자몽 ex');
  return found;
}
const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label, { selector: 'input', exact: false });

describe('/admin/translate/card_name', { timeout: 30_000 }, () => {
  beforeAll(() => preloadRoutes(PATH), 60_000);

  it('is for staff only', async () => {
    const { api } = render(MEMBER);
    expect(await screen.findByRole('heading', { level: 1, name: FORBIDDEN_TITLE })).toBeTruthy();
    expect(screen.getByText(MSG.staffOnly)).toBeTruthy();
    expect(api.pathsCalled()).not.toContain(calls.entryList.path);
  });

  it('lists the entries with the cards each fills and their source, and searches', async () => {
    const { api } = render();
    const list = await table();
    expect(within(list).getByText('12장')).toBeTruthy();
    expect(within(list).getByText('직접 입력')).toBeTruthy();
    expect(within(list).getByText('한글판 카드')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '레어도 번역' })).toBeTruthy();

    const search = screen.getByRole('textbox', { name: '사전 검색' });
    fireEvent.change(search, { target: { value: '포션' } });
    fireEvent.submit(search.closest('form')!);
    await waitFor(() =>
      expect(paramsOf(api, calls.entryList.path).at(-1)).toEqual({
        kind: 'card_name',
        text: '포션',
        page: 1,
        size: 20,
      }),
    );
  });

  it('adds an entry, checking the required fields first and showing the refusal of a taken name', async () => {
    const { api } = render();
    await table();
    fireEvent.click(screen.getByRole('button', { name: '항목 추가' }));
    const dialog = await screen.findByRole('dialog', { name: '항목 추가' });
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText(M.enRequired)).toBeTruthy();
    expect(within(dialog).getByText(M.krRequired)).toBeTruthy();
    expect(paramsOf(api, calls.entrySave.path)).toEqual([]);

    failPath(api, calls.entrySave.path, 409, 'CONFLICT', M.entryTaken);
    fireEvent.change(field(dialog, '영어'), { target: { value: ' Potion ' } });
    fireEvent.change(field(dialog, '한글'), { target: { value: '상처약' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText(M.entryTaken)).toBeTruthy();
    expect(paramsOf(api, calls.entrySave.path)).toEqual([
      { kind: 'card_name', en: 'Potion', kr: '상처약', jp: '' },
    ]);
  });

  it('edits an entry and applies the dictionaries after asking', async () => {
    const { api } = render();
    const list = await table();
    fireEvent.click(within(list).getByRole('button', { name: 'Charizard ex 수정' }));
    const dialog = await screen.findByRole('dialog', { name: '항목 수정' });
    fireEvent.change(field(dialog, '한글'), { target: { value: '리자몽ex' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(paramsOf(api, calls.entrySave.path)).toEqual([
        { kind: 'card_name', id: 1, en: 'Charizard ex', kr: '리자몽ex', jp: '' },
      ]),
    );

    fireEvent.click(screen.getByRole('button', { name: '사전 적용' }));
    const ask = await screen.findByRole('dialog', { name: '사전 적용' });
    fireEvent.click(within(ask).getByRole('button', { name: '실행' }));
    expect(await screen.findByText(M.applied(5, 2, 1))).toBeTruthy();
    expect(paramsOf(api, calls.apply.path)).toHaveLength(1);
  });

  it('shows 일어알바 the dictionary without the writing buttons', async () => {
    render(JP_STAFF);
    const list = await table();
    expect(within(list).queryByRole('button', { name: 'Charizard ex 수정' })).toBeNull();
    expect(screen.queryByRole('button', { name: '항목 추가' })).toBeNull();
    expect(screen.queryByRole('button', { name: '사전 적용' })).toBeNull();
  });
});
