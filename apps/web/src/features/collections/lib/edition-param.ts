import { NATIONS, type Nation } from '@carddogam/contract/constants';

/** An edition from the address; anything else falls back to 국내판. */
export function editionFrom(value: string | null | undefined, fallback: Nation = 'kr'): Nation {
  return (NATIONS as readonly string[]).includes(value ?? '') ? (value as Nation) : fallback;
}
