import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { EventBannerSlot } from './SectionSlots';

const BANNERS = '/api/admin/main/banner/import';

function renderSlot(banners: unknown[]) {
  const api = fakeApi({
    [BANNERS]: (params: unknown) =>
      (params as { type: string }).type === 'card_detail_event' ? banners : [],
  });
  const view = renderWithProviders(
    <MemoryRouter>
      <p>카드 페이지</p>
      <EventBannerSlot cardId="sv1-1" nation="kr" cardTitle="피카츄" />
    </MemoryRouter>,
  );
  return { api, ...view };
}

/** §2.3 item 12: the event banner of the card page, read from the banner settings. */
describe('card page event banner', () => {
  it('opens the event post of the banner settings in a new tab', async () => {
    const { api } = renderSlot([
      {
        banner_image: 'event.webp',
        link: '/board/read?board_group=community&board_name=%EC%9D%B4%EB%B2%A4%ED%8A%B8&id=12',
        is_ads: false,
      },
    ]);

    const image = await screen.findByRole('img', { name: '이벤트 참여하기' });
    expect(image.getAttribute('src')).toBe('/upload/banner_image/event.webp');
    const link = image.closest('a')!;
    expect(link.getAttribute('href')).toBe(
      '/board/read?board_group=community&board_name=%EC%9D%B4%EB%B2%A4%ED%8A%B8&id=12',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(api.calls.find((call) => call.path === BANNERS)?.params).toEqual({ type: 'card_detail_event' });
  });

  it('takes the post from a full address of the site too', async () => {
    renderSlot([
      {
        banner_image: 'event.webp',
        link: 'https://carddogam.example/board/read?id=7&board_name=event&board_group=notice&utm=x',
        is_ads: false,
      },
    ]);
    const link = (await screen.findByRole('img', { name: '이벤트 참여하기' })).closest('a')!;
    expect(link.getAttribute('href')).toBe('/board/read?board_group=notice&board_name=event&id=7');
  });

  it('shows nothing without an event post, or when the banner does not name a board post', async () => {
    const { api } = renderSlot([
      { banner_image: 'x.webp', link: 'https://example.com/elsewhere', is_ads: false },
    ]);
    await waitFor(() => expect(api.pathsCalled()).toContain(BANNERS));
    expect(screen.getByText('카드 페이지')).toBeTruthy();
    expect(screen.queryByRole('img', { name: '이벤트 참여하기' })).toBeNull();
  });
});
