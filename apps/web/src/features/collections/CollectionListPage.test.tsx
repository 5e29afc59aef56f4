import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { CollectionPage } from '@carddogam/contract/calls/collections';
import { MSG } from '@carddogam/contract/messages';
import { GUEST_SESSION, SessionContext, type SessionUser } from '../../lib/session';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { failPath } from '../../test/session-fixtures';
import { collectionItem } from './collection.fixture';
import CollectionListPage from './CollectionListPage';

const PATHS = { list: '/api/collection/list', update: '/api/collection/update' };
const OWNER: SessionUser = { user_id: 'trainer1', nickname: '피카츄사랑', type: '사용자' };
const OTHER: SessionUser = { user_id: 'trainer2', nickname: '꼬부기', type: '사용자' };

function page(): CollectionPage {
  return {
    owner: { user_id: 'trainer1', nickname: '피카츄사랑', collection_show: true },
    total_count: 2,
    sets: ['테스트 확장팩'],
    rows: [collectionItem('001', { amount: 3 }), collectionItem('002')],
  };
}

function renderPage(user: SessionUser | null, search: string, opts: { private?: boolean } = {}) {
  const api = fakeApi({ [PATHS.list]: page(), [PATHS.update]: collectionItem('001', { amount: 5 }) });
  if (opts.private) failPath(api, PATHS.list, 403, 'PRIVATE_COLLECTION', MSG.privateCollection);
  renderWithProviders(
    <SessionContext value={{ ...GUEST_SESSION, user }}>
      <MemoryRouter initialEntries={[`/collection/list${search}`]}>
        <CollectionListPage />
      </MemoryRouter>
    </SessionContext>,
  );
  const paramsOf = (path: string) => api.calls.filter((c) => c.path === path).map((c) => c.params);
  return { api, paramsOf };
}

describe('CollectionListPage', () => {
  it("shows another member's book by nickname, read-only", async () => {
    const { paramsOf } = renderPage(OTHER, '?nickname=%ED%94%BC%EC%B9%B4%EC%B8%84%EC%82%AC%EB%9E%91');
    expect(await screen.findByRole('heading', { level: 1, name: '피카츄사랑님의 콜렉션북' })).toBeTruthy();
    expect(paramsOf(PATHS.list)).toEqual([{ nickname: '피카츄사랑', page: 1 }]);
    expect(screen.getAllByTestId('collection-card')).toHaveLength(2);
    expect(screen.getAllByText('국내판 · 테스트 확장팩')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: '카드 001 삭제' })).toBeNull();
  });

  it('shows the §6 message for a private book', async () => {
    renderPage(OTHER, '?nickname=x', { private: true });
    expect(await screen.findByText(MSG.privateCollection)).toBeTruthy();
    expect(screen.queryByTestId('collection-card')).toBeNull();
  });

  it("opens the member's own book without a parameter and saves a changed amount", async () => {
    const { paramsOf } = renderPage(OWNER, '');
    expect(await screen.findByRole('heading', { level: 1, name: '내 콜렉션북' })).toBeTruthy();
    expect(paramsOf(PATHS.list)).toEqual([{ user_id: 'trainer1', page: 1 }]);
    const tile = screen.getAllByTestId('collection-card')[0]!;
    const save = within(tile).getByRole('button', { name: '카드 001 수량 저장' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(tile).getByRole('textbox', { name: '카드 001 수량' }), {
      target: { value: '5' },
    });
    fireEvent.click(save);
    await waitFor(() =>
      expect(paramsOf(PATHS.update)).toEqual([{ card_id: 'sv-001', nation: 'kr', amount: 5 }]),
    );
  });

  it('passes the edition and set filters of the address to the call', async () => {
    const { paramsOf } = renderPage(
      OTHER,
      '?user_id=trainer1&nation=kr&set=%ED%85%8C%EC%8A%A4%ED%8A%B8&page=2',
    );
    await screen.findAllByTestId('collection-card');
    expect(paramsOf(PATHS.list)).toEqual([
      { user_id: 'trainer1', nation: 'kr', set_name: '테스트', page: 2 },
    ]);
  });
});
