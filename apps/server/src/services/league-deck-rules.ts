import { DECK_SIZE, DECK_RULE_MSG, overCopyLimit } from '@carddogam/contract/decks/deck-rules';
import { LEAGUE_MSG as M } from '@carddogam/contract/league/messages';

/**
 * The deck rules of a tournament list (decision 035, after the Play! Pokémon deck rules), without a
 * database: exactly 60 cards; at most 4 of a name except basic Energy; at least one Basic Pokémon; at most
 * one ACE SPEC card and one Radiant Pokémon in the whole deck; one copy of each Prism Star name; every card
 * legal under the tournament's regulation marks. league-legality.ts reads the cards and the legal names.
 */

export interface TournamentCard {
  /** Prints of one card share their English name, so every count by name runs across prints. */
  name_en: string;
  amount: number;
  supertype: string;
  /** 'Basic', 'ACE SPEC', 'Radiant', 'Prism Star', … as the catalogue spells them. */
  subtypes: readonly string[];
  basic_energy: boolean;
}

export interface MarkRule {
  /** The names some print of which carries a legal mark; null when the tournament restricts nothing. */
  legalNames: ReadonlySet<string> | null;
  marks: readonly string[];
}

const total = (cards: readonly TournamentCard[]) => cards.reduce((sum, c) => sum + c.amount, 0);
const namesOf = (cards: readonly TournamentCard[]) => [...new Set(cards.map((c) => c.name_en))];
const having = (cards: readonly TournamentCard[], subtype: string) =>
  cards.filter((c) => c.subtypes.includes(subtype));

/** Every rule the list breaks, as Korean messages in a fixed order; empty when it may enter. */
export function tournamentDeckProblems(cards: readonly TournamentCard[], rule: MarkRule): string[] {
  const problems: string[] = [];
  const size = total(cards);
  if (size !== DECK_SIZE) problems.push(M.deckNot60(size));
  for (const { name, count } of overCopyLimit(cards.map((c) => ({ ...c, energy_type: null }))))
    problems.push(DECK_RULE_MSG.tooManyCopies(name, count));
  if (!cards.some((c) => c.supertype === 'Pokémon' && c.subtypes.includes('Basic')))
    problems.push(M.noBasicPokemon);

  const aceSpecs = having(cards, 'ACE SPEC');
  if (total(aceSpecs) > 1) problems.push(M.tooManyAceSpecs(namesOf(aceSpecs), total(aceSpecs)));
  const radiants = having(cards, 'Radiant');
  if (total(radiants) > 1) problems.push(M.tooManyRadiants(namesOf(radiants), total(radiants)));
  const prismCounts = new Map<string, number>();
  for (const c of having(cards, 'Prism Star'))
    prismCounts.set(c.name_en, (prismCounts.get(c.name_en) ?? 0) + c.amount);
  const repeatedPrism = [...prismCounts].filter(([, n]) => n > 1).map(([name]) => name);
  if (repeatedPrism.length > 0) problems.push(M.prismStarOnce(repeatedPrism));

  if (rule.legalNames !== null) {
    const legal = rule.legalNames;
    const illegal = namesOf(cards.filter((c) => !c.basic_energy)).filter((name) => !legal.has(name));
    if (illegal.length > 0) problems.push(M.illegalCards(illegal, [...rule.marks]));
  }
  return problems;
}
