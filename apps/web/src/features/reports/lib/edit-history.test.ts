import { describe, expect, it } from 'vitest';
import type { UpdateLogEntry } from '@carddogam/contract/calls/reports';
import { editTypeLabel, historyPage, personLabel } from './edit-history';

const entry = (id: number): UpdateLogEntry => ({
  id,
  provide_type: 'card',
  provide_id: 0,
  card_id: 'sv1-1',
  card_nation: 'kr',
  provider: 'a',
  provider_nickname: null,
  updater: 'b',
  updater_nickname: null,
  memo: '',
  created: '2026-01-01 00:00:00',
});

describe('edit history (§2.9)', () => {
  it("calls 'card' 카드 and every other type 이미지", () => {
    expect(editTypeLabel('card')).toBe('카드');
    expect(editTypeLabel('image')).toBe('이미지');
  });

  it('writes people as nickname(id), or the id alone when the nickname is gone', () => {
    expect(personLabel('피카츄', 'pika')).toBe('피카츄(pika)');
    expect(personLabel(null, 'pika')).toBe('pika');
  });

  it('pages by 10, 20 or 100, or shows all', () => {
    const entries = Array.from({ length: 25 }, (_, i) => entry(i + 1));
    expect(historyPage(entries, '10', 3)).toEqual({ rows: entries.slice(20), pages: 3 });
    expect(historyPage(entries, '20', 1).rows).toHaveLength(20);
    expect(historyPage(entries, '100', 1)).toEqual({ rows: entries, pages: 1 });
    expect(historyPage(entries, 'all', 9)).toEqual({ rows: entries, pages: 1 });
    // A page past the end (after a smaller size was chosen) shows the last one.
    expect(historyPage(entries, '20', 5).rows.map((e) => e.id)).toEqual([21, 22, 23, 24, 25]);
    expect(historyPage([], '10', 1)).toEqual({ rows: [], pages: 1 });
  });
});
