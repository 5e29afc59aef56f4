import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ChallengeBook } from '@carddogam/contract/calls/collections';
import { GUEST_SESSION, SessionContext, type SessionUser } from '../../lib/session';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { collectionItem } from './collection.fixture';
import ChallengeBookReadPage from './ChallengeBookReadPage';

const READ = '/api/collection/challengebook/read';
const MEMBER: SessionUser = { user_id: 'trainer1', nickname: '피카츄사랑', type: '사용자' };

function book(): ChallengeBook {
  return {
    nation: 'kr',
    set_name: '테스트 확장팩',
    series: 'SV',
    total: 3,
    owned: 2,
    cards: [
      collectionItem('001', { amount: 2 }),
      collectionItem('002', { amount: 0 }),
      collectionItem('003', { amount: 1 }),
    ],
  };
}

function renderPage(user: SessionUser | null, search: string) {
  const api = fakeApi({ [READ]: book() });
  renderWithProviders(
    <SessionContext value={{ ...GUEST_SESSION, user }}>
      <MemoryRouter initialEntries={[`/collection/challengebook/read${search}`]}>
        <ChallengeBookReadPage />
      </MemoryRouter>
    </SessionContext>,
  );
  return api;
}

describe('ChallengeBookReadPage', () => {
  it('asks for the set of the address and shows the checklist with the progress', async () => {
    const api = renderPage(MEMBER, '?set=%ED%85%8C%EC%8A%A4%ED%8A%B8+%ED%99%95%EC%9E%A5%ED%8C%A9&nation=kr');
    expect(await screen.findByText('2 / 3')).toBeTruthy();
    expect(api.calls.filter((c) => c.path === READ).map((c) => c.params)).toEqual([
      { nation: 'kr', set_name: '테스트 확장팩' },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: '테스트 확장팩' })).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: '테스트 확장팩 수집률' }).getAttribute('aria-valuenow'),
    ).toBe('66');

    const tiles = screen.getAllByTestId('collection-card');
    expect(tiles.map((tile) => tile.getAttribute('data-owned'))).toEqual(['true', 'false', 'true']);
    // Missing cards are greyed out; owned ones keep their colour and show the copies.
    expect(tiles[1]!.style.filter).toBe('grayscale(1)');
    expect(tiles[0]!.style.filter).toBe('');
    expect(within(tiles[0]!).getByText('2장')).toBeTruthy();
  });

  it('filters the checklist to owned or missing cards', async () => {
    renderPage(MEMBER, '?set=x&nation=kr');
    await screen.findByText('2 / 3');
    fireEvent.click(screen.getByRole('radio', { name: '미보유' }));
    expect(screen.getAllByTestId('collection-card').map((t) => t.getAttribute('aria-label'))).toEqual([
      '카드 002 미보유',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: '보유' }));
    expect(screen.getAllByTestId('collection-card')).toHaveLength(2);
  });

  it('tells a guest that logging in shows their progress', async () => {
    renderPage(null, '?set=x&nation=kr');
    expect(await screen.findByText('로그인하면 내 보유 현황이 표시됩니다.')).toBeTruthy();
  });

  it('asks for a set when the address has none', () => {
    const api = renderPage(MEMBER, '?nation=kr');
    expect(screen.getByText('제품명을 선택해주세요')).toBeTruthy();
    expect(api.calls.filter((c) => c.path === READ)).toEqual([]);
  });
});
