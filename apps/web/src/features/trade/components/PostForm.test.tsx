import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { TRADE_MSG } from '@carddogam/contract/calls/trade';
import { renderWithProviders } from '../../../test/render';
import { fakeApi } from '../../../test/fake-api';
import { newLine, type PostDraft } from '../lib/trade-draft';
import { PostForm } from './PostForm';

function renderForm(initial: Partial<PostDraft> = {}, serverError: string | null = null) {
  const onSubmit = vi.fn();
  renderWithProviders(
    <MemoryRouter>
      <PostForm
        initial={{
          title: '',
          content: '',
          images: [],
          lines: [newLine('sv3pt5-6', 'kr', '리자몽 ex')],
          ...initial,
        }}
        submitLabel="등록하기"
        busy={false}
        serverError={serverError}
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />
    </MemoryRouter>,
  );
  return { onSubmit };
}

const line = () => screen.getByRole('group', { name: '리자몽 ex 거래 카드' });
const price = () => within(line()).getByRole('textbox', { name: '가격' }) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: '등록하기' }));
const select = (label: string) =>
  within(line()).queryByLabelText(label, { selector: 'input', exact: true }) as HTMLInputElement | null;
/** The dropdown's opening transition does not run in jsdom, so its options stay hidden from role queries. */
const choose = async (label: string, option: string) => {
  fireEvent.click(select(label)!);
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
};

describe('PostForm', { timeout: 20_000 }, () => {
  it('offers as many pictures as the trade options allow', async () => {
    fakeApi({ '/api/trade/setting': { max_images: 2, max_lines: 10 } });
    renderForm();
    expect(await screen.findByText(/최대 2장/)).toBeTruthy();
  });

  it('strips non-digits from the price and shows thousands commas', () => {
    renderForm();
    fireEvent.change(price(), { target: { value: '12a0,00원' } });
    expect(price().value).toBe('12,000');
    fireEvent.change(price(), { target: { value: '만원' } });
    expect(price().value).toBe('');
  });

  it('shows the first broken rule instead of sending', () => {
    const { onSubmit } = renderForm();
    submit();
    expect(screen.getByRole('alert').textContent).toBe(TRADE_MSG.titleRequired);
    fireEvent.change(screen.getByRole('textbox', { name: /제목/ }), { target: { value: '리자몽 팝니다' } });
    submit();
    expect(screen.getByRole('alert').textContent).toBe(TRADE_MSG.priceInvalid);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a grade company and grade only when the condition is 등급', async () => {
    renderForm();
    expect(select('등급회사')).toBeNull();
    await choose('카드 상태', '등급');
    expect(select('등급회사')!.value).toBe('PSA');
    expect(select('등급')!.value).toBe('10');
    await choose('등급', '9.5');
    expect(select('등급')!.value).toBe('9.5');
    await choose('카드 상태', 'A급');
    expect(select('등급')).toBeNull();
  });

  it('sends the draft once the rules pass', async () => {
    const { onSubmit } = renderForm({ title: '리자몽 팝니다' });
    fireEvent.change(price(), { target: { value: '12000' } });
    await choose('판매상태', '판매완료');
    submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const sent = onSubmit.mock.calls[0]![0] as PostDraft;
    expect(sent.lines[0]).toMatchObject({ card_price: 12000, state: '판매완료', card_nation: 'kr' });
  });

  it('removes a line and shows the server’s message', () => {
    renderForm({}, '한글 카드는 아직 발매되지 않아 카드거래에 등록할 수 없습니다.');
    expect(screen.getByRole('alert').textContent).toContain('발매되지 않아');
    fireEvent.click(within(line()).getByRole('button', { name: '카드 삭제' }));
    expect(screen.queryByRole('group', { name: '리자몽 ex 거래 카드' })).toBeNull();
  });
});
