import { describe, expect, it } from 'vitest';
import { splitEnergyText } from './energy-text';
import { parseEnergyList, toEnergyType } from './energy-types';

const icons = (text: string) =>
  splitEnergyText(text)
    .filter((part) => typeof part !== 'string')
    .map((part) => part.energy);

describe('splitEnergyText', () => {
  it('replaces English bracket letters and keeps the text around them', () => {
    expect(splitEnergyText('Discard 2 [R] Energy from this Pokémon.')).toEqual([
      'Discard 2 ',
      { energy: 'Fire', raw: '[R]' },
      ' Energy from this Pokémon.',
    ]);
    expect(icons('{G}{W}{L}{P}{F}{D}{M}{Y}{N}{C}')).toEqual([
      'Grass',
      'Water',
      'Lightning',
      'Psychic',
      'Fighting',
      'Darkness',
      'Metal',
      'Fairy',
      'Dragon',
      'Colorless',
    ]);
    expect(icons('[-] costs nothing')).toEqual(['Free']);
  });

  it('replaces English type words before Energy, but not card names or other words', () => {
    expect(splitEnergyText('Attach a basic Fire Energy card.')).toEqual([
      'Attach a basic ',
      { energy: 'Fire', raw: 'Fire' },
      ' Energy card.',
    ]);
    expect(icons('Search for a Psychic Energy and a Darkness Energy.')).toEqual(['Psychic', 'Darkness']);
    expect(icons('Attach a Double Colorless Energy card.')).toEqual([]);
    expect(icons('This attack does Fire damage. Wildfire Energy')).toEqual([]);
    expect(icons('Attach an Energy card.')).toEqual([]);
  });

  it('replaces Korean names in braces, brackets, parentheses and before 에너지', () => {
    expect(splitEnergyText('자신의 패에서 (불꽃) 에너지를 1장 붙인다.')).toEqual([
      '자신의 패에서 ',
      { energy: 'Fire', raw: '(불꽃)' },
      ' 에너지를 1장 붙인다.',
    ]);
    expect(icons('{물}{번개}[초] 격투 에너지, 악에너지')).toEqual([
      'Water',
      'Lightning',
      'Psychic',
      'Fighting',
      'Darkness',
    ]);
    expect(icons('기본 강철 에너지와 페어리 에너지, 드래곤 에너지, 무색 에너지, 풀 에너지')).toEqual([
      'Metal',
      'Fairy',
      'Dragon',
      'Colorless',
      'Grass',
    ]);
    // '보물' ends in 물 (Water) but is another word.
    expect(icons('보물 에너지를 찾는다.')).toEqual([]);
  });

  it('replaces Japanese names in brackets and before エネルギー', () => {
    expect(splitEnergyText('このポケモンについている[炎]エネルギーを2個トラッシュする。')).toEqual([
      'このポケモンについている',
      { energy: 'Fire', raw: '[炎]' },
      'エネルギーを2個トラッシュする。',
    ]);
    expect(icons('基本草エネルギーと{水}、【雷】、［超］と悪エネルギー')).toEqual([
      'Grass',
      'Water',
      'Lightning',
      'Psychic',
      'Darkness',
    ]);
    expect(icons('[W]エネルギーの数×30ダメージ')).toEqual(['Water']);
  });

  it('returns the text unchanged when there is no energy in it', () => {
    expect(splitEnergyText('Draw 3 cards.')).toEqual(['Draw 3 cards.']);
    expect(splitEnergyText('')).toEqual([]);
    expect(splitEnergyText('[A] and (C) stay text')).toEqual(['[A] and (C) stay text']);
  });
});

describe('energy type names', () => {
  it('reads the stored spellings of every language', () => {
    expect(['Fire', 'fire', 'R', '불꽃', '炎'].map(toEnergyType)).toEqual([
      'Fire',
      'Fire',
      'Fire',
      'Fire',
      'Fire',
    ]);
    expect(toEnergyType('0Cost')).toBe('Free');
    expect(toEnergyType('Void')).toBeNull();
    expect(toEnergyType('')).toBeNull();
  });

  it('parses a comma list of a cost', () => {
    expect(parseEnergyList('Fire,Fire,Colorless')).toEqual(['Fire', 'Fire', 'Colorless']);
    expect(parseEnergyList('')).toEqual([]);
    expect(parseEnergyList(' Water , Unknown ')).toEqual(['Water']);
  });
});
