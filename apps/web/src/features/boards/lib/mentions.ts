import type { BoardMention } from '@carddogam/contract/calls/board';
import { NATION_LABEL, type Nation } from '@carddogam/contract/constants';
import { formatWon } from '../../../lib/format';

/** The read answer's entry for a chip of the content, by card and edition. */
export function findMention(
  mentions: readonly BoardMention[],
  cardId: string,
  edition: Nation,
): BoardMention | undefined {
  return mentions.find((m) => m.card_id === cardId && m.edition === edition);
}

/** The chip's price: the edition's average trade price in won, or '거래 없음' without trades. */
export function mentionPrice(mention: Pick<BoardMention, 'avg_price'>): string {
  return mention.avg_price === null ? '거래 없음' : formatWon(mention.avg_price);
}

/** What a screen reader says for a chip: name, edition and price, and that it opens the card. */
export function mentionLabel(name: string, mention: Pick<BoardMention, 'edition' | 'avg_price'>): string {
  const price = mention.avg_price === null ? '거래 없음' : `평균 시세 ${formatWon(mention.avg_price)}`;
  return `${name} ${NATION_LABEL[mention.edition]} ${price}, 카드 정보 보기`;
}
