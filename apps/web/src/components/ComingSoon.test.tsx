import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ComingSoon } from './ComingSoon';
import { renderWithProviders } from '../test/render';

describe('ComingSoon', () => {
  it("names the area, says '준비 중' and links home", () => {
    const router = createMemoryRouter([{ path: '/deck/list', element: <ComingSoon area="덱 레시피" /> }], {
      initialEntries: ['/deck/list'],
    });
    renderWithProviders(<RouterProvider router={router} />);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('덱 레시피');
    expect(screen.getByText('준비 중')).toBeTruthy();
    expect(screen.getByText('덱 레시피 화면은 준비 중입니다. 조금만 기다려주세요.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '홈으로' }).getAttribute('href')).toBe('/');
  });
});
