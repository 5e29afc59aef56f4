import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { searchRow } from '../../../test/search-row.fixture';
import { RelatedCardItem } from './RelatedCardItem';

describe('a related card (§2.16)', () => {
  it('shows the set, number and total of one edition: the Korean print when there is one', () => {
    renderWithProviders(
      <RelatedCardItem
        row={searchRow({
          set_kr: '와일드포스',
          number_kr: '4',
          printedTotal_kr: 71,
          set_en: 'Temporal Forces',
          number_en: '11',
          printedTotal_en: 162,
        })}
      />,
    );
    expect(screen.getByText('와일드포스 004/071')).toBeTruthy();
  });

  it('shows a Japanese-only card with its Japanese set, number and total', () => {
    renderWithProviders(
      <RelatedCardItem
        row={searchRow({
          set_en: null,
          number_en: '999',
          printedTotal_en: null,
          set_jp: 'ポケモンカード151',
          number_jp: '999',
          printedTotal_jp: 165,
        })}
      />,
    );
    expect(screen.getByText('ポケモンカード151 999/165')).toBeTruthy();
  });
});
