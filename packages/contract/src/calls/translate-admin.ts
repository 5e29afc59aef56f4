import { z } from 'zod';
import { cardId, defineCall, id, noParams, paging } from '../call';

/**
 * Translation dictionaries (/admin/translate/*) and the Korean data by source (/admin/card/translated;
 * decision 036). Staff read the dictionaries; 관리자, 운영진 and 매니저 write them, apply them to the
 * catalogue as unconfirmed proposals, and confirm or delete those proposals.
 */

export const TRANSLATE_MSG = {
  enRequired: '영어 이름을 입력해 주세요.',
  krRequired: '한글 이름을 입력해 주세요.',
  entryTaken: '이미 등록된 영어 이름입니다.',
  entryMissing: '번역 항목을 찾을 수 없습니다.',
  rarityMissing: '레어도를 찾을 수 없습니다.',
  saved: '저장되었습니다.',
  deleted: '삭제되었습니다.',
  nothingChosen: '선택된 항목이 없습니다.',
  seeded: (entries: number, rarities: number) =>
    `사전을 다시 채웠습니다 (새 항목 ${entries}개, 새 레어도 ${rarities}개).`,
  applied: (names: number, rarities: number, attacks: number) =>
    `이름 ${names}장, 레어도 ${rarities}장, 기술 ${attacks}장`,
  confirmed: (count: number) => `${count}건을 확정했습니다.`,
  removed: (count: number) => `${count}건을 삭제했습니다.`,
} as const;

export const DICTIONARY_KINDS = ['card_name', 'attack_name'] as const;
export type DictionaryKind = (typeof DICTIONARY_KINDS)[number];
export const DICTIONARY_LABEL: Record<DictionaryKind | 'rarity', string> = {
  card_name: '카드 이름 번역',
  rarity: '레어도 번역',
  attack_name: '기술 이름 번역',
};

/** Where a dictionary entry came from: written by staff, or seeded from data we already have. */
export const ENTRY_SOURCE_LABEL: Record<string, string> = {
  staff: '직접 입력',
  korean_prints: '한글판 카드',
  species: '포켓몬 이름',
};

export const TRANSLATE_PAGE_SIZE = 20;

const text = z.string().trim().max(100).default('');
const sortOrder = z.enum(['asc', 'desc']).default('asc');
const englishName = z
  .string({ error: TRANSLATE_MSG.enRequired })
  .trim()
  .min(1, TRANSLATE_MSG.enRequired)
  .max(200);
const koreanName = z
  .string({ error: TRANSLATE_MSG.krRequired })
  .trim()
  .min(1, TRANSLATE_MSG.krRequired)
  .max(200);
const optionalName = z.string().trim().max(200).default('');

export const dictionaryEntry = z.object({
  id: z.number(),
  en: z.string(),
  kr: z.string(),
  jp: z.string().nullable(),
  source: z.string(),
  writer: z.string().nullable(),
  updated: z.string(),
  /** Cards (or card parts) lacking the Korean value this entry would give. */
  fills: z.number(),
});
export type DictionaryEntry = z.infer<typeof dictionaryEntry>;

export const rarityEntry = z.object({
  id: z.number(),
  en: z.string(),
  kr: z.string().nullable(),
  jp: z.string().nullable(),
  /** Cards of this rarity without a Korean rarity. */
  fills: z.number(),
});
export type RarityEntry = z.infer<typeof rarityEntry>;

/** The Korean data of /admin/card/translated, by where it came from. */
export const TRANSLATED_SOURCES = ['proposal', 'staff', 'import', 'report'] as const;
export type TranslatedSource = (typeof TRANSLATED_SOURCES)[number];
export const TRANSLATED_SOURCE_LABEL: Record<TranslatedSource, string> = {
  proposal: '제안 (미확인·확정)',
  staff: '직원 입력',
  import: '가져온 한글판',
  report: '승인된 제보',
};
/** What a proposal names: the card, its rarity, or one of its attacks or abilities. */
export const PROPOSAL_KINDS = ['name', 'rarity', 'attack', 'ability'] as const;
export type ProposalKind = (typeof PROPOSAL_KINDS)[number];
export const PROPOSAL_KIND_LABEL: Record<ProposalKind, string> = {
  name: '이름',
  rarity: '레어도',
  attack: '기술',
  ability: '특성',
};
/** Who made a proposal: the species table, the Korean prints (decision 021) or the dictionaries. */
export const PROPOSAL_ORIGINS = ['species', 'dictionary', 'translate'] as const;
export const PROPOSAL_ORIGIN_LABEL: Record<string, string> = {
  species: '포켓몬 이름',
  dictionary: '한글판 사전',
  translate: '번역 사전',
};
export const PROPOSAL_STATES = ['전체', '미확인', '확정'] as const;

