import type { Nation } from '@carddogam/contract/constants';
import type { SearchState } from './search-state';

const HANGUL = /[\u1100-\u11FF\u3130-\u318F\uA960-\uA97F\uAC00-\uD7AF\uD7B0-\uD7FF]/;
/** Kana (full and half width) and CJK ideographs: a Japanese card name. */
const JAPANESE_OR_CJK = /[\u3040-\u30FF\u31F0-\u31FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uFF66-\uFF9F]/;

function choosesEdition(state: SearchState, nation: Nation): boolean {
  return [state.set, state.rarity, state.series].some((f) => f.name !== '' && f.nation === nation);
}

/**
 * The edition a search is made in (§2.19): Korean for Hangul text or a Korean set, rarity or series;
 * Japanese for kana/CJK text or a Japanese one; English otherwise. It picks the list call and the
 * edition the sort and the result rows use.
 */
export function detectNation(state: SearchState): Nation {
  if (HANGUL.test(state.text) || choosesEdition(state, 'kr')) return 'kr';
  if (JAPANESE_OR_CJK.test(state.text) || choosesEdition(state, 'jp')) return 'jp';
  return 'en';
}
