import { z } from 'zod';

/**
 * GET /v1/bulk: the latest nightly export of the whole catalogue, one card per line (JSON lines, gzip),
 * each line the object GET /v1/cards/{id} answers. For those who would otherwise page through every card.
 */
export const publicBulk = z.object({
  data: z.object({
    date: z.string().describe('만든 날 (한국 시간, YYYY-MM-DD)'),
    card_count: z.number().int().describe('줄 수 = 카드 수'),
    bytes: z.number().int().describe('gzip 파일의 크기 (바이트)'),
    sha256: z.string().describe('gzip 파일의 SHA-256 (16진수). 파일의 ETag와 같습니다.'),
    url: z.string().describe('파일 주소 (/v1/bulk/cards.jsonl.gz)'),
  }),
});
export type PublicBulk = z.infer<typeof publicBulk>;

/** The file itself: not JSON, so the document describes it as binary gzip. */
export const publicBulkFile = z
  .string()
  .describe('gzip으로 압축한 JSON Lines: 한 줄에 카드 한 장 (카드 id 순)');
