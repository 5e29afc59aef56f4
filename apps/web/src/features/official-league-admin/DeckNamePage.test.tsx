import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { officialLeagueCalls as calls } from '@carddogam/contract/calls/official-league';
import { MSG } from '@carddogam/contract/messages';
import { OFFICIAL_LEAGUE_MSG as M } from '@carddogam/contract/official-league/messages';
import { FORBIDDEN_TITLE } from '../../components/admin/ForbiddenScreen';
import { preloadRoutes } from '../../test/render-app';
import { failPath } from '../../test/session-fixtures';
import { ARCHETYPES, confirmIn, MEMBER, paramsOf, renderLeagueAdmin } from './official-league-admin.fixture';

const PATH = '/admin/league/deck_name';

function render(session?: unknown) {
  return renderLeagueAdmin(
    PATH,
    {
      [calls.archetypeList.path]: ARCHETYPES,
      [calls.archetypeSave.path]: (p: unknown) => ({ id: (p as { id?: number }).id ?? 9, message: M.saved }),
      [calls.archetypeDelete.path]: { message: M.deleted },
    },
    session,
  );
}

async function table() {
  const found = await screen.findByRole('table', { name: '덱 이름' });
  await within(found).findByText('리자몽ex');
  return found;
}
const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label, { selector: 'input', exact: false });

describe('/admin/league/deck_name', { timeout: 30_000 }, () => {
  beforeAll(() => preloadRoutes(PATH), 60_000);

  it('is for 관리자 only', async () => {
    const { api } = render(MEMBER);
    expect(await screen.findByRole('heading', { level: 1, name: FORBIDDEN_TITLE })).toBeTruthy();
    expect(screen.getByText(MSG.adminOnly)).toBeTruthy();
    expect(api.pathsCalled()).not.toContain(calls.archetypeList.path);
  });

  it('lists the archetypes with their key cards and filters them by name', async () => {
    render();
    const list = await table();
    expect(within(list).getAllByText('Charizard ex')).toHaveLength(2);
    expect(within(list).getByText('Giratina VSTAR')).toBeTruthy();
    expect(within(list).getByText('10')).toBeTruthy();
    expect(screen.getByText(/이미 등록된 순위표도 새 기준으로 다시 분류됩니다/)).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: '덱 이름 검색' }), { target: { value: '기라' } });
    await waitFor(() => expect(within(list).queryByText('리자몽ex')).toBeNull());
    expect(within(list).getByText('로스트 기라티나')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '덱 이름 검색' }), { target: { value: '뮤츠' } });
    expect(await within(list).findByText('검색어에 맞는 덱이 없습니다')).toBeTruthy();
  });

  it('adds an archetype, checking the required fields first and showing the refusal of an unknown card', async () => {
    const { api } = render();
    await table();
    fireEvent.click(screen.getByRole('button', { name: '덱 추가' }));
    const dialog = await screen.findByRole('dialog', { name: '덱 추가' });
    expect(within(dialog).getByText(/순위표의 덱 리스트에 이 카드가 있으면/)).toBeTruthy();
    expect(within(dialog).getByText(/우선순위가 높은 덱으로 분류됩니다/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText(M.keyCardRequired)).toBeTruthy();
    expect(within(dialog).getAllByText(M.archetypeNameRequired)).toHaveLength(2);
    expect(paramsOf(api, calls.archetypeSave.path)).toEqual([]);

    failPath(api, calls.archetypeSave.path, 400, 'CARD_NOT_FOUND', M.keyCardMissing('Dragapult'));
    fireEvent.change(field(dialog, '한글 이름'), { target: { value: '드래펄트ex' } });
    fireEvent.change(field(dialog, '영문 이름'), { target: { value: 'Dragapult ex' } });
    fireEvent.change(field(dialog, '핵심 카드'), { target: { value: 'Dragapult' } });
    fireEvent.change(field(dialog, '우선순위'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText(M.keyCardMissing('Dragapult'))).toBeTruthy();
    expect(paramsOf(api, calls.archetypeSave.path)).toEqual([
      { name_kr: '드래펄트ex', name_en: 'Dragapult ex', key_card_name: 'Dragapult', priority: 5 },
    ]);
  });

  it('edits an archetype with its fields filled in', async () => {
    const { api } = render();
    await table();
    fireEvent.click(screen.getByRole('button', { name: '리자몽ex 수정' }));
    const dialog = await screen.findByRole('dialog', { name: '덱 수정' });
    expect((field(dialog, '핵심 카드') as HTMLInputElement).value).toBe('Charizard ex');
    fireEvent.change(field(dialog, '우선순위'), { target: { value: '20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(paramsOf(api, calls.archetypeSave.path)).toEqual([
        { id: 7, name_kr: '리자몽ex', name_en: 'Charizard ex', key_card_name: 'Charizard ex', priority: 20 },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '덱 수정' })).toBeNull());
    expect(await screen.findByText(M.saved)).toBeTruthy();
  });

  it('deletes an archetype only after confirming', async () => {
    const { api } = render();
    await table();
    fireEvent.click(screen.getByRole('button', { name: '로스트 기라티나 삭제' }));
    await screen.findByRole('dialog', { name: '덱 삭제' });
    expect(api.pathsCalled()).not.toContain(calls.archetypeDelete.path);
    await confirmIn('덱 삭제', '삭제');
    await waitFor(() => expect(paramsOf(api, calls.archetypeDelete.path)).toEqual([{ id: 8 }]));
    expect(await screen.findByText(M.deleted)).toBeTruthy();
    // The list is read again after the delete.
    await waitFor(() =>
      expect(api.pathsCalled().filter((p) => p === calls.archetypeList.path).length).toBeGreaterThan(1),
    );
  });
});
