import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { collectorValueCalls, type CollectionValue } from '@carddogam/contract/calls/collector-value';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { CollectionValuePanel, changeLabel } from './CollectionValuePanel';

const answer: CollectionValue = {
  user_id: 'ash',
  nickname: '지우',
  condition: '전체',
  days: 90,
  as_of: '2026-05-10',
  value: 25_501,
  priced_entries: 2,
  value_before: 18_000,
  priced_entries_before: 1,
  change: 7_501,
  change_percent: 41.7,
  unpriced_count: 1,
  unpriced: [{ card_id: 'c', nation: 'en', name: '이상해씨', amount: 1 }],
};

describe('콜렉션 예상 가치', { timeout: 20_000 }, () => {
  it('shows the value, the 30-day change and how it is computed, for the book’s owner ref', async () => {
    const api = fakeApi({ [collectorValueCalls.collectionValue.path]: answer });
    renderWithProviders(<CollectionValuePanel owner={{ nickname: '지우' }} />);
    const panel = await screen.findByRole('region', { name: '콜렉션 예상 가치' });
    await waitFor(() => expect(within(panel).getByTestId('collection-value').textContent).toBe('25,501원'));
    expect(panel.textContent).toContain('30일 전보다 +7,501원 (+41.7%)');
    expect(panel.textContent).toContain('가격 정보가 없는 카드 1종');
    expect(panel.textContent).toContain('이상해씨');
    expect(within(panel).getByText('계산 방법')).toBeTruthy();
    expect(api.calls[0]?.params).toEqual({ nickname: '지우', condition: '전체' });
  });

  it('writes a change with its sign, and without a percentage when there was nothing before', () => {
    expect(changeLabel(-300, -1.24)).toBe('-300원 (-1.2%)');
    expect(changeLabel(1200, null)).toBe('+1,200원');
    expect(changeLabel(0, 0)).toBe('0원 (0.0%)');
  });
});
