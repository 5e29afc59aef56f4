import { describe, expect, it } from 'vitest';
import { DECK_RULE_MSG } from '@carddogam/contract/decks/deck-rules';
import { LEAGUE_MSG as M } from '@carddogam/contract/league/messages';
import { tournamentDeckProblems, type TournamentCard } from '../../src/services/league-deck-rules';

/**
 * The deck rules a tournament list must meet (decision 035, after the Play! Pokémon deck rules): exactly
 * 60 cards, at most 4 of a name except basic Energy, at least one Basic Pokémon, at most one ACE SPEC and
 * one Radiant Pokémon, one of each Prism Star name, and every card legal under the tournament's marks.
 */

const card = (name: string, amount: number, extra: Partial<TournamentCard> = {}): TournamentCard => ({
  name_en: name,
  amount,
  supertype: 'Trainer',
  subtypes: ['Item'],
  basic_energy: false,
  ...extra,
});
const basic = (name: string, amount: number, subtypes = ['Basic']) =>
  card(name, amount, { supertype: 'Pokémon', subtypes });
const energy = (amount: number) =>
  card('Lightning Energy', amount, { supertype: 'Energy', subtypes: ['Basic'], basic_energy: true });

/** 4 Pikachu, 4 Raichu (Stage 1), 4 Nest Ball and 48 Lightning Energy: 60 cards, every rule kept. */
const LEGAL: TournamentCard[] = [
  basic('Pikachu', 4),
  card('Raichu', 4, { supertype: 'Pokémon', subtypes: ['Stage 1'] }),
  card('Nest Ball', 4),
  energy(48),
];
const EVERY_NAME_LEGAL = { legalNames: null, marks: [] };
/** Replaces `count` basic Energy with `cards`, keeping 60. */
const withCards = (...cards: TournamentCard[]) => {
  const added = cards.reduce((sum, c) => sum + c.amount, 0);
  return [...LEGAL.slice(0, 3), energy(48 - added), ...cards];
};

describe('tournamentDeckProblems', () => {
  it('accepts a legal list, basic Energy beyond 4 copies included', () => {
    expect(tournamentDeckProblems(LEGAL, EVERY_NAME_LEGAL)).toEqual([]);
  });

  it('asks for exactly 60 cards', () => {
    expect(tournamentDeckProblems([...LEGAL.slice(0, 3), energy(47)], EVERY_NAME_LEGAL)).toEqual([
      M.deckNot60(59),
    ]);
    expect(tournamentDeckProblems([...LEGAL, energy(1)], EVERY_NAME_LEGAL)).toEqual([M.deckNot60(61)]);
  });

  it('counts copies by name across prints', () => {
    const problems = tournamentDeckProblems(withCards(card('Nest Ball', 1)), EVERY_NAME_LEGAL);
    expect(problems).toEqual([DECK_RULE_MSG.tooManyCopies('Nest Ball', 5)]);
  });

  it('needs a Basic Pokémon', () => {
    // Basic Energy is 'Basic' too, but not a Pokémon.
    const noBasic = [
      card('Raichu', 4, { supertype: 'Pokémon', subtypes: ['Stage 1'] }),
      card('Alakazam', 4, { supertype: 'Pokémon', subtypes: ['Stage 2'] }),
      card('Nest Ball', 4),
      energy(48),
    ];
    expect(tournamentDeckProblems(noBasic, EVERY_NAME_LEGAL)).toEqual([M.noBasicPokemon]);
  });

  it('takes one ACE SPEC card and one Radiant Pokémon at most', () => {
    const aceSpecs = withCards(
      card('Prime Catcher', 1, { subtypes: ['Item', 'ACE SPEC'] }),
      card('Hero’s Cape', 1, { subtypes: ['Pokémon Tool', 'ACE SPEC'] }),
    );
    expect(tournamentDeckProblems(aceSpecs, EVERY_NAME_LEGAL)).toEqual([
      M.tooManyAceSpecs(['Prime Catcher', 'Hero’s Cape'], 2),
    ]);
    expect(
      tournamentDeckProblems(
        withCards(card('Prime Catcher', 1, { subtypes: ['Item', 'ACE SPEC'] })),
        EVERY_NAME_LEGAL,
      ),
    ).toEqual([]);

    const radiants = withCards(
      basic('Radiant Greninja', 1, ['Basic', 'Radiant']),
      basic('Radiant Charizard', 1, ['Basic', 'Radiant']),
    );
    expect(tournamentDeckProblems(radiants, EVERY_NAME_LEGAL)).toEqual([
      M.tooManyRadiants(['Radiant Greninja', 'Radiant Charizard'], 2),
    ]);
    // Two copies of one ACE SPEC break the same rule.
    const twice = withCards(card('Prime Catcher', 2, { subtypes: ['Item', 'ACE SPEC'] }));
    expect(tournamentDeckProblems(twice, EVERY_NAME_LEGAL)).toEqual([
      M.tooManyAceSpecs(['Prime Catcher'], 2),
    ]);
  });

  it('takes one copy of each Prism Star card', () => {
    const prism = withCards(
      basic('Lunala Prism Star', 2, ['Basic', 'Prism Star']),
      card('Super Boost Energy Prism Star', 1, { supertype: 'Energy', subtypes: ['Special', 'Prism Star'] }),
    );
    expect(tournamentDeckProblems(prism, EVERY_NAME_LEGAL)).toEqual([M.prismStarOnce(['Lunala Prism Star'])]);
  });

  it('names the cards no print of which carries a legal mark; basic Energy needs none', () => {
    const rules = { legalNames: new Set(['Pikachu', 'Nest Ball']), marks: ['G', 'H'] };
    expect(tournamentDeckProblems(LEGAL, rules)).toEqual([M.illegalCards(['Raichu'], ['G', 'H'])]);
    expect(
      tournamentDeckProblems(LEGAL, {
        legalNames: new Set(['Pikachu', 'Raichu', 'Nest Ball']),
        marks: ['G'],
      }),
    ).toEqual([]);
  });

  it('lists every broken rule at once', () => {
    const bad = [card('Raichu', 5, { supertype: 'Pokémon', subtypes: ['Stage 1'] }), energy(50)];
    expect(tournamentDeckProblems(bad, { legalNames: new Set(), marks: ['H'] })).toEqual([
      M.deckNot60(55),
      DECK_RULE_MSG.tooManyCopies('Raichu', 5),
      M.noBasicPokemon,
      M.illegalCards(['Raichu'], ['H']),
    ]);
  });
});
