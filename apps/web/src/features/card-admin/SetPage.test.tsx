import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  CATALOGUE_MSG as M,
  cardCatalogueCalls as calls,
} from '@carddogam/contract/calls/card-admin-catalogue';
import { MSG } from '@carddogam/contract/messages';
import { FORBIDDEN_TITLE } from '../../components/admin/ForbiddenScreen';
import { jsonResponse } from '../../test/fake-api';
import { preloadRoutes } from '../../test/render-app';
import { JP_PART_TIMER, MANAGER, MEMBER, SETS, paramsOf, renderCardAdmin } from './card-admin.fixture';

const PATH = '/admin/card/set';

function render(session: unknown = MANAGER) {
  return renderCardAdmin(
    PATH,
    {
      [calls.setList.path]: SETS,
      [calls.setSave.path]: { id: 1, cards_renamed: 2, message: M.saved },
      [calls.setLink.path]: { edition_group: 'g9', message: M.linked },
      [calls.setUnlink.path]: { message: M.unlinked },
    },
    session,
  );
}

async function table() {
  const found = await screen.findByRole('table', { name: '제품 목록' });
  await within(found).findByText('포켓몬 카드 151');
  return found;
}

describe('/admin/card/set', { timeout: 30_000 }, () => {
  beforeAll(() => preloadRoutes(PATH), 60_000);

  it('is for staff: a member gets the 403 screen and no list is asked', async () => {
    const { api, unmount } = render(MEMBER);
    expect(await screen.findByRole('heading', { level: 1, name: FORBIDDEN_TITLE })).toBeTruthy();
    expect(screen.getByText(MSG.staffOnly)).toBeTruthy();
    expect(api.pathsCalled()).not.toContain(calls.setList.path);
    unmount();
  });

  it('lists the sets with the linked editions of each, newest first by default', async () => {
    const { api } = render();
    const found = await table();
    expect(within(found).getByText('일어 ポケモンカード151, 영어 151')).toBeTruthy();
    expect(within(found).getAllByText('없음')).toHaveLength(2);
    expect(paramsOf(api, calls.setList.path)[0]).toMatchObject({
      sort: 'release_date',
      dir: 'desc',
      page: 1,
    });
  });

  it('asks the server again for a sort by name and for an edition filter', async () => {
    const { api } = render();
    const found = await table();
    fireEvent.click(within(found).getByRole('button', { name: '제품명' }));
    await waitFor(() => expect(paramsOf(api, calls.setList.path).at(-1)).toMatchObject({ sort: 'name' }));
    fireEvent.change(screen.getByLabelText('제품명 또는 코드'), { target: { value: '151' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(paramsOf(api, calls.setList.path).at(-1)).toMatchObject({ text: '151', page: 1 }),
    );
  });

  it('renames a set, warning that its cards follow', async () => {
    const { api } = render();
    await table();
    fireEvent.click(screen.getByRole('button', { name: '스칼렛 ex 수정' }));
    const dialog = await screen.findByRole('dialog', { name: '제품 수정' });
    fireEvent.change(within(dialog).getByLabelText(/제품명/), { target: { value: '스칼렛 ex 신판' } });
    expect(within(dialog).getByText(/이 제품의 카드에도 새 이름이/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(paramsOf(api, calls.setSave.path)).toEqual([
        expect.objectContaining({
          id: 4,
          nation: 'kr',
          code: 'SV1S',
          name: '스칼렛 ex 신판',
          total_number: 165,
        }),
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '제품 수정' })).toBeNull());
  });

  it('keeps the dialog open with the server refusal of a name already used', async () => {
    const { api } = render();
    await table();
    fireEvent.click(screen.getByRole('button', { name: '스칼렛 ex 수정' }));
    const dialog = await screen.findByRole('dialog', { name: '제품 수정' });
    api.fetchMock.mockImplementationOnce(async () =>
      jsonResponse(409, { error: { code: 'CONFLICT', message: M.setNameTaken } }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText(M.setNameTaken)).toBeTruthy();
  });

  it('links the selected sets and unlinks one from its row', async () => {
    const { api } = render();
    await table();
    fireEvent.click(screen.getByRole('checkbox', { name: '한글 스칼렛 ex 선택' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '일어 スカーレットex 선택' }));
    fireEvent.click(screen.getByRole('button', { name: '선택한 제품 연결' }));
    await waitFor(() => expect(paramsOf(api, calls.setLink.path)).toEqual([{ ids: [4, 5] }]));
    fireEvent.click(screen.getByRole('button', { name: '포켓몬 카드 151 연결 해제' }));
    await waitFor(() => expect(paramsOf(api, calls.setUnlink.path)).toEqual([{ id: 1 }]));
  });

  it('offers 일어알바 only Japanese sets for a new set', async () => {
    render(JP_PART_TIMER);
    await table();
    fireEvent.click(screen.getByRole('button', { name: '제품 추가' }));
    const dialog = await screen.findByRole('dialog', { name: '제품 추가' });
    expect((within(dialog).getByLabelText('언어') as HTMLInputElement).value).toBe('일어');
  });
});
