import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RouteErrorPage } from './RouteErrorPage';
import { lazyPage } from '../app/lazy-page';
import { renderWithProviders } from '../test/render';

describe('RouteErrorPage', () => {
  it('shows a Korean error screen with a retry button when a page cannot be loaded', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          path: '/',
          ErrorBoundary: RouteErrorPage,
          HydrateFallback: () => null,
          lazy: lazyPage(() =>
            Promise.reject(new TypeError('Failed to fetch dynamically imported module: /x.js')),
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    renderWithProviders(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: '문제가 발생했습니다' })).toBeTruthy();
    expect(
      screen.getByText('화면을 불러오지 못했습니다. 인터넷 연결을 확인한 뒤 다시 시도해주세요.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
    // The error is logged from an effect, which may run after the screen is already shown.
    await waitFor(() => expect(logged).toHaveBeenCalled());
  });

  it('keeps technical details of a rendering error off the screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('Cannot read properties of undefined');
    }
    const router = createMemoryRouter([{ path: '/', ErrorBoundary: RouteErrorPage, Component: Broken }]);
    renderWithProviders(<RouterProvider router={router} />);

    expect(await screen.findByText('일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.')).toBeTruthy();
    expect(screen.queryByText(/Cannot read properties/)).toBeNull();
    expect(screen.getByRole('link', { name: '홈으로' }).getAttribute('href')).toBe('/');
  });
});