export const translatedRow = z.object({
  /** 'name:<card id>', 'part:<id>', 'kr:<card id>' or 'log:<id>': unique in one answer. */
  key: z.string(),
  card_id: z.string(),
  name_en: z.string(),
  kind: z.enum([...PROPOSAL_KINDS, 'record']),
  position: z.number(),
  /** The English text a proposal translates; the set name of a Korean record. */
  en: z.string(),
  kr: z.string(),
  /** A proposal's origin, or the Korean record's source. */
  source: z.string(),
  confirmed: z.boolean(),
  /** Who confirmed the proposal, or who wrote the record (the approver of a report). */
  by: z.string().nullable(),
  /** When it was confirmed or last written, Korean time. */
  at: z.string().nullable(),
  /** The member whose report was approved. */
  provider: z.string().nullable(),
});
export type TranslatedRow = z.infer<typeof translatedRow>;

/** Proposals chosen for a bulk action: name proposals by card, part proposals by id. */
const proposalChoice = z.object({
  names: z.array(cardId).max(500).default([]),
  parts: z.array(id).max(500).default([]),
});

export const translateAdminCalls = {
  entryList: defineCall(
    '/api/admin/translate/entry/list',
    z.object({
      kind: z.enum(DICTIONARY_KINDS),
      text,
      sort: z.enum(['en', 'kr', 'updated']).default('en'),
      order: sortOrder,
      ...paging,
    }),
    z.object({ total: z.number(), items: z.array(dictionaryEntry) }),
  ),
  /** Adds (no id) or changes an entry; the English name is unique per dictionary, in any case. */
  entrySave: defineCall(
    '/api/admin/translate/entry/save',
    z.object({
      kind: z.enum(DICTIONARY_KINDS),
      id: id.optional(),
      en: englishName,
      kr: koreanName,
      jp: optionalName,
    }),
    z.object({ id: z.number(), message: z.string() }),
  ),
  entryDelete: defineCall(
    '/api/admin/translate/entry/delete',
    z.object({ id }),
    z.object({ message: z.string() }),
  ),
  rarityList: defineCall(
    '/api/admin/translate/rarity/list',
    z.object({ text, ...paging }),
    z.object({ total: z.number(), items: z.array(rarityEntry) }),
  ),
  raritySave: defineCall(
    '/api/admin/translate/rarity/save',
    z.object({ id: id.optional(), en: englishName, kr: koreanName, jp: optionalName }),
    z.object({ id: z.number(), message: z.string() }),
  ),
  rarityDelete: defineCall(
    '/api/admin/translate/rarity/delete',
    z.object({ id }),
    z.object({ message: z.string() }),
  ),
  /** 사전 다시 채우기: adds what the catalogue says and the dictionaries lack, never changing an entry. */
  seed: defineCall(
    '/api/admin/translate/seed',
    noParams,
    z.object({ entries: z.number(), rarities: z.number(), message: z.string() }),
  ),
  /** 사전 적용: unconfirmed Korean names, rarities and attack/ability names for cards lacking them. */
  apply: defineCall(
    '/api/admin/translate/apply',
    noParams,
    z.object({ names: z.number(), rarities: z.number(), attacks: z.number(), message: z.string() }),
  ),
  translatedList: defineCall(
    '/api/admin/card/translated/list',
    z.object({
      source: z.enum(TRANSLATED_SOURCES).default('proposal'),
      kind: z.enum(PROPOSAL_KINDS).default('name'),
      origin: z.enum(['전체', ...PROPOSAL_ORIGINS]).default('전체'),
      state: z.enum(PROPOSAL_STATES).default('미확인'),
      text,
      ...paging,
    }),
    z.object({ total: z.number(), items: z.array(translatedRow) }),
  ),
  translatedConfirm: defineCall(
    '/api/admin/card/translated/confirm',
    proposalChoice,
    z.object({ count: z.number(), message: z.string() }),
  ),
  translatedDelete: defineCall(
    '/api/admin/card/translated/delete',
    proposalChoice,
    z.object({ count: z.number(), message: z.string() }),
  ),
};
