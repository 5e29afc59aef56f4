import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PROVIDE_MSG } from '@carddogam/contract/calls/provide';
import { MSG } from '@carddogam/contract/messages';
import { GUEST_SESSION, SessionContext, type SessionUser } from '../../lib/session';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { ReportButtons } from './ReportButtons';
import { InfoReportDialog } from './components/InfoReportDialog';

const INFO_INSERT = '/api/admin/provide/info/insert';
const IMAGE_INSERT = '/api/admin/provide/image/insert/data';

const member = (type: string): SessionUser => ({ user_id: 'pika', nickname: '피카', type }) as SessionUser;

const enRecord = {
  id: 'sv3-6',
  name: 'Charizard ex',
  number: '6',
  rarity: 'Double Rare',
  regulationMark: 'G',
};
const dump = JSON.stringify({
  attacks: [{ name: 'Burning Darkness', cost: ['Fire', 'Fire'], damage: '180+', text: 'More damage' }],
  abilities: [],
});

function renderAs(type: string) {
  const api = fakeApi({
    '/api/card/detail/card_en': [enRecord],
    '/api/card/detail/card_kr': [],
    '/api/card/detail/card_en__dump': [{ dump, isAvailable: 1 }],
    '/api/card/select/abilities/kr': [],
    '/api/card/select/attacks/kr': [],
    '/api/card/select/rarity': [{ en: 'Double Rare', kr: 'RR', jp: 'RR' }],
    '/api/card/select/sets': [{ name: '흑염의 지배자' }],
    '/api/card/select/sets/specific': [{ totalNumber: 108 }],
    '/api/admin/card/regulation_mark/list': [{ regulation_mark: 'F' }, { regulation_mark: 'G' }],
    [INFO_INSERT]: { insertId: 7 },
    [IMAGE_INSERT]: { affectedRows: 1 },
  });
  renderWithProviders(
    <SessionContext value={{ ...GUEST_SESSION, user: member(type) }}>
      <ReportButtons cardId="sv3-6" />
    </SessionContext>,
  );
  return { paramsOf: (path: string) => api.calls.filter((c) => c.path === path).map((c) => c.params) };
}

describe('image and info report buttons (§2.5, §2.6, §2.7)', { timeout: 20_000 }, () => {
  it('shows both buttons to members and 관리자, and hides them from editing staff', () => {
    for (const type of ['사용자', '관리자']) {
      const { unmount } = renderWithProviders(
        <SessionContext value={{ ...GUEST_SESSION, user: member(type) }}>
          <ReportButtons cardId="sv3-6" />
        </SessionContext>,
      );
      expect(screen.getByRole('button', { name: /이미지 등록 신청/ })).toBeTruthy();
      expect(screen.getByRole('button', { name: /정보 입력\/수정/ })).toBeTruthy();
      unmount();
    }
    for (const type of ['운영진', '매니저', '일어알바']) {
      const { unmount } = renderWithProviders(
        <SessionContext value={{ ...GUEST_SESSION, user: member(type) }}>
          <ReportButtons cardId="sv3-6" />
        </SessionContext>,
      );
      expect(screen.queryByRole('button', { name: /이미지 등록 신청/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /정보 입력\/수정/ })).toBeNull();
      unmount();
    }
  });

  it('asks for an image before anything is sent', async () => {
    const { paramsOf } = renderAs('사용자');
    fireEvent.click(screen.getByRole('button', { name: /이미지 등록 신청/ }));
    const dialog = await screen.findByRole('dialog', { name: '이미지 등록 신청' });
    expect(within(dialog).getByText(/저작권법/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '등록 신청' }));
    expect(await screen.findByText(MSG.imageRequired)).toBeTruthy();
    expect(paramsOf(IMAGE_INSERT)).toEqual([]);
  });

  it('prefills a card with no Korean record, needs content, and sends one report', async () => {
    const { paramsOf } = renderAs('사용자');
    fireEvent.click(screen.getByRole('button', { name: /정보 입력\/수정/ }));
    const dialog = await screen.findByRole('dialog', { name: '정보 입력/수정' });
    const number = await within(dialog).findByRole('textbox', { name: '넘버' });
    await waitFor(() => expect((number as HTMLInputElement).value).toBe('6'));
    expect((within(dialog).getByRole('textbox', { name: '기술명' }) as HTMLInputElement).value).toBe(
      'Burning Darkness',
    );

    const submit = within(dialog).getByRole('button', { name: '제보하기' });
    fireEvent.click(submit);
    expect(await screen.findByText(MSG.contentRequired)).toBeTruthy();
    expect(paramsOf(INFO_INSERT)).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: '이름' }), {
      target: { value: '리자몽ex' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '제보 내용' }), {
      target: { value: '한글 이름 입력' },
    });
    fireEvent.click(submit);
    await waitFor(() => expect(paramsOf(INFO_INSERT)).toHaveLength(1));
    expect(paramsOf(INFO_INSERT)[0]).toMatchObject({
      card_id: 'sv3-6',
      card_nation: 'kr',
      content: '한글 이름 입력',
      card: { name: '리자몽ex', number: '6', rarity: 'RR', regulation_mark: 'G' },
      attacks: [{ name: 'Burning Darkness', cost: ['Fire', 'Fire'], damage: '180+' }],
    });
    expect(await screen.findByText(PROVIDE_MSG.infoDone)).toBeTruthy();
  });

  it('shows a stored report read-only in read mode', async () => {
    fakeApi({
      '/api/admin/provide/info/import/card': {
        provide_id: 7,
        card_id: 'sv3-6',
        card_nation: 'jp',
        user_id: 'pika',
        nickname: '피카',
        content: '일본판 이름',
        status: 'pending',
        card: {
          name: 'リザードンex',
          name_local: null,
          ancientTrait_name: null,
          ancientTrait_text: null,
          effects: null,
          rules: [],
          number: '006',
          rarity: 'RR',
          set_name: null,
          set_printedTotal: null,
          regulation_mark: 'G',
          isAvailable: true,
        },
        abilities: [],
        attacks: [{ name: 'バーニングダーク', cost: ['Fire'], damage: '180+', text: '' }],
        created: '2026-11-23 10:00:00',
      },
    });
    renderWithProviders(
      <InfoReportDialog cardId="sv3-6" type="read" provideId={7} opened onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog', { name: '정보 입력/수정' });
    const name = await within(dialog).findByDisplayValue('リザードンex');
    expect(name.hasAttribute('readonly')).toBe(true);
    expect(within(dialog).getByDisplayValue('バーニングダーク')).toBeTruthy();
    expect(within(dialog).getByDisplayValue('일본판 이름')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '제보하기' })).toBeNull();
  });
});
