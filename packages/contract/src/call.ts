import { z } from 'zod';

export { defineCall, type CallDef } from './define-call';

import type { CallDef } from './define-call';

export type CallParams<C extends CallDef> = z.input<C['params']>;
export type CallResult<C extends CallDef> = z.output<C['result']>;

/** The one error shape every call answers with (4xx/5xx). */
export const errorBody = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ErrorBody = z.infer<typeof errorBody>;

/**
 * Where a payload holds a NUL character (U+0000), as a dotted path, or null when it holds none. No text of
 * ours may contain one (PostgreSQL refuses it in text columns), so every call refuses such a payload
 * before its own schema runs.
 */
export function nulCharacterPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '(값)' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key].join('.');
    const found = nulCharacterPath(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/** A call with no payload. */
export const noParams = z.object({}).strict();

// Field helpers with limits, so that huge or malformed input is refused with a 400.
export const cardId = z.string().trim().min(1).max(64);
export const nation = z.enum(['kr', 'en', 'jp']);
export const shortText = (max = 200) => z.string().max(max);
export const id = z.coerce.number().int().positive().max(2_147_483_647);
/** 0/1 flags as the spec writes them. */
export const flag01 = z.union([z.literal(0), z.literal(1)]);

/** 1-based paging of list calls; size is capped so one call cannot read a whole table. */
export const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
};
