import { MSG } from '@carddogam/contract/messages';

/** The empty states of §8 ('No search conditions.', 'No search results.' in the spec's English gloss). */
export const NO_SEARCH_CONDITIONS = MSG.noSearchConditions;
export const NO_SEARCH_RESULTS = MSG.noSearchResults;
export const UNCONFIRMED_NAME_HINT = '확인되지 않은 한글 이름';
