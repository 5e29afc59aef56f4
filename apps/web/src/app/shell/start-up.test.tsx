import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { viewListKey } from '../../lib/view-dedup';
import { fakeApi } from '../../test/fake-api';
import { renderApp, SHELL_ANSWERS } from '../../test/render-app';

describe('start-up tasks', () => {
  it('counts the visitor once per load, checks the IP, loads ads settings and drops old view lists', async () => {
    localStorage.setItem(viewListKey('card', '2000-01-01'), '["old"]');
    const api = fakeApi(SHELL_ANSWERS);

    const first = renderApp('/');
    await screen.findByRole('banner');
    first.unmount();
    renderApp('/rank');
    await screen.findByRole('heading', { name: '카드랭킹' });

    await waitFor(() => expect(api.pathsCalled()).toContain('/api/check/ads_banner'));
    expect(api.pathsCalled().filter((path) => path === '/api/visited_count/insert')).toHaveLength(1);
    expect(api.pathsCalled()).toContain('/api/check/ip');
    expect(localStorage.getItem(viewListKey('card', '2000-01-01'))).toBeNull();
  });
});
