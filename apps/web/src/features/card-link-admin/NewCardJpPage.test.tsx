import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  cardLinkCalls as calls,
  CARD_LINK_MSG as M,
  type LinkProposalRow,
} from '@carddogam/contract/calls/card-links';
import { MSG } from '@carddogam/contract/messages';
import { FORBIDDEN_TITLE } from '../../components/admin/ForbiddenScreen';
import { fakeApi } from '../../test/fake-api';
import { preloadRoutes, renderApp, SHELL_ANSWERS } from '../../test/render-app';
import { sessionUser } from '../../test/session-fixtures';

const PATH = '/admin/card/new_card_jp';
const ADMIN = sessionUser({ user_id: 'boss', nickname: '관리자님', type: '관리자' });
const MANAGER = sessionUser({ user_id: 'mgr', nickname: '매니저님', type: '매니저' });
const MEMBER = sessionUser({ user_id: 'ash', nickname: '지우', type: '사용자' });

const PROPOSAL: LinkProposalRow = {
  id: 41,
  score: 0.8,
  status: '대기',
  evidence: {
    dex: { from: '43', to: '43', same: true },
    hp: { from: '60', to: '60', same: true },
    attacks: { from: 'Grass:10', to: 'Grass:20', same: false },
    number: { from: '25', to: '25', same: true },
    name: { from: 'ナゾノクサ (뚜벅쵸)', to: 'Oddish (뚜벅쵸)', same: true },
  },
  from: {
    id: 'jp-DEM1-025',
    name: 'ナゾノクサ',
    name_local: 'ナゾノクサ',
    set_name: 'デモ拡張パック',
    number: '25',
    image: 'default.png',
    image_url: null,
    image_nation: 'jp',
  },
  to: {
    id: 'demo1-25',
    name: 'Oddish',
    name_local: '뚜벅쵸',
    set_name: 'Demo Set',
    number: '25',
    image: 'default.png',
    image_url: null,
    image_nation: 'en',
  },
  decided_by: null,
  decided_at: null,
  created: '2026-11-20 14:05',
};

function render(session: unknown) {
  const api = fakeApi({
    ...SHELL_ANSWERS,
    '/api/auth/session': session,
    '/api/auth/update/lastVisit': { ok: true },
    [calls.proposals.path]: { total: 1, rows: [PROPOSAL], since: null },
    [calls.confirm.path]: { card_id: 'demo1-25', message: M.confirmed },
    [calls.reject.path]: { message: M.rejected },
  });
  renderApp(PATH);
  return api;
}

const paramsOf = (api: ReturnType<typeof fakeApi>, path: string) =>
  api.calls.filter((call) => call.path === path).map((call) => call.params);

async function proposalRow() {
  const table = await screen.findByRole('table', { name: '영어 카드 연결 제안' });
  const cell = await within(table).findByRole('link', { name: 'jp-DEM1-025' });
  return cell.closest('tr')!;
}

describe('/admin/card/new_card_jp', { timeout: 30_000 }, () => {
  beforeAll(() => preloadRoutes(PATH), 60_000);

  it('shows each proposal with both cards and every fact marked as agreeing or not', async () => {
    const api = render(ADMIN);
    const row = await proposalRow();
    expect(within(row).getByRole('link', { name: 'demo1-25' }).getAttribute('href')).toBe(
      '/card/detail?id=demo1-25',
    );
    expect(within(row).getByText('뚜벅쵸')).toBeTruthy();
    expect(within(row).getByText('✓ 도감 번호: 43 / 43')).toBeTruthy();
    expect(within(row).getByText('✓ HP: 60 / 60')).toBeTruthy();
    expect(within(row).getByText('✗ 기술 (비용:피해): Grass:10 / Grass:20')).toBeTruthy();
    expect(within(row).getByText('✓ 이름: ナゾノクサ (뚜벅쵸) / Oddish (뚜벅쵸)')).toBeTruthy();
    expect(within(row).getByText('80%')).toBeTruthy();
    expect(paramsOf(api, calls.proposals.path)[0]).toMatchObject({ status: '대기', page: 1 });
  });

  it('confirms a proposal through the API and reads the list again', async () => {
    const api = render(ADMIN);
    const row = await proposalRow();
    fireEvent.click(within(row).getByRole('button', { name: 'jp-DEM1-025 연결 확정' }));
    await waitFor(() => expect(paramsOf(api, calls.confirm.path)).toEqual([{ id: 41 }]));
    expect(await screen.findByText(M.confirmed)).toBeTruthy();
    await waitFor(() => expect(paramsOf(api, calls.proposals.path).length).toBeGreaterThan(1));
    expect(paramsOf(api, calls.reject.path)).toEqual([]);
  });

  it('lets a 매니저 reject but leaves confirming to the 관리자', async () => {
    const api = render(MANAGER);
    const row = await proposalRow();
    expect(within(row).queryByRole('button', { name: 'jp-DEM1-025 연결 확정' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'jp-DEM1-025 연결 거절' }));
    await waitFor(() => expect(paramsOf(api, calls.reject.path)).toEqual([{ id: 41 }]));
    expect(paramsOf(api, calls.confirm.path)).toEqual([]);
  });

  it('is closed to members who are not staff', async () => {
    const api = render(MEMBER);
    expect(await screen.findByRole('heading', { level: 1, name: FORBIDDEN_TITLE })).toBeTruthy();
    expect(screen.getByText(MSG.staffOnly)).toBeTruthy();
    expect(api.pathsCalled()).not.toContain(calls.proposals.path);
  });
});
