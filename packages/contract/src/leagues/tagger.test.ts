import { describe, expect, it } from 'vitest';
import { tagArchetype } from './tagger';

const CHARIZARD = { id: 1, keyCardName: 'Charizard ex', priority: 10 };
const PIDGEOT = { id: 2, keyCardName: 'Pidgeot ex', priority: 5 };
const GARDEVOIR = { id: 3, keyCardName: 'Gardevoir ex', priority: 10 };
const ARCHETYPES = [PIDGEOT, CHARIZARD, GARDEVOIR];

describe('tagArchetype', () => {
  it('tags the list by the key card it holds, ignoring case', () => {
    expect(tagArchetype([{ name: 'GARDEVOIR EX', amount: 2 }], ARCHETYPES)).toBe(3);
  });

  it('prefers the higher priority when a list holds several key cards', () => {
    const list = [
      { name: 'Pidgeot ex', amount: 2 },
      { name: 'Charizard ex', amount: 3 },
    ];
    expect(tagArchetype(list, ARCHETYPES)).toBe(1);
  });

  it('gives equal priorities to the lower id, whatever the order of the archetypes', () => {
    const list = [
      { name: 'Gardevoir ex', amount: 1 },
      { name: 'Charizard ex', amount: 1 },
    ];
    expect(tagArchetype(list, [GARDEVOIR, CHARIZARD])).toBe(1);
  });

  it('matches the exact name only, and not a card listed with 0 copies', () => {
    expect(tagArchetype([{ name: 'Charizard', amount: 4 }], ARCHETYPES)).toBeNull();
    expect(tagArchetype([{ name: 'Charizard ex', amount: 0 }], ARCHETYPES)).toBeNull();
    expect(tagArchetype([], ARCHETYPES)).toBeNull();
  });
});
