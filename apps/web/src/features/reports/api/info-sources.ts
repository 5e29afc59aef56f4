import { queryOptions } from '@tanstack/react-query';
import { cardRecordCalls } from '@carddogam/contract/calls/card-records';
import { provideCalls } from '@carddogam/contract/calls/provide';
import { referenceCalls } from '@carddogam/contract/calls/reference';
import { reportCalls } from '@carddogam/contract/calls/reports';
import type { Nation } from '@carddogam/contract/constants';
import { callApi } from '../../../lib/api';
import { prefillInfoForm, rarityOptions, regulationOptions } from '../lib/info-form';
import { reportKeys } from './keys';

const PART_CALLS = {
  kr: [cardRecordCalls.abilitiesKr, cardRecordCalls.attacksKr],
  jp: [cardRecordCalls.abilitiesJp, cardRecordCalls.attacksJp],
  en: [cardRecordCalls.abilitiesEn, cardRecordCalls.attacksEn],
} as const;

/** Everything §2.7 prefills the form from, for one card and edition, read in parallel. */
async function loadSources(cardId: string, nation: Nation) {
  const [abilitiesCall, attacksCall] = PART_CALLS[nation];
  const [en, edition, dump, abilities, attacks, rarity, sets, marks] = await Promise.all([
    callApi(cardRecordCalls.cardEn, { id: cardId }),
    nation === 'en'
      ? Promise.resolve(null)
      : callApi(nation === 'kr' ? cardRecordCalls.cardKr : cardRecordCalls.cardJp, { id: cardId }),
    callApi(cardRecordCalls.cardEnDump, { id: cardId }),
    callApi(abilitiesCall, { card_id: cardId }),
    callApi(attacksCall, { card_id: cardId }),
    callApi(referenceCalls.rarity),
    callApi(referenceCalls.sets, { nation }),
    callApi(referenceCalls.regulationMarks),
  ]);
  return {
    form: prefillInfoForm({
      nation,
      edition: nation === 'en' ? en[0] : (edition?.[0] ?? undefined),
      en: en[0],
      dump: dump[0]?.dump,
      rarityRows: rarity,
      parts: { abilities, attacks },
    }),
    rarities: rarityOptions(rarity, nation),
    sets: [...new Set(sets.map((s) => s.name))],
    regulationMarks: regulationOptions(marks),
  };
}

export const infoSourcesQuery = (cardId: string, nation: Nation) =>
  queryOptions({
    queryKey: reportKeys.infoSourcesOf(cardId, nation),
    queryFn: () => loadSources(cardId, nation),
    staleTime: 0,
  });

/** A filed info report, as staff read it in the review queue. */
export const infoReportQuery = (provideId: number | undefined) =>
  queryOptions({
    queryKey: reportKeys.infoReport(provideId),
    queryFn: () => callApi(provideCalls.infoRead, { provide_id: provideId! }),
    enabled: provideId !== undefined,
  });

/** 수정내역 (§2.9) of one card. */
export const editHistoryQuery = (cardId: string) =>
  queryOptions({
    queryKey: reportKeys.editHistory(cardId),
    queryFn: () => callApi(reportCalls.updateLogList, { card_id: cardId }),
  });

/** The set's total number (set_printedTotal) for the set lookup of §2.7. */
export async function findSetTotal(nation: Nation, setName: string): Promise<number | null> {
  const rows = await callApi(referenceCalls.setSpecific, { nation, set_name: setName });
  return rows[0]?.totalNumber ?? null;
}
