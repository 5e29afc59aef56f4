import { PUBLIC_API_ANON_PER_MINUTE, PUBLIC_API_KEY_PER_MINUTE } from './limits';

/**
 * Error messages of the public API: Korean for our members, English for developers abroad (the API is the
 * only Korean card data many of them can read), both in every error answer.
 */
export const PUBLIC_API_MSG = {
  badParams: { ko: '요청 값이 올바르지 않습니다.', en: 'Invalid request parameters.' },
  badCursor: {
    ko: 'cursor 값이 올바르지 않습니다. 이전 응답의 next_cursor를 그대로 보내주세요.',
    en: 'Invalid cursor. Send the next_cursor of a previous answer unchanged.',
  },
  cardMissing: { ko: '해당 카드를 찾을 수 없습니다.', en: 'No card has this id.' },
  setMissing: { ko: '해당 제품을 찾을 수 없습니다.', en: 'No set has this id.' },
  routeMissing: { ko: '없는 API 주소입니다.', en: 'No such API route.' },
  tooMany: {
    ko: `요청이 너무 많습니다. 1분에 ${PUBLIC_API_ANON_PER_MINUTE}회까지 호출할 수 있습니다. 잠시 후 다시 시도해주세요.`,
    en: `Too many requests: ${PUBLIC_API_ANON_PER_MINUTE} per minute are allowed. Retry after the number of seconds in Retry-After.`,
  },
  tooManyForKey: {
    ko: `요청이 너무 많습니다. API 키 하나로 1분에 ${PUBLIC_API_KEY_PER_MINUTE}회까지 호출할 수 있습니다. 잠시 후 다시 시도해주세요.`,
    en: `Too many requests: ${PUBLIC_API_KEY_PER_MINUTE} per minute are allowed for one API key. Retry after the number of seconds in Retry-After.`,
  },
  keyInvalid: {
    ko: 'API 키가 올바르지 않거나 폐기되었습니다. /policy/apiguide의 내 API 키에서 확인해주세요. 키 없이 호출하려면 Authorization과 X-API-Key 헤더를 빼주세요.',
    en: 'The API key is unknown or revoked. Check your keys on /policy/apiguide, or send no Authorization or X-API-Key header to call without a key.',
  },
  bulkMissing: {
    ko: '아직 만들어진 전체 데이터 파일이 없습니다. 하루에 한 번 만들어지니 잠시 후 다시 시도해주세요.',
    en: 'No bulk export has been made yet. One is made every day; please retry later.',
  },
  serverError: {
    ko: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
    en: 'A temporary error occurred. Please retry later.',
  },
} as const;

export type PublicApiMessage = (typeof PUBLIC_API_MSG)[keyof typeof PUBLIC_API_MSG];
