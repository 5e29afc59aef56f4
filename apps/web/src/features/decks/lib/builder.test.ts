import { describe, expect, it } from 'vitest';
import type { DeckCardView } from '@carddogam/contract/calls/decks';
import { DECK_RULE_MSG } from '@carddogam/contract/decks/deck-rules';
import { addCard, parseTags, removeCopy, ruleCards, totalOf, type BuilderCard } from './builder';

const view = (card_id: string, name_en: string, patch: Partial<DeckCardView> = {}): DeckCardView => ({
  card_id,
  amount: 0,
  supertype: 'Pokémon',
  name_en,
  name_kr: null,
  name_jp: null,
  basic_energy: false,
  energy_type: null,
  set_code: 'MEW',
  number: '1',
  image_kr: null,
  image_en: null,
  image_jp: null,
  ...patch,
});
const facts = new Map([
  ['zard-1', view('zard-1', 'Charizard ex')],
  ['zard-2', view('zard-2', 'Charizard ex')],
  ['fire', view('fire', 'Fire Energy', { supertype: 'Energy', basic_energy: true, energy_type: 'Fire' })],
]);

describe('deck builder rules', () => {
  it('adds a new card at the end and counts up one already in the deck', () => {
    let cards: BuilderCard[] = [];
    cards = addCard(cards, facts, 'zard-1').cards;
    cards = addCard(cards, facts, 'fire').cards;
    cards = addCard(cards, facts, 'zard-1').cards;
    expect(cards).toEqual([
      { card_id: 'zard-1', amount: 2 },
      { card_id: 'fire', amount: 1 },
    ]);
  });

  it('refuses a fifth card of one name across prints, but not basic Energy', () => {
    const cards = [
      { card_id: 'zard-1', amount: 3 },
      { card_id: 'zard-2', amount: 1 },
      { card_id: 'fire', amount: 10 },
    ];
    const fifth = addCard(cards, facts, 'zard-2');
    expect(fifth.refused).toBe(DECK_RULE_MSG.tooManyCopies('Charizard ex', 5));
    expect(fifth.cards).toEqual(cards);
    expect(addCard(cards, facts, 'fire').refused).toBeNull();
  });

  it('refuses the 61st card', () => {
    const full = [{ card_id: 'fire', amount: 60 }];
    expect(addCard(full, facts, 'fire').refused).toBe(DECK_RULE_MSG.tooMany(61));
    expect(totalOf(full)).toBe(60);
  });

  it('takes a card out at 0 and joins the details for the rules', () => {
    const cards = removeCopy(
      [
        { card_id: 'zard-1', amount: 1 },
        { card_id: 'fire', amount: 2 },
      ],
      'zard-1',
    );
    expect(cards).toEqual([{ card_id: 'fire', amount: 2 }]);
    expect(ruleCards([...cards, { card_id: 'loading', amount: 1 }], facts)).toEqual([
      { ...facts.get('fire')!, amount: 2 },
    ]);
  });

  it('reads tags from commas and #', () => {
    expect(parseTags('#리자몽 #불꽃, 리자몽 ,')).toEqual(['리자몽', '불꽃']);
  });
});
