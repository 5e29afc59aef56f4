import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SectionLinks } from './SectionLinks';
import { renderWithProviders } from '../test/render';

const MENU = {
  name: '리그 메뉴',
  items: [
    { label: '대회', to: '/league/tournament/list' },
    { label: '선수 순위', to: '/league/player/list' },
  ],
} as const;

function renderAt(current: '대회' | '선수 순위' | null) {
  const router = createMemoryRouter(
    [{ path: '*', element: <SectionLinks menu={MENU} current={current} /> }],
    { initialEntries: ['/league/player/list'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return screen.getByRole('navigation', { name: '리그 메뉴' });
}

describe('SectionLinks', () => {
  it('links every section and marks the current one as the page', () => {
    const nav = renderAt('선수 순위');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['대회', '/league/tournament/list'],
      ['선수 순위', '/league/player/list'],
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page']);
  });

  it('marks none on a page outside the sections', () => {
    const nav = renderAt(null);
    expect(nav.querySelector('[aria-current]')).toBeNull();
  });
});
