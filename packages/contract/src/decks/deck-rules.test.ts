import { describe, expect, it } from 'vitest';
import { DECK_RULE_MSG, deckProblems, energyTypeOf, summarizeDeck, type RuleCard } from './deck-rules';

const card = (amount: number, name_en: string, patch: Partial<RuleCard> = {}): RuleCard => ({
  amount,
  name_en,
  supertype: 'Pokémon',
  basic_energy: false,
  energy_type: null,
  ...patch,
});
const fire = (amount: number) =>
  card(amount, 'Fire Energy', { supertype: 'Energy', basic_energy: true, energy_type: 'Fire' });

describe('deck rules', () => {
  it('counts by supertype and energy type', () => {
    const summary = summarizeDeck([
      card(4, 'Charmander'),
      card(3, 'Nest Ball', { supertype: 'Trainer' }),
      fire(10),
      card(2, 'Jet Energy', { supertype: 'Energy', energy_type: 'Colorless' }),
    ]);
    expect(summary).toEqual({
      total: 19,
      pokemon: 4,
      trainer: 3,
      energy: 12,
      energyTypes: [
        { type: 'Fire', count: 10 },
        { type: 'Colorless', count: 2 },
      ],
    });
  });

  it('lets a private draft have fewer than 60 cards but a public deck only exactly 60', () => {
    const draft = [card(4, 'Charmander'), fire(40)];
    expect(deckProblems(draft, '비공개')).toEqual([]);
    expect(deckProblems(draft, '공개')).toEqual([DECK_RULE_MSG.publicNeeds60(44)]);
    expect(deckProblems([...draft, fire(16)], '공개')).toEqual([]);
    expect(deckProblems([...draft, fire(17)], '비공개')).toEqual([DECK_RULE_MSG.tooMany(61)]);
    expect(deckProblems([], '비공개')).toEqual([DECK_RULE_MSG.empty]);
  });

  it('allows 4 of a name across prints, any number of basic Energy', () => {
    const prints = [card(3, 'Charizard ex'), card(2, 'Charizard ex'), fire(20)];
    expect(deckProblems(prints, '비공개')).toEqual([DECK_RULE_MSG.tooManyCopies('Charizard ex', 5)]);
    expect(deckProblems([card(4, 'Charizard ex'), fire(20)], '비공개')).toEqual([]);
  });

  it('reads the energy type from the types or a basic Energy name', () => {
    expect(energyTypeOf({ supertype: 'Energy', types: [], name_en: 'Basic Water Energy' })).toBe('Water');
    expect(energyTypeOf({ supertype: 'Energy', types: ['Darkness'], name_en: 'Spiky Energy' })).toBe(
      'Darkness',
    );
    expect(energyTypeOf({ supertype: 'Energy', types: [], name_en: 'Jet Energy' })).toBeNull();
    expect(energyTypeOf({ supertype: 'Pokémon', types: ['Fire'], name_en: 'Charmander' })).toBeNull();
  });
});
