import type { CardPage } from '@carddogam/contract/calls/card-page';
import type { Nation } from '@carddogam/contract/constants';

/**
 * The card's name as the title line of the price area writes it (§2.3):
 * - kr: the Korean name, falling back to the English name;
 * - en: the English name, then the Korean name in parentheses when there is one;
 * - jp: the Japanese name (falling back to the English name), then the Korean name in parentheses.
 * Only a Korean record counts as a Korean name; the unconfirmed suggestion does not.
 */
export function titleName(page: Pick<CardPage, 'en' | 'kr' | 'jp'>, nation: Nation): string {
  const en = page.en.name;
  const kr = page.kr?.name?.trim() || null;
  const withKorean = (name: string) => (kr ? `${name} (${kr})` : name);
  switch (nation) {
    case 'kr':
      return kr ?? en;
    case 'en':
      return withKorean(en);
    case 'jp':
      return withKorean(page.jp?.name?.trim() || en);
  }
}

export function titleLine(page: Pick<CardPage, 'en' | 'kr' | 'jp'>, nation: Nation): string {
  return `${titleName(page, nation)} 카드 시세`;
}

/**
 * The card's name in the browser tab (§2.1 '/card/detail?id=': the card's Korean name). A card without a
 * Korean record is named by its unconfirmed suggestion, then by its English name, so the tab always
 * says which card it shows.
 */
export function tabName(page: Pick<CardPage, 'en' | 'kr' | 'name_kr_suggestion'>): string {
  return page.kr?.name?.trim() || page.name_kr_suggestion?.trim() || page.en.name;
}
