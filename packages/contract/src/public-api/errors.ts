import { z } from 'zod';

/** Every error answer of the public API: the site's `{ error: { code, message } }` plus an English message. */
export const publicError = z.object({
  error: z.object({
    code: z.string().describe("'BAD_REQUEST', 'CARD_NOT_FOUND', 'TOO_MANY_REQUESTS' …"),
    message: z.string().describe('한국어 메시지'),
    message_en: z.string(),
  }),
});
export type PublicError = z.infer<typeof publicError>;
