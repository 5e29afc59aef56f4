import { z } from 'zod';
import { defineCall, id, noParams, paging } from '../call';

/**
 * New prints of the catalogue import and the en↔jp link proposals (/admin/card/new_card_en,
 * /admin/card/new_card_jp; decision 036). A Japanese print that the importer could not link for certain
 * became a card of its own ('jp-…'); the proposal finder offers English cards with the facts that agree,
 * and a 관리자 confirms the link, which moves the print onto the English card.
 */

export const CARD_LINK_MSG = {
  confirmed: '일본 카드가 영어 카드에 연결되었습니다.',
  rejected: '연결 제안을 거절했습니다.',
  found: (made: number) => `연결 제안 ${made}건을 찾았습니다.`,
  proposalMissing: '연결 제안을 찾을 수 없습니다.',
  proposalDecided: '이미 처리된 연결 제안입니다.',
  englishHasJapanese: '영어 카드에 이미 일본어 카드 정보가 있어 연결할 수 없습니다.',
  englishHasKorean: '영어 카드에 이미 한국어 카드 정보가 있어 연결할 수 없습니다.',
  cardMissing: '연결할 카드를 찾을 수 없습니다.',
  runsInvalid: '최근 가져오기 횟수는 1부터 20까지 고를 수 있습니다.',
  statusInvalid: '제안 상태를 다시 선택해 주세요.',
} as const;

export const PROPOSAL_STATUSES = ['대기', '확정', '거절'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** How many of the latest finished import runs count as "new"; 1 is the last run alone. */
const runs = z.coerce
  .number({ error: CARD_LINK_MSG.runsInvalid })
  .int()
  .min(1, CARD_LINK_MSG.runsInvalid)
  .max(20, CARD_LINK_MSG.runsInvalid)
  .default(1);

export const importRunView = z.object({
  id: z.number(),
  started: z.string(),
  finished: z.string().nullable(),
  summary: z.record(z.string(), z.unknown()),
});

export const newCardEnRow = z.object({
  id: z.string(),
  name: z.string(),
  name_kr: z.string().nullable(),
  set_id: z.string().nullable(),
  set_name: z.string().nullable(),
  number: z.string(),
  supertype: z.string(),
  has_kr: z.boolean(),
  has_jp: z.boolean(),
  image: z.string(),
  image_url: z.string().nullable(),
  created: z.string(),
});
export type NewCardEnRow = z.infer<typeof newCardEnRow>;

/** One fact of a proposal: the value on each card and whether they agree. */
export const evidenceFact = z.object({ from: z.string(), to: z.string(), same: z.boolean() });
export const EVIDENCE_FACTS = ['dex', 'hp', 'attacks', 'number', 'name'] as const;
export type EvidenceFact = (typeof EVIDENCE_FACTS)[number];
export const EVIDENCE_LABEL: Record<EvidenceFact, string> = {
  dex: '도감 번호',
  hp: 'HP',
  attacks: '기술 (비용:피해)',
  number: '카드 번호',
  name: '이름',
};
export const proposalEvidence = z.partialRecord(z.enum(EVIDENCE_FACTS), evidenceFact);

const linkedCard = z.object({
  id: z.string(),
  name: z.string(),
  name_local: z.string().nullable(),
  set_name: z.string().nullable(),
  number: z.string(),
  image: z.string(),
  image_url: z.string().nullable(),
  /** The edition whose picture `image` is ('jp' for the own card, 'en' for the English card). */
  image_nation: z.enum(['en', 'jp']),
});

export const linkProposalRow = z.object({
  id: z.number(),
  score: z.number(),
  status: z.enum(PROPOSAL_STATUSES),
  evidence: proposalEvidence,
  from: linkedCard,
  to: linkedCard,
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  created: z.string(),
});
export type LinkProposalRow = z.infer<typeof linkProposalRow>;

const page = <T extends z.ZodType>(row: T) => z.object({ total: z.number(), rows: z.array(row) });

export const cardLinkCalls = {
  importRuns: defineCall('/api/admin/card/import_runs', noParams, z.array(importRunView)),
  newCardEn: defineCall(
    '/api/admin/card/new_card_en/list',
    z.object({
      ...paging,
      runs,
      set_id: z.string().trim().max(60).optional(),
      /** 'kr': lacking a Korean record, 'jp': lacking a Japanese one, 'any': lacking either. */
      lacking: z.enum(['any', 'kr', 'jp']).default('any'),
      sort: z.enum(['created', 'id', 'name', 'set']).default('created'),
      desc: z.boolean().default(true),
    }),
    page(newCardEnRow).extend({ since: z.string().nullable() }),
  ),
  proposals: defineCall(
    '/api/admin/card/new_card_jp/list',
    z.object({
      ...paging,
      runs,
      /** Only proposals whose Japanese card came with the chosen import runs. */
      only_new: z.boolean().default(false),
      status: z.enum(PROPOSAL_STATUSES, { error: CARD_LINK_MSG.statusInvalid }).default('대기'),
    }),
    page(linkProposalRow).extend({ since: z.string().nullable() }),
  ),
  findProposals: defineCall(
    '/api/admin/card/new_card_jp/find',
    noParams,
    z.object({ made: z.number(), message: z.string() }),
  ),
  confirm: defineCall(
    '/api/admin/card/new_card_jp/confirm',
    z.object({ id }),
    z.object({ card_id: z.string(), message: z.string() }),
  ),
  reject: defineCall(
    '/api/admin/card/new_card_jp/reject',
    z.object({ id }),
    z.object({ message: z.string() }),
  ),
} as const;
