import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { API_KEY_MSG, apiKeyCalls as calls, type ApiKeyRow } from '@carddogam/contract/calls/api-keys';
import { SessionContext } from '../../../lib/session';
import { fakeApi, jsonResponse } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { ApiKeysSection, KEY_NOT_SHOWN_AGAIN } from './ApiKeysSection';

const MEMBER = { userId: 'ash', nickname: '지우', type: '사용자' } as const;
const NEW_KEY = `cdk_${'A'.repeat(43)}`;

const row = (fields: Partial<ApiKeyRow>): ApiKeyRow => ({
  id: 1,
  name: '시세 봇',
  prefix: 'cdk_Xy12ab',
  created: '2026-11-20 10:00',
  last_used: '2026-11-25 09:30',
  revoked: null,
  ...fields,
});

/** The section with the page's key state around it, so what it hands to 실행해보기 shows in the input. */
function Section() {
  const [tryKey, setTryKey] = useState('');
  return <ApiKeysSection tryKey={tryKey} onTryKeyChange={setTryKey} />;
}

function render(user: unknown, rows: ApiKeyRow[] = []) {
  const api = fakeApi({
    [calls.list.path]: { rows },
    [calls.create.path]: {
      row: row({ id: 9, name: '새 봇', prefix: NEW_KEY.slice(0, 10), last_used: null }),
      key: NEW_KEY,
      message: API_KEY_MSG.created,
    },
    [calls.revoke.path]: { message: API_KEY_MSG.revoked },
  });
  renderWithProviders(
    <SessionContext.Provider value={{ user, logout: async () => undefined } as never}>
      <MemoryRouter initialEntries={['/policy/apiguide']}>
        <Section />
      </MemoryRouter>
    </SessionContext.Provider>,
  );
  return api;
}
const paramsOf = (api: ReturnType<typeof fakeApi>, path: string) =>
  api.calls.filter((c) => c.path === path).map((c) => c.params);

describe('내 API 키 on the API guide', { timeout: 30_000 }, () => {
  afterEach(() => document.body.replaceChildren());

  it('tells a guest what a key is for and links to the login', () => {
    const api = render(null);
    const section = screen.getByRole('region', { name: '내 API 키' });
    expect(section.textContent).toContain('1분에 30회에서 300회로');
    const login = within(section).getByRole('link', { name: '로그인' });
    expect(login.getAttribute('href')).toBe('/auth/login?next=%2Fpolicy%2Fapiguide');
    expect(api.pathsCalled()).not.toContain(calls.list.path);
  });

  it("lists the member's keys by name, prefix, creation and last use", async () => {
    render(MEMBER, [row({}), row({ id: 2, name: '옛 키', revoked: '2026-11-21 08:00', last_used: null })]);
    const table = await screen.findByRole('table', { name: 'API 키 목록' });
    const [, live, revoked] = within(table).getAllByRole('row');
    expect(live!.textContent).toContain('시세 봇');
    expect(live!.textContent).toContain('cdk_Xy12ab…');
    expect(live!.textContent).toContain('2026-11-20 10:00');
    expect(live!.textContent).toContain('2026-11-25 09:30');
    expect(within(live!).getByRole('button', { name: '시세 봇 폐기' })).toBeTruthy();
    expect(revoked!.textContent).toContain('폐기됨');
    expect(revoked!.textContent).toContain('없음');
    expect(within(revoked!).queryByRole('button')).toBeNull();
  });

  it('shows a new key once with a copy button and the warning, and can hand it to 실행해보기', async () => {
    const api = render(MEMBER);
    expect(await screen.findByText('아직 만든 API 키가 없습니다.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('키 이름'), { target: { value: '새 봇' } });
    fireEvent.click(screen.getByRole('button', { name: '키 만들기' }));

    const shown = await screen.findByLabelText('새 API 키', { selector: 'pre' });
    expect(shown.textContent).toBe(NEW_KEY);
    expect(screen.getByText(KEY_NOT_SHOWN_AGAIN)).toBeTruthy();
    expect(screen.getByRole('button', { name: '키 복사' })).toBeTruthy();
    expect(paramsOf(api, calls.create.path)).toEqual([{ name: '새 봇' }]);
    expect((screen.getByLabelText('키 이름') as HTMLInputElement).value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: '이 키로 실행해보기' }));
    expect((screen.getByLabelText('실행해보기에 쓸 API 키') as HTMLInputElement).value).toBe(NEW_KEY);

    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByText(NEW_KEY)).toBeNull());
  });

  it("keeps the server's refusal beside the form", async () => {
    const api = render(MEMBER);
    await screen.findByText('아직 만든 API 키가 없습니다.');
    api.fetchMock.mockImplementationOnce(async () =>
      jsonResponse(409, { error: { code: 'API_KEY_LIMIT', message: API_KEY_MSG.limit } }),
    );
    fireEvent.change(screen.getByLabelText('키 이름'), { target: { value: '여섯째' } });
    fireEvent.click(screen.getByRole('button', { name: '키 만들기' }));
    expect(await screen.findByText(API_KEY_MSG.limit)).toBeTruthy();
    expect(screen.queryByLabelText('새 API 키', { selector: 'pre' })).toBeNull();
  });

  it('revokes a key only after it is confirmed', async () => {
    const api = render(MEMBER, [row({ id: 4 })]);
    fireEvent.click(await screen.findByRole('button', { name: '시세 봇 폐기' }));
    expect(paramsOf(api, calls.revoke.path)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '시세 봇 폐기 확인' }));
    await waitFor(() => expect(paramsOf(api, calls.revoke.path)).toEqual([{ id: 4 }]));
  });
});
