import { describe, expect, it } from 'vitest';
import type { CardEditionRecord, CardEnRecord } from '@carddogam/contract/calls/card-records';
import { MSG } from '@carddogam/contract/messages';
import {
  EMPTY_INFO_FORM,
  infoReportError,
  prefillInfoForm,
  prefillParts,
  prefillRarity,
  rarityOptions,
  regulationOptions,
  toInfoReportParams,
} from './info-form';

const RARITY = [
  { en: 'Double Rare', kr: 'RR', jp: 'RR' },
  { en: 'Common', kr: 'C', jp: 'C' },
  { en: 'Promo', kr: '-', jp: '' },
  { en: 'Rare', kr: null, jp: 'R' },
];

const dump = JSON.stringify({
  attacks: [{ name: 'Burning Darkness', cost: ['Fire', 'Fire'], damage: '180+', text: 'More damage' }],
  abilities: [{ type: 'Ability', name: 'Infernal Reign', text: 'Attach energy' }],
});

const en = { id: 'sv3-6', number: '6', rarity: 'Double Rare', regulationMark: 'G' } as CardEnRecord;

describe('§2.7 info form rules', () => {
  it('offers rarities without null, "-" and empty values', () => {
    expect(rarityOptions(RARITY, 'kr')).toEqual(['RR', 'C']);
    expect(rarityOptions(RARITY, 'jp')).toEqual(['RR', 'C', 'R']);
  });

  it('maps the English rarity when the edition has none', () => {
    expect(prefillRarity(null, 'Double Rare', RARITY, 'kr')).toBe('RR');
    expect(prefillRarity('C', 'Double Rare', RARITY, 'kr')).toBe('C');
    expect(prefillRarity('', 'Unknown', RARITY, 'jp')).toBeNull();
    expect(prefillRarity(null, 'Rare', RARITY, 'en')).toBe('Rare');
  });

  it('lists regulation marks in reverse order', () => {
    expect(
      regulationOptions([{ regulation_mark: 'E' }, { regulation_mark: 'F' }, { regulation_mark: 'G' }]),
    ).toEqual(['G', 'F', 'E']);
  });

  it('takes kr/jp parts from the edition and falls back to the dump; en always uses the dump', () => {
    const own = {
      abilities: [],
      attacks: [{ name: '버닝다크', cost: 'Fire', convertedEnergyCost: 1, damage: '180', text: '' }],
    };
    const kr = prefillParts('kr', own, dump);
    expect(kr.attacks).toEqual([{ name: '버닝다크', cost: ['Fire'], damage: '180', text: '' }]);
    expect(kr.abilities).toEqual([{ type: 'Ability', name: 'Infernal Reign', text: 'Attach energy' }]);
    expect(prefillParts('en', own, dump).attacks[0]!.name).toBe('Burning Darkness');
    expect(prefillParts('jp', { abilities: [], attacks: [] }, 'not json')).toEqual({
      abilities: [],
      attacks: [],
    });
  });

  it('prefills a card with no Korean record from the en record and the mapped rarity', () => {
    const form = prefillInfoForm({
      nation: 'kr',
      edition: undefined,
      en,
      dump,
      rarityRows: RARITY,
      parts: { abilities: [], attacks: [] },
    });
    expect(form).toMatchObject({
      name: '',
      number: '6',
      rarity: 'RR',
      regulation_mark: 'G',
      isAvailable: true,
    });
    expect(form.attacks).toHaveLength(1);
    const kr = {
      name: '리자몽ex',
      rules: ['룰1', '룰2'],
      number: '006',
      rarity: null,
      isAvailable: 0,
      set_name: '흑염의 지배자',
      set_printedTotal: 108,
    } as unknown as CardEditionRecord;
    const filled = prefillInfoForm({
      nation: 'kr',
      edition: kr,
      en,
      dump,
      rarityRows: RARITY,
      parts: { abilities: [], attacks: [] },
    });
    expect(filled).toMatchObject({
      name: '리자몽ex',
      rules: '룰1\n룰2',
      number: '006',
      rarity: 'RR',
      isAvailable: false,
      set_printedTotal: 108,
    });
  });

  it('checks the country, then the content, with the §5 messages', () => {
    expect(infoReportError(null, '')).toBe(MSG.infoNationRequired);
    expect(infoReportError('kr', '  ')).toBe(MSG.contentRequired);
    expect(infoReportError('kr', '내용')).toBeNull();
  });

  it('sends blank texts as null, one rule a line, and drops empty editor blocks', () => {
    const params = toInfoReportParams('sv3-6', 'kr', {
      ...EMPTY_INFO_FORM,
      name: ' 리자몽ex ',
      rules: '룰1\n\n룰2 ',
      abilities: [{ type: '', name: '', text: '' }],
      attacks: [
        { name: '버닝다크', cost: ['Fire'], damage: '180', text: '' },
        { name: '', cost: [], damage: '', text: '' },
      ],
      content: '한글 입력',
    });
    expect(params.card).toMatchObject({ name: '리자몽ex', number: null, rules: ['룰1', '룰2'] });
    expect(params.abilities).toEqual([]);
    expect(params.attacks).toHaveLength(1);
  });
});
