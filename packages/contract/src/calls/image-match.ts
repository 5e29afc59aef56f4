import { z } from 'zod';
import { cardId, defineCall, id, nation } from '../call';

/**
 * Image matching (/admin/card/image_match; decision 036): staff upload a batch of card pictures (files,
 * or one .zip), each file is matched to a card by its name, and 적용 stores the chosen ones as the
 * edition's image through the same pipeline as the edit dialog's upload.
 */

export const IMAGE_MATCH_LIMITS = {
  files: 200,
  fileBytes: 10 * 1024 * 1024,
  zipBytes: 100 * 1024 * 1024,
} as const;

export const IMAGE_MATCH_MSG = {
  noFiles: '올릴 이미지 파일이나 zip 파일을 선택해 주세요.',
  tooManyFiles: `이미지는 한 번에 ${IMAGE_MATCH_LIMITS.files}개까지 올릴 수 있습니다.`,
  fileTooLarge: '이미지 파일은 10MB까지 올릴 수 있습니다.',
  zipTooLarge: 'zip 파일은 100MB까지 올릴 수 있습니다.',
  zipBroken: 'zip 파일을 열 수 없습니다.',
  oneZip: 'zip 파일은 한 번에 하나만, 다른 파일 없이 올려 주세요.',
  notImage: '이미지 파일이 아닙니다 (JPG, PNG, GIF, WebP만 가능).',
  noCard: '파일 이름에 맞는 카드를 찾지 못했습니다. 카드 ID를 직접 입력해 주세요.',
  noEdition: (label: string) => `이 카드에는 ${label} 정보가 없습니다.`,
  cardMissing: '해당 카드 ID의 카드를 찾을 수 없습니다.',
  itemMissing: '이미지 항목을 찾을 수 없습니다.',
  itemDone: '이미 적용했거나 제외한 항목입니다.',
  nothingToApply: '적용할 항목이 없습니다.',
  storeFailed: '이미지를 저장하지 못해 아무것도 적용하지 않았습니다. 다시 올려 주세요.',
  applied: (n: number) => `이미지 ${n}개를 적용했습니다.`,
  dropped: '항목을 제외했습니다.',
  matched: '카드를 지정했습니다.',
} as const;

export const IMAGE_MATCH_STATUSES = ['대기', '적용', '제외', '오류'] as const;
/** Multipart upload of a batch; the edition follows the path ('/api/admin/card/image_match/upload/kr'). */
export const IMAGE_MATCH_UPLOAD_PATH = '/api/admin/card/image_match/upload/';
/** GET address of an uploaded file kept until the batch is applied (staff only). */
export const IMAGE_MATCH_FILE_PATH = '/api/admin/card/image_match/file/';

export const imageMatchRow = z.object({
  id: z.number(),
  file_name: z.string(),
  /** The address of the uploaded picture, or null when the file was refused. */
  upload_url: z.string().nullable(),
  card_id: z.string().nullable(),
  card_name: z.string().nullable(),
  /** The edition's picture now: a stored file name ('default.png' when none) and the source address. */
  current_image: z.string().nullable(),
  current_image_url: z.string().nullable(),
  matched_by: z.string().nullable(),
  status: z.enum(IMAGE_MATCH_STATUSES),
  error: z.string().nullable(),
});
export type ImageMatchRow = z.infer<typeof imageMatchRow>;

export const imageMatchBatch = z.object({
  batch_id: z.string(),
  nation,
  rows: z.array(imageMatchRow),
});
export type ImageMatchBatch = z.infer<typeof imageMatchBatch>;

const batchId = z.string().trim().uuid();

export const imageMatchCalls = {
  batch: defineCall('/api/admin/card/image_match/batch', z.object({ batch_id: batchId }), imageMatchBatch),
  setCard: defineCall(
    '/api/admin/card/image_match/set_card',
    z.object({ id, card_id: cardId }),
    z.object({ row: imageMatchRow, message: z.string() }),
  ),
  drop: defineCall('/api/admin/card/image_match/drop', z.object({ id }), z.object({ message: z.string() })),
  apply: defineCall(
    '/api/admin/card/image_match/apply',
    z.object({ batch_id: batchId, ids: z.array(id).max(IMAGE_MATCH_LIMITS.files).optional() }),
    z.object({ applied: z.number(), message: z.string() }),
  ),
} as const;
