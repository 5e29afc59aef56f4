import { describe, expect, it } from 'vitest';
import type { CurrentEdition, InfoReport } from '@carddogam/contract/calls/provide';
import { infoDiff } from './info-diff';

const report: InfoReport = {
  provide_id: 1,
  card_id: 'sv3-6',
  card_nation: 'kr',
  user_id: 'pika',
  nickname: '피카',
  content: '한글 입력',
  status: 'pending',
  card: {
    name: '리자몽ex',
    name_local: null,
    ancientTrait_name: null,
    ancientTrait_text: null,
    effects: null,
    rules: [],
    number: '006',
    rarity: 'RR',
    set_name: '흑염의 지배자',
    set_printedTotal: 108,
    regulation_mark: 'G',
    isAvailable: true,
  },
  abilities: [],
  attacks: [{ name: '버닝다크', cost: ['Fire', 'Fire'], damage: '180+', text: '' }],
  created: '2026-11-23 10:00:00',
};

const current: CurrentEdition = {
  name: '리자몽',
  ancientTrait_name: null,
  ancientTrait_text: null,
  effects: null,
  rules: [],
  number: '006',
  rarity: 'RR',
  set_name: '흑염의 지배자',
  set_printedTotal: 108,
  isAvailable: true,
  image: null,
  image_url: null,
  abilities: [],
  attacks: [],
};

describe('infoDiff', () => {
  it('marks only the fields the report changes', () => {
    const rows = infoDiff(report, current);
    const changed = rows.filter((r) => r.changed).map((r) => r.label);
    expect(changed).toEqual(['이름', '기술']);
    expect(rows.find((r) => r.label === '레귤레이션 마크 (참고)')!.reported).toBe('G');
    expect(rows.find((r) => r.label === '기술')!.reported).toBe('버닝다크 [불꽃 불꽃] 180+');
  });

  it('shows every filled field as new when the edition has no record, and blank ones as unchanged', () => {
    const rows = infoDiff(report, null);
    expect(rows.find((r) => r.label === '이름')).toMatchObject({
      current: '',
      reported: '리자몽ex',
      changed: true,
    });
    expect(rows.find((r) => r.label === '효과')!.changed).toBe(false);
  });
});
