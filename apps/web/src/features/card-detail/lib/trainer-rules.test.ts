import { describe, expect, it } from 'vitest';
import { splitCardText } from './trainer-rules';

describe('splitCardText (§2.4 trainer rules)', () => {
  it('puts the English Item, Supporter, Stadium and Tool reminders under 룰 and the rest under 효과', () => {
    expect(
      splitCardText('Trainer', null, [
        'Draw 3 cards.',
        'You may play only 1 Supporter card during your turn.',
      ]),
    ).toEqual({
      effects: ['Draw 3 cards.'],
      rules: ['You may play only 1 Supporter card during your turn.'],
    });
    expect(
      splitCardText('Trainer', null, [
        'Switch your Active Pokémon with 1 of your Benched Pokémon.',
        'You may play any number of Item cards during your turn.',
      ]).rules,
    ).toEqual(['You may play any number of Item cards during your turn.']);
    const stadium =
      "You may play only 1 Stadium card during your turn. Put it next to the Active Spot, and discard it if another Stadium comes into play. A Stadium with the same name can't be played.";
    expect(splitCardText('Trainer', null, ['Each player draws a card.', stadium])).toEqual({
      effects: ['Each player draws a card.'],
      rules: [stadium],
    });
    const tool =
      "Attach a Pokémon Tool to 1 of your Pokémon that doesn't already have a Pokémon Tool attached.";
    expect(
      splitCardText('Trainer', null, [tool, 'The Pokémon this card is attached to gets +50 HP.']),
    ).toEqual({
      effects: ['The Pokémon this card is attached to gets +50 HP.'],
      rules: [tool],
    });
  });

  it('takes the reminder sentence out of Japanese and Korean effect text', () => {
    expect(
      splitCardText(
        'Trainer',
        'ポケモンのどうぐは、自分のポケモンにつけて使う。ポケモン1匹につき1枚だけつけられ、つけたままにする。\nこのカードをつけているポケモンのHPは「+50」される。',
        [],
      ),
    ).toEqual({
      effects: ['このカードをつけているポケモンのHPは「+50」される。'],
      rules: [
        'ポケモンのどうぐは、自分のポケモンにつけて使う。ポケモン1匹につき1枚だけつけられ、つけたままにする。',
      ],
    });
    expect(
      splitCardText('Trainer', '자신의 덱을 3장 뽑는다. 서포트는 자신의 차례에 1장만 사용할 수 있다.', []),
    ).toEqual({
      effects: ['자신의 덱을 3장 뽑는다.'],
      rules: ['서포트는 자신의 차례에 1장만 사용할 수 있다.'],
    });
  });

  it('keeps a Trainer text without a reminder as 효과, and a Pokémon rule box as 룰', () => {
    expect(splitCardText('Trainer', '自分の山札を3枚引く。', [])).toEqual({
      effects: ['自分の山札を3枚引く。'],
      rules: [],
    });
    expect(splitCardText('Pokémon', null, ['Pokémon ex rule: …'])).toEqual({
      effects: [],
      rules: ['Pokémon ex rule: …'],
    });
    expect(splitCardText('Energy', null, ['This card provides 2 [C] Energy.'])).toEqual({
      effects: ['This card provides 2 [C] Energy.'],
      rules: [],
    });
  });
});
