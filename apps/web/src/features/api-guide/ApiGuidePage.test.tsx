import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { apiKeyCalls } from '@carddogam/contract/calls/api-keys';
import { SessionContext } from '../../lib/session';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import ApiGuidePage from './ApiGuidePage';
import type { OpenApiDocument } from './lib/openapi-operations';

const doc: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: '카드도감 API', version: '1' },
  paths: {
    '/v1/cards/{id}': {
      get: {
        summary: '카드 한 장 (세 판 모두)',
        tags: ['카드'],
        parameters: [{ name: 'id', in: 'path', required: true, description: '카드 id' }],
        'x-codeSamples': [
          { lang: 'shell', label: 'curl', source: 'curl https://example.com/v1/cards/sv3pt5-6' },
          { lang: 'typescript', label: 'TypeScript', source: "await fetch('/v1/cards/sv3pt5-6')" },
        ],
      },
    },
    '/v1/sets': { get: { summary: '제품 목록', tags: ['제품'] } },
  },
};

describe('/policy/apiguide', () => {
  it('lists the calls of the OpenAPI document by group and runs a try-it call', async () => {
    const api = fakeApi({
      '/v1/openapi.json': doc,
      '/v1/cards/sv3pt5-6': { id: 'sv3pt5-6', kr: { name: '리자몽 ex' } },
    });
    renderWithProviders(
      <MemoryRouter>
        <ApiGuidePage />
      </MemoryRouter>,
    );

    const card = await screen.findByRole('region', { name: '카드 한 장 (세 판 모두)' });
    expect(screen.getByRole('heading', { level: 2, name: '카드' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '제품' })).toBeTruthy();
    expect(within(card).getByText('curl https://example.com/v1/cards/sv3pt5-6')).toBeTruthy();

    // Two columns, so a phone shows each parameter's description without scrolling sideways.
    const params = within(card).getByRole('table', { name: '매개변수' });
    expect(
      within(params)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['이름', '설명']);
    expect(
      within(params)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['id경로 · 필수', '카드 id']);
    const run = within(card).getByRole('button', { name: '실행해보기' });
    expect((run as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(card).getByRole('textbox', { name: /id/ }), { target: { value: 'sv3pt5-6' } });
    fireEvent.click(run);

    const answer = await within(card).findByLabelText('응답');
    expect(within(answer).getByText('응답 200')).toBeTruthy();
    expect(answer.textContent).toContain('리자몽 ex');
    expect(api.pathsCalled()).toContain('/v1/cards/sv3pt5-6');
  });

  it("sends a member's chosen key with 실행해보기", async () => {
    const key = `cdk_${'B'.repeat(43)}`;
    const api = fakeApi({
      '/v1/openapi.json': doc,
      '/v1/cards/sv3pt5-6': { id: 'sv3pt5-6' },
      [apiKeyCalls.list.path]: { rows: [] },
    });
    renderWithProviders(
      <SessionContext.Provider
        value={
          {
            user: { userId: 'ash', nickname: '지우', type: '사용자' },
            logout: async () => undefined,
          } as never
        }
      >
        <MemoryRouter>
          <ApiGuidePage />
        </MemoryRouter>
      </SessionContext.Provider>,
    );
    const card = await screen.findByRole('region', { name: '카드 한 장 (세 판 모두)' });
    fireEvent.change(screen.getByLabelText('실행해보기에 쓸 API 키'), { target: { value: key } });
    fireEvent.change(within(card).getByRole('textbox', { name: /id/ }), { target: { value: 'sv3pt5-6' } });
    expect(within(card).getByText(/내 API 키로 보냄/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: '실행해보기' }));
    await within(card).findByLabelText('응답');
    const sent = api.fetchMock.mock.calls.find(([url]) => url === '/v1/cards/sv3pt5-6')!;
    expect((sent[1]!.headers as Record<string, string>).authorization).toBe(`Bearer ${key}`);
  });

  it('says so in Korean when the document cannot be loaded', async () => {
    fakeApi({});
    renderWithProviders(
      <MemoryRouter>
        <ApiGuidePage />
      </MemoryRouter>,
    );
    expect(
      await screen.findByText('API 문서를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.'),
    ).toBeTruthy();
  });
});
