/**
 * A small catalogue in pokemontcg.io format, used when no card data can be found or downloaded (so that a
 * fresh machine still starts with something to search) and by the end-to-end tests, which need the same
 * cards on every machine. It holds enough Pokémon, Trainers and basic Energy to build a legal 60-card deck.
 * Texts are short paraphrases.
 */
const demoSet = {
  id: 'demo1',
  name: 'Demo Set',
  series: 'Scarlet & Violet',
  printedTotal: 24,
  total: 25,
  releaseDate: '2023/09/22',
  ptcgoCode: 'DEM',
};

export const DEMO_EN_SETS = [{ ...demoSet, legalities: { unlimited: 'Legal' }, images: {} }];

/**
 * Japanese and Korean set records, in the TCGdex layout of asia-sets.json (DEM1 holds the print of
 * DEMO_ASIA_CARDS). Two codes share one name in each language, as in the real catalogue ('냉혹한 반역자'
 * under CP5 and XY11b), so that every set select is exercised with a name that several sets carry. Having
 * no Korean cards, they never become the card search's first set.
 */
const demoAsiaSet = (id: string, releaseDate: string) => ({
  id,
  serie_id: 'SV',
  serie_name: { ja: 'スカーレット&バイオレット', ko: '스칼렛・바이올렛' },
  name: { ja: 'デモ拡張パック', ko: '데모 확장팩' },
  official_count: 24,
  releaseDate: { ja: releaseDate, ko: releaseDate },
});

export const DEMO_ASIA_SETS = [demoAsiaSet('DEM1', '2023-06-16'), demoAsiaSet('DEM1R', '2024-01-26')];

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

const common = (number: number) => ({
  id: `demo1-${number}`,
  number: String(number),
  artist: 'Demo Artist',
  legalities: { unlimited: 'Legal' },
  regulationMark: 'G',
  images: { small: '', large: '' },
  set: demoSet,
});

const trainer = (number: number, name: string, subtype: string, text: string) => ({
  ...common(number),
  name,
  supertype: 'Trainer',
  subtypes: [subtype],
  rules: [
    text,
    subtype === 'Supporter'
      ? 'You may play only 1 Supporter card during your turn.'
      : `You may play any number of ${subtype} cards during your turn.`,
  ],
  rarity: 'Common',
});

const basicEnergy = (number: number, type: string) => ({
  ...common(number),
  name: `${type} Energy`,
  supertype: 'Energy',
  subtypes: ['Basic'],
  rarity: 'Common',
  regulationMark: undefined,
});

/**
 * A few demo cards name pictures, in the layout of pokemontcg.io's addresses, on a host that never
 * resolves (.invalid): the pages show the placeholder, until the image job copies them from a host that
 * CARD_IMAGE_SOURCE_REWRITE names instead, as the end-to-end tests do (e2e/card-image-fixture-server.ts).
 */
export const DEMO_IMAGE_HOST = 'https://images.demo.invalid/';
const demoImages = (number: number) => ({
  images: {
    small: `${DEMO_IMAGE_HOST}demo1/${number}.png`,
    large: `${DEMO_IMAGE_HOST}demo1/${number}_hires.png`,
  },
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
  pokemon(4, 'Squirtle', 7, 60, 'Water', { name: 'Water Gun', cost: ['Water'], damage: '20' }, demoImages(4)),
  pokemon(
    5,
    'Pikachu',
    25,
    60,
    'Lightning',
    { name: 'Thunder Shock', cost: ['Lightning'], damage: '20' },
    demoImages(5),
  ),
  trainer(6, 'Potion', 'Item', 'Heal 30 damage from 1 of your Pokémon.'),
  pokemon(7, 'Ivysaur', 2, 100, 'Grass', { name: 'Razor Leaf', cost: ['Grass', 'Colorless'], damage: '50' }),
  pokemon(8, 'Charmeleon', 5, 100, 'Fire', { name: 'Flare', cost: ['Fire', 'Colorless'], damage: '50' }),
  pokemon(9, 'Wartortle', 8, 100, 'Water', {
    name: 'Wave Splash',
    cost: ['Water', 'Colorless'],
    damage: '40',
  }),
  pokemon(10, 'Raichu', 26, 120, 'Lightning', {
    name: 'Thunderbolt',
    cost: ['Lightning', 'Lightning'],
    damage: '140',
  }),
  pokemon(11, 'Eevee', 133, 60, 'Colorless', { name: 'Tackle', cost: ['Colorless'], damage: '10' }),
  pokemon(
    12,
    'Snorlax',
    143,
    150,
    'Colorless',
    { name: 'Body Slam', cost: ['Colorless', 'Colorless', 'Colorless'], damage: '100' },
    demoImages(12),
  ),
  pokemon(13, 'Pidgey', 16, 50, 'Colorless', { name: 'Gust', cost: ['Colorless'], damage: '10' }),
  pokemon(14, 'Pidgeotto', 17, 80, 'Colorless', {
    name: 'Wing Attack',
    cost: ['Colorless', 'Colorless'],
    damage: '40',
  }),
  pokemon(15, 'Pidgeot', 18, 130, 'Colorless', {
    name: 'Hurricane',
    cost: ['Colorless', 'Colorless'],
    damage: '90',
  }),
  pokemon(16, 'Meowth', 52, 70, 'Colorless', { name: 'Pay Day', cost: ['Colorless'], damage: '10' }),
  pokemon(17, 'Psyduck', 54, 70, 'Water', { name: 'Headache', cost: ['Water'], damage: '20' }),
  trainer(18, 'Switch', 'Item', 'Switch your Active Pokémon with 1 of your Benched Pokémon.'),
  trainer(19, 'Rare Candy', 'Item', 'Evolve 1 of your Basic Pokémon straight into its Stage 2 form.'),
  trainer(20, "Professor's Research", 'Supporter', 'Discard your hand and draw 7 cards.'),
  basicEnergy(21, 'Fire'),
  basicEnergy(22, 'Water'),
  basicEnergy(23, 'Grass'),
  basicEnergy(24, 'Lightning'),
  // The English side of DEMO_ASIA_CARDS' print; its own artist keeps it out of the 'Demo Artist' searches.
  pokemon(
    25,
    'Oddish',
    43,
    60,
    'Grass',
    { name: 'Acid Spray', cost: ['Grass'], damage: '10' },
    { artist: 'Demo Painter' },
  ),
];

/**
 * One Japanese print in the layout of asia-cards.jsonl.gz. DEM1 is in no set map, so the importer makes it
 * a card of its own ('jp-DEM1-025') and the link finder proposes Oddish (demo1-25) for it: same dex
 * number, HP, attack and number (e2e/card-links-images.spec.ts confirms that proposal).
 */
export const DEMO_ASIA_CARDS = [
  {
    tcgdex_id: 'DEM1-025',
    set_id: 'DEM1',
    set_name: 'デモ拡張パック',
    serie_id: 'SV',
    serie_name: 'スカーレット&バイオレット',
    number: '025',
    set_official_count: 24,
    lang: 'ja',
    name: 'ナゾノクサ',
    category: 'Pokemon',
    rarity: 'Common',
    hp: 60,
    types: ['Grass'],
    stage: 'Basic',
    dexId: [43],
    attacks: [{ name: 'ようかいえき', cost: ['Grass'], damage: 10 }],
    weaknesses: [{ type: 'Fire', value: 'x2' }],
    retreat: 1,
    regulationMark: 'G',
    releaseDate: '2023-06-16',
  },
];
