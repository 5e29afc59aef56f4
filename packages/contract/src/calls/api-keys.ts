import { z } from 'zod';
import { defineCall, id, noParams } from '../call';
import { API_KEYS_PER_MEMBER } from '../public-api/limits';

/**
 * A member's keys for the public card API (/policy/apiguide, '내 API 키'). A key raises the member's /v1
 * limit above the per-address one; it is shown once, when it is made, and only its hash is kept.
 */

export const API_KEY_MSG = {
  created: 'API 키를 만들었습니다. 이 키는 다시 보여드리지 않으니 지금 복사해 안전한 곳에 보관해주세요.',
  revoked: 'API 키를 폐기했습니다. 이 키로 보내는 호출은 바로 거절됩니다.',
  nameRequired: '키 이름을 입력해주세요.',
  nameTooLong: '키 이름은 30자 이내로 입력해주세요.',
  limit: `API 키는 ${API_KEYS_PER_MEMBER}개까지 만들 수 있습니다. 쓰지 않는 키를 폐기한 뒤 다시 만들어주세요.`,
  missing: 'API 키를 찾을 수 없습니다.',
  alreadyRevoked: '이미 폐기된 API 키입니다.',
} as const;

/** Every key starts so, which tells a leaked key apart in logs and secret scanners. */
export const API_KEY_PREFIX = 'cdk_';

export const apiKeyRow = z.object({
  id: z.number(),
  name: z.string(),
  /** The key's first characters ('cdk_' and 6 more), enough to recognise it, never enough to use it. */
  prefix: z.string(),
  created: z.string(),
  last_used: z.string().nullable(),
  revoked: z.string().nullable(),
});
export type ApiKeyRow = z.infer<typeof apiKeyRow>;

export const apiKeyName = z
  .string({ error: API_KEY_MSG.nameRequired })
  .trim()
  .min(1, API_KEY_MSG.nameRequired)
  .max(30, API_KEY_MSG.nameTooLong);

export const apiKeyCalls = {
  /** The member's keys, newest first; revoked ones stay listed with the time they were revoked. */
  list: defineCall('/api/mypage/api_key/list', noParams, z.object({ rows: z.array(apiKeyRow) })),
  /** A new key: `key` is the whole secret, in this answer only. */
  create: defineCall(
    '/api/mypage/api_key/create',
    z.object({ name: apiKeyName }),
    z.object({ row: apiKeyRow, key: z.string(), message: z.string() }),
  ),
  revoke: defineCall('/api/mypage/api_key/revoke', z.object({ id }), z.object({ message: z.string() })),
};
