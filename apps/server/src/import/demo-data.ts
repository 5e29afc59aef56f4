/**
 * A tiny catalogue in pokemontcg.io format, used only when no card data can be found or downloaded, so that
 * a fresh machine still starts with something to search. Texts are short paraphrases.
 */
const demoSet = {
  id: 'demo1',
  name: 'Demo Set',
  series: 'Scarlet & Violet',
  printedTotal: 6,
  total: 6,
  releaseDate: '2023/09/22',
  ptcgoCode: 'DEM',
};

export const DEMO_EN_SETS = [{ ...demoSet, legalities: { unlimited: 'Legal' }, images: {} }];

const pokemon = (
  number: number,
  name: string,
  dex: number,
  hp: number,
  type: string,
  attack: { name: string; cost: string[]; damage: string; text?: string },
  extra: Record<string, unknown> = {},
) => ({
  id: `demo1-${number}`,
  name,
  supertype: 'Pokémon',
  subtypes: ['Basic'],
  hp: String(hp),
  types: [type],
  attacks: [{ ...attack, convertedEnergyCost: attack.cost.length, text: attack.text ?? '' }],
  weaknesses: [{ type: type === 'Water' ? 'Lightning' : 'Water', value: '×2' }],
  retreatCost: ['Colorless'],
  convertedRetreatCost: 1,
  number: String(number),
  artist: 'Demo Artist',
  rarity: 'Common',
  nationalPokedexNumbers: [dex],
  legalities: { unlimited: 'Legal' },
  regulationMark: 'G',
  images: { small: '', large: '' },
  set: demoSet,
  ...extra,
});

export const DEMO_EN_CARDS = [
  pokemon(1, 'Bulbasaur', 1, 70, 'Grass', { name: 'Leech Seed', cost: ['Grass'], damage: '20' }),
  pokemon(2, 'Charmander', 4, 70, 'Fire', { name: 'Ember', cost: ['Fire'], damage: '30' }),
  pokemon(
    3,
    'Charizard ex',
    6,
    330,
    'Fire',
    { name: 'Explosive Vortex', cost: ['Fire', 'Fire', 'Fire', 'Fire'], damage: '330' },
    { subtypes: ['Stage 2', 'ex'], evolvesFrom: 'Charmeleon', rarity: 'Double Rare' },
  ),
  pokemon(4, 'Squirtle', 7, 60, 'Water', { name: 'Water Gun', cost: ['Water'], damage: '20' }),
  pokemon(5, 'Pikachu', 25, 60, 'Lightning', { name: 'Thunder Shock', cost: ['Lightning'], damage: '20' }),
  {
    id: 'demo1-6',
    name: 'Potion',
    supertype: 'Trainer',
    subtypes: ['Item'],
    rules: [
      'Heal 30 damage from 1 of your Pokémon.',
      'You may play any number of Item cards during your turn.',
    ],
    number: '6',
    artist: 'Demo Artist',
    rarity: 'Common',
    legalities: { unlimited: 'Legal' },
    regulationMark: 'G',
    images: { small: '', large: '' },
    set: demoSet,
  },
];
