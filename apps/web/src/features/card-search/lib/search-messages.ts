/**
 * The empty states of §8. The spec gives them only in English ('No search conditions.', 'No search
 * results.'), so the screen says them in natural Korean.
 */
export const NO_SEARCH_CONDITIONS = '검색 조건이 없습니다.';
export const NO_SEARCH_RESULTS = '검색 결과가 없습니다.';
export const UNCONFIRMED_NAME_HINT = '확인되지 않은 한글 이름';
