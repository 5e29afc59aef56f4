import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { CONTACT_MSG } from '@carddogam/contract/messages';
import { renderWithProviders } from '../../../test/render';
import { InquiryForm } from './InquiryForm';

function renderForm(guest: boolean) {
  const onSubmit = vi.fn();
  renderWithProviders(<InquiryForm guest={guest} pending={false} error={null} onSubmit={onSubmit} />);
  return onSubmit;
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input, textarea' }), { target: { value } });

/** The dropdown's opening transition does not run in jsdom, so its options stay hidden from role queries. */
async function chooseCategory(name: string) {
  fireEvent.click(screen.getByLabelText(/문의 유형/, { selector: 'input' }));
  fireEvent.click(await screen.findByRole('option', { name, hidden: true }));
}

describe('InquiryForm', () => {
  it('checks the fields before sending, with the Korean messages', () => {
    const onSubmit = renderForm(false);
    fireEvent.click(screen.getByRole('button', { name: '문의 보내기' }));
    expect(screen.getByText(CONTACT_MSG.categoryRequired)).toBeTruthy();
    expect(screen.getByText(CONTACT_MSG.titleRequired)).toBeTruthy();
    expect(screen.getByText(CONTACT_MSG.contentRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a member inquiry without an e-mail field', async () => {
    const onSubmit = renderForm(false);
    expect(screen.queryByLabelText(/답변 받을 이메일/)).toBeNull();
    await chooseCategory('카드 정보');
    type(/제목/, '카드 이름이 틀렸어요');
    type(/내용/, '피카츄 카드의 한국어 이름이 다릅니다.');
    fireEvent.click(screen.getByRole('button', { name: '문의 보내기' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        category: '카드 정보',
        title: '카드 이름이 틀렸어요',
        email: '',
        homepage: '',
      }),
    );
  });

  it('asks a guest for a valid address, and keeps the honeypot away from people', async () => {
    const onSubmit = renderForm(true);
    await chooseCategory('계정');
    type(/제목/, '로그인이 안 돼요');
    type(/내용/, '비밀번호를 잊었습니다.');
    fireEvent.click(screen.getByRole('button', { name: '문의 보내기' }));
    expect(screen.getByText(CONTACT_MSG.emailRequired)).toBeTruthy();
    type(/답변 받을 이메일/, 'not-an-address');
    fireEvent.click(screen.getByRole('button', { name: '문의 보내기' }));
    expect(screen.getByText(CONTACT_MSG.emailInvalid)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    type(/답변 받을 이메일/, 'guest@example.com');
    fireEvent.click(screen.getByRole('button', { name: '문의 보내기' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ email: 'guest@example.com' }));

    // Not reachable by role (hidden from assistive technology) nor by Tab.
    const form = screen.getByRole('button', { name: '문의 보내기' }).closest('form')!;
    expect(within(form).queryByRole('textbox', { name: /홈페이지/ })).toBeNull();
    const honeypot = form.querySelector<HTMLInputElement>('input[name="homepage"]')!;
    expect(honeypot.tabIndex).toBe(-1);
  });
});
