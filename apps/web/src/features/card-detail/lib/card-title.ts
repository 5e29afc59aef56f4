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
