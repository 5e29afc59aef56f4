import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { CollectionDashboard } from '@carddogam/contract/calls/collections';
import { GUEST_SESSION, SessionContext, type SessionUser } from '../../lib/session';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import DashboardPage from './DashboardPage';

const DASHBOARD = '/api/collection/dashboard';
const MEMBER: SessionUser = { user_id: 'trainer1', nickname: '피카츄사랑', type: '사용자' };

function dashboard(nation: 'kr' | 'jp'): CollectionDashboard {
  return nation === 'kr'
    ? {
        nation,
        distinct_cards: 1234,
        total_amount: 5678,
        sets: [
          { set_name: '포켓몬 카드 151', series: 'SV', release_date: '2023-06-16', total: 165, owned: 2 },
        ],
      }
    : { nation, distinct_cards: 0, total_amount: 0, sets: [] };
}

describe('DashboardPage', () => {
  it('shows the totals and per-set completion of the chosen edition', async () => {
    const api = fakeApi({
      [DASHBOARD]: (params: unknown) => dashboard((params as { nation: 'kr' | 'jp' }).nation),
    });
    renderWithProviders(
      <SessionContext value={{ ...GUEST_SESSION, user: MEMBER }}>
        <MemoryRouter initialEntries={['/collection/dashboard']}>
          <DashboardPage />
        </MemoryRouter>
      </SessionContext>,
    );
    expect(await screen.findByText('1,234종')).toBeTruthy();
    expect(screen.getByText('5,678장')).toBeTruthy();
    expect(screen.getByText('2 / 165')).toBeTruthy();
    expect(screen.getByRole('link', { name: '포켓몬 카드 151' }).getAttribute('href')).toBe(
      '/collection/challengebook/read?set=%ED%8F%AC%EC%BC%93%EB%AA%AC+%EC%B9%B4%EB%93%9C+151&nation=kr',
    );

    fireEvent.click(screen.getByRole('radio', { name: '일본판' }));
    expect(await screen.findByText('아직 일본판 카드를 수집하지 않았습니다.')).toBeTruthy();
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === DASHBOARD).map((c) => c.params)).toEqual([
        { nation: 'kr' },
        { nation: 'jp' },
      ]),
    );
  });
});
