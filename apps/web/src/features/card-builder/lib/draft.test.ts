import { describe, expect, it } from 'vitest';
import { cardPage, editionRecord } from '../../../test/card-page.fixture';
import {
  blankDraft,
  canvasSafeSrc,
  draftFromCard,
  fanCardFileName,
  restoreDraft,
  stageLabel,
  templateArtSrc,
} from './draft';

const ORIGIN = 'https://carddogam.example';

describe('draftFromCard', () => {
  it("takes an English card's texts, the Korean name suggestion, its type, costs and weakness", () => {
    const draft = draftFromCard(cardPage(), ORIGIN);
    expect(draft).toMatchObject({
      template: { id: 'sv3pt5-6', name: '리자몽 ex' },
      type: 'Fire',
      name: '리자몽 ex',
      hp: '330',
      stage: '2진화',
      weakness: { type: 'Water', value: '×2' },
      resistance: { type: null, value: '-30' },
      retreat: 2,
      illustrator: 'PLANETA Mochizuki',
      art: null,
    });
    expect(draft.attacks).toEqual([
      {
        cost: ['Fire'],
        name: 'Brave Wing',
        damage: '60+',
        text: 'If this Pokémon has any damage counters on it, this attack does 100 more damage.',
      },
      {
        cost: ['Fire', 'Fire', 'Fire', 'Fire'],
        name: 'Explosive Vortex',
        damage: '330',
        text: 'Discard 3 Energy from this Pokémon.',
      },
    ]);
  });

  it('prefers the Korean edition and its attacks when the card has them, and keeps two attacks', () => {
    const attack = (name: string) => ({
      name,
      cost: 'Fire',
      convertedEnergyCost: 1,
      damage: '10',
      text: '{불꽃} 트래쉬',
    });
    const card = cardPage({
      kr: editionRecord({ name: '리자몽 ex' }),
      parts: {
        en: cardPage().parts.en,
        kr: {
          abilities: [{ type: 'Ability', name: '작열', text: '특성 설명' }],
          attacks: [attack('가'), attack('나'), attack('다')],
        },
        jp: cardPage().parts.jp,
      },
    });
    const draft = draftFromCard(card, ORIGIN);
    expect(draft.attacks.map((a) => a.name)).toEqual(['가', '나']);
    expect(draft).toMatchObject({ abilityName: '작열', abilityText: '특성 설명' });
  });

  it('gives a Trainer no HP and a colourless frame', () => {
    const base = cardPage();
    const draft = draftFromCard(
      cardPage({ en: { ...base.en, supertype: 'Trainer', subtypes: 'Supporter', types: '', hp: null } }),
      ORIGIN,
    );
    expect(draft).toMatchObject({ type: 'Colorless', hp: '', stage: '서포트' });
  });
});

describe('pictures the canvas may draw', () => {
  it('allows our own paths and our copy of a mirrored picture, never another site', () => {
    expect(canvasSafeSrc('/upload/card_kr_image/a.png', ORIGIN)).toBe('/upload/card_kr_image/a.png');
    expect(canvasSafeSrc(`${ORIGIN}/upload/x.webp`, ORIGIN)).toBe('/upload/x.webp');
    expect(
      canvasSafeSrc(
        '/upload/card_en_image/0123456789abcdef0123-480.webp#https://images.example/sv1/1_hires.png',
        ORIGIN,
      ),
    ).toBe('/upload/card_en_image/0123456789abcdef0123-734.webp');
    expect(canvasSafeSrc('https://images.example/sv1/1_hires.png', ORIGIN)).toBeNull();
    expect(canvasSafeSrc('//images.example/1.png', ORIGIN)).toBeNull();
    expect(canvasSafeSrc(null, ORIGIN)).toBeNull();
  });

  it("uses the first edition whose picture is ours as the template's art", () => {
    const base = cardPage();
    const card = cardPage({
      en: { ...base.en, image: 'https://images.example/sv1/6_hires.png' },
      jp: editionRecord({ image: 'jp-6.png' }),
    });
    expect(templateArtSrc(card, ORIGIN)).toBe('/upload/card_jp_image/jp-6.png');
    expect(draftFromCard(card, ORIGIN).art).toEqual({
      src: '/upload/card_jp_image/jp-6.png',
      origin: 'template',
    });
    expect(
      templateArtSrc(cardPage({ en: { ...base.en, image: 'https://images.example/6.png' } }), ORIGIN),
    ).toBeNull();
  });
});

describe('restoreDraft', () => {
  it('gives back a stored draft as it was', () => {
    const draft = {
      ...draftFromCard(cardPage(), ORIGIN),
      art: { src: 'data:image/jpeg;base64,AAAA', origin: 'upload' as const },
    };
    expect(restoreDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
  });

  it('replaces what does not fit and refuses a picture from another site', () => {
    const restored = restoreDraft({
      type: 'Void',
      name: 42,
      hp: '1a2',
      attacks: [{ cost: ['Fire', 'Nope'], name: '불꽃', damage: '10', text: 'x' }, 'junk', {}, {}],
      retreat: 9,
      art: { src: 'https://elsewhere.example/a.png', origin: 'template' },
    });
    expect(restored).toMatchObject({ type: 'Colorless', name: '', hp: '12', retreat: 5, art: null });
    expect(restored!.attacks).toHaveLength(2);
    expect(restored!.attacks[0]).toEqual({ cost: ['Fire'], name: '불꽃', damage: '10', text: 'x' });
    expect(restoreDraft(null)).toBeNull();
    expect(restoreDraft('text')).toBeNull();
  });
});

describe('small parts', () => {
  it('labels the stage in Korean', () => {
    expect(stageLabel('Pokémon', 'Basic')).toBe('기본');
    expect(stageLabel('Pokémon', 'Stage 1')).toBe('1진화');
    expect(stageLabel('Trainer', 'Item')).toBe('아이템');
    expect(stageLabel('Energy', 'Special')).toBe('에너지');
  });

  it("names the file '<name>_fan_card.png' without characters file systems refuse", () => {
    expect(fanCardFileName('리자몽 ex')).toBe('리자몽_ex_fan_card.png');
    expect(fanCardFileName(' a/b:c? ')).toBe('abc_fan_card.png');
    expect(fanCardFileName('   ')).toBe('card_fan_card.png');
  });

  it('starts a blank frame with one empty attack', () => {
    expect(blankDraft('Water')).toMatchObject({ type: 'Water', name: '', attacks: [{ cost: [], name: '' }] });
  });
});
