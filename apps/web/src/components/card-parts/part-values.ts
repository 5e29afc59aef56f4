/** One ability or attack as the §2.18 editors hold it (the staff edit dialog and the info report). */
export interface AbilityValue {
  type: string;
  name: string;
  text: string;
}
export interface AttackValue {
  name: string;
  /** Energy type codes, one per cost symbol. */
  cost: string[];
  damage: string;
  text: string;
}
export const EMPTY_ABILITY: AbilityValue = { type: '', name: '', text: '' };
export const EMPTY_ATTACK: AttackValue = { name: '', cost: [], damage: '', text: '' };
