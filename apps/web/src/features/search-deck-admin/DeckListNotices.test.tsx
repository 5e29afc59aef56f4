import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { deckCalls } from '@carddogam/contract/calls/decks';
import { deckSettingCalls as calls } from '@carddogam/contract/calls/site-settings';
import { preloadRoutes } from '../../test/render-app';
import { GUEST, renderSettings } from './search-deck-admin.fixture';

const PATH = '/deck/list';

describe('deck notices on /deck/list', { timeout: 30_000 }, () => {
  beforeAll(() => preloadRoutes(PATH), 60_000);

  it('shows the shown notices above the list, in the order staff gave them', async () => {
    renderSettings(
      PATH,
      {
        [deckCalls.list.path]: { total: 0, items: [] },
        [calls.notices.path]: [
          { id: 5, title: '덱 작성 규칙', content: '60장을 채워주세요.' },
          { id: 2, title: '시즌 안내', content: '' },
        ],
      },
      GUEST,
    );
    const region = await screen.findByRole('region', { name: '덱 공지' });
    expect(within(region).getByText('60장을 채워주세요.')).toBeTruthy();
    const titles = within(region)
      .getAllByText(/덱 작성 규칙|시즌 안내/)
      .map((el) => el.textContent);
    expect(titles).toEqual(['덱 작성 규칙', '시즌 안내']);
  });

  it('shows no notice block when there are none', async () => {
    const { api } = renderSettings(
      PATH,
      { [deckCalls.list.path]: { total: 0, items: [] }, [calls.notices.path]: [] },
      GUEST,
    );
    expect(await screen.findByRole('heading', { name: '덱 레시피' })).toBeTruthy();
    await screen.findByText('검색 결과가 없습니다.');
    expect(api.pathsCalled()).toContain(calls.notices.path);
    expect(screen.queryByRole('region', { name: '덱 공지' })).toBeNull();
  });
});
