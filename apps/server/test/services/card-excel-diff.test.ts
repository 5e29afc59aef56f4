import { describe, expect, it } from 'vitest';
import { diffSheet, headerError, sheetRows, type StoredCard } from '../../src/services/card-excel-diff';
import { readCardSheet, writeCardSheet } from '../../src/services/card-excel-file';
import { sheetColumns } from '../../src/services/card-excel-layout';

const KR_HEADER = sheetColumns('kr').map((c) => c.name);

const stored = (id: string, values: Record<string, string | number | null>): StoredCard => ({
  id,
  displayName: String(values.name ?? values.name_en ?? id),
  values: { id, ...values },
});

const cards = new Map([
  [
    'c-1',
    stored('c-1', { name_en: 'Pikachu', name: '피카츄', number: '025', rarity: 'C', set_printed_total: 165 }),
  ],
  [
    'c-2',
    stored('c-2', { name_en: 'Eevee', name: null, number: null, rarity: null, set_printed_total: null }),
  ],
]);
const rules = { rarities: new Set(['C', 'RR']), regulationMarks: new Set(['G']), refusal: () => null };

describe('bulk edit sheet: header, rows and diff', () => {
  it('accepts the exact header and names the first wrong column otherwise', () => {
    expect(headerError('kr', KR_HEADER)).toBeNull();
    expect(headerError('kr', [...KR_HEADER, null, ''])).toBeNull();
    const wrong = headerError('kr', ['id', 'name_en', 'nam', ...KR_HEADER.slice(3)]);
    expect(wrong).toContain("엑셀 첫 줄의 열 이름이 다릅니다: 3번째 열은 'name'이어야 합니다 (지금: 'nam')");
    expect(headerError('kr', [...KR_HEADER, 'memo'])).toContain("9번째 열 'memo'은(는) 없어야 합니다");
    expect(headerError('en', KR_HEADER)).not.toBeNull();
  });

  it('diffs only the filled cells that differ, and leaves empty cells alone', () => {
    const rows = sheetRows('kr', [
      KR_HEADER,
      ['c-1', 'Pikachu', '피카츄', '025', 'RR', null, 165, '  '],
      ['c-2', 'changed english name is ignored', '이브이', 133, null, '데모 확장팩', '24', null],
      [null, null, null, null, null, null, null, null],
    ]);
    expect(rows.map((r) => r.row)).toEqual([2, 3]);
    const diff = diffSheet('kr', rows, cards, rules);
    expect(diff.errors).toEqual([]);
    expect(diff.changes.map((c) => [c.row, c.id, c.field, c.before, c.after])).toEqual([
      [2, 'c-1', 'rarity', 'C', 'RR'],
      [3, 'c-2', 'name', '', '이브이'],
      [3, 'c-2', 'number', '', '133'],
      [3, 'c-2', 'set_name', '', '데모 확장팩'],
      [3, 'c-2', 'set_printed_total', '', '24'],
    ]);
    expect(diff.updates[1]).toEqual({
      row: 3,
      id: 'c-2',
      after: { name: '이브이', number: '133', set_name: '데모 확장팩', set_printed_total: 24 },
      before: { name: null, number: null, set_name: null, set_printed_total: null },
    });
  });

  it('reports each wrong row with its row number and keeps it out of the updates', () => {
    const rows = sheetRows('kr', [
      KR_HEADER,
      ['xx-123', null, '이름'],
      ['c-1', null, null, null, 'ZZ', null, 'abc'],
      ['c-1', null, '중복'],
      [null, null, '아이디 없음'],
      ['c-2', null, 'ㄱ'.repeat(201)],
    ]);
    const diff = diffSheet('kr', rows, cards, rules);
    expect(diff.errors.map((e) => e.message)).toEqual([
      '2행: 존재하지 않는 카드 id입니다 (xx-123)',
      '3행: 레어도 목록에 없는 값입니다 (ZZ)',
      '3행: set_printed_total은(는) 숫자여야 합니다 (abc)',
      '4행: 같은 카드 id가 3행에도 있습니다 (c-1)',
      '5행: 카드 id가 비어 있습니다',
      '6행: name은(는) 200자까지 쓸 수 있습니다',
    ]);
    expect(diff.updates).toEqual([]);
    expect(diff.changes).toEqual([]);
  });

  it('asks the §6 rule only for cards that change', () => {
    const asked: string[] = [];
    const refusing = {
      ...rules,
      refusal: (card: StoredCard) => (asked.push(card.id), '다른 매니저가 수정한 카드를 수정할 수 없습니다.'),
    };
    const rows = sheetRows('kr', [KR_HEADER, ['c-1', null, '피카츄'], ['c-2', null, '이브이']]);
    const diff = diffSheet('kr', rows, cards, refusing);
    expect(asked).toEqual(['c-2']);
    expect(diff.errors).toEqual([
      { row: 3, message: '3행: 다른 매니저가 수정한 카드를 수정할 수 없습니다.' },
    ]);
  });

  it('reads back a written sheet as no change at all', async () => {
    const bytes = await writeCardSheet('kr', [...cards.values()]);
    const data = await readCardSheet('kr', bytes);
    expect(data[0]).toEqual(KR_HEADER);
    expect(data[1]?.slice(0, 4)).toEqual(['c-1', 'Pikachu', '피카츄', '025']);
    const diff = diffSheet('kr', sheetRows('kr', data), cards, rules);
    expect(diff).toEqual({ changes: [], errors: [], updates: [] });
    await expect(readCardSheet('jp', bytes)).rejects.toThrow("'card_jp' 시트가 없습니다");
    await expect(readCardSheet('kr', Buffer.from('not a zip'))).rejects.toThrow('엑셀(.xlsx) 파일만');
  });
});
