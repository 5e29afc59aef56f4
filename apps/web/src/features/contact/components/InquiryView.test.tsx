import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Inquiry } from '@carddogam/contract/calls/contact';
import { CONTACT_MSG } from '@carddogam/contract/messages';
import { renderWithProviders } from '../../../test/render';
import { InquiryView } from './InquiryView';

const inquiry = (overrides: Partial<Inquiry> = {}): Inquiry => ({
  id: 7,
  category: '포인트',
  title: '<b>포인트</b> 문의',
  content: '<script>alert(1)</script>\n<img src=x onerror=alert(2)>',
  images: ['/upload/inquiry_image/00000000-0000-0000-0000-000000000001.webp'],
  status: '접수',
  created: '2026-03-01T15:30:00.000Z',
  answered_at: null,
  answer: null,
  asker: { user_id: 'trainer1', nickname: '피카츄사랑' },
  ...overrides,
});

describe('InquiryView', () => {
  it('shows typed markup as text, never as elements', () => {
    const { container } = renderWithProviders(<InquiryView inquiry={inquiry()} />);
    expect(screen.getByText('<b>포인트</b> 문의')).toBeTruthy();
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeTruthy();
    expect(container.querySelector('script, b, img[src="x"]')).toBeNull();
    expect(screen.getByRole('img', { name: '첨부 이미지 1' })).toBeTruthy();
  });

  it('writes dates in Korean time and tells the asker an answer is on its way', () => {
    renderWithProviders(<InquiryView inquiry={inquiry()} />);
    // 15:30 UTC is 00:30 of the next day in Seoul.
    expect(screen.getByText(/2026-03-02 00:30/)).toBeTruthy();
    expect(screen.getByText(CONTACT_MSG.waiting)).toBeTruthy();
  });

  it('shows the answer once there is one', () => {
    renderWithProviders(
      <InquiryView
        inquiry={inquiry({
          status: '답변완료',
          answer: '적립해드렸습니다.',
          answered_at: '2026-03-03T01:00:00.000Z',
        })}
      />,
    );
    const answer = screen.getByRole('region', { name: '답변' });
    expect(answer.textContent).toContain('적립해드렸습니다.');
    expect(answer.textContent).toContain('2026-03-03 10:00');
    expect(screen.queryByText(CONTACT_MSG.waiting)).toBeNull();
    expect(screen.getByText('답변완료')).toBeTruthy();
  });
});
