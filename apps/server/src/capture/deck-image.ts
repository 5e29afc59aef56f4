import { cardImageHeight } from '@carddogam/contract/cards/card-image';
import { box, text, type CaptureNode } from './node';
import { cardPicture, COLORS, sheet } from './layout';

/** The deck picture (/deck_capture): the title and every card of the recipe with its count and name. */

export interface DeckPictureCard {
  name: string;
  amount: number;
  /** A data URI of the card's local picture, or null for the placeholder box. */
  image: string | null;
}

export interface DeckPicture {
  title: string;
  writer: string;
  counts: { pokemon: number; trainer: number; energy: number };
  cards: DeckPictureCard[];
  /**
   * The deck's price in KRW from recent Korean trades (the deck-rank price: each card's average of the
   * last 90 days times its count) and how many of its cards had no trade; null when none had one.
   */
  price: { total: number; unpriced: number } | null;
}

/** '시세 약 123,450원', with the cards left out of it named by count. */
export function priceLine(price: DeckPicture['price']): string | null {
  if (!price) return null;
  const total = `시세 약 ${price.total.toLocaleString('ko-KR')}원`;
  return price.unpriced > 0 ? `${total} (시세 없는 카드 ${price.unpriced}종 제외)` : total;
}

/** The grid's room on the sheet, the gap between tiles and the name line under each picture. */
export const DECK_GRID = { width: 1056, height: 380, gap: 10, label: 22, maxTile: 140 };
const GRID = DECK_GRID;

/** Rows and tile width that draw `count` cards as large as the room allows. */
export function gridFor(count: number): { columns: number; tile: number } {
  let best = { columns: Math.max(count, 1), tile: 0 };
  for (let rows = 1; rows <= 8; rows += 1) {
    const columns = Math.ceil(Math.max(count, 1) / rows);
    const byWidth = (GRID.width - (columns - 1) * GRID.gap) / columns;
    const byHeight = (((GRID.height - (rows - 1) * GRID.gap) / rows - GRID.label) * 63) / 88;
    const tile = Math.floor(Math.min(byWidth, byHeight, GRID.maxTile));
    if (tile > best.tile) best = { columns, tile };
  }
  return best;
}

function tile(card: DeckPictureCard, width: number): CaptureNode {
  const height = cardImageHeight(width);
  return box(
    { flexDirection: 'column', width, marginRight: GRID.gap, marginBottom: GRID.gap },
    box(
      { position: 'relative', width, height },
      cardPicture(card.image, width, height),
      text(`×${card.amount}`, {
        position: 'absolute',
        right: 4,
        bottom: 4,
        padding: '2px 8px',
        borderRadius: 12,
        backgroundColor: 'rgba(17, 24, 39, 0.85)',
        color: '#ffffff',
        fontSize: 16,
        fontWeight: 700,
      }),
    ),
    text(card.name, { width, fontSize: 14, height: GRID.label, alignItems: 'center', color: COLORS.ink }),
  );
}

export function deckPicture(p: DeckPicture): CaptureNode {
  const { tile: width } = gridFor(p.cards.length);
  const total = p.counts.pokemon + p.counts.trainer + p.counts.energy;
  return sheet(
    box(
      { alignItems: 'baseline', justifyContent: 'space-between' },
      text(p.title, { fontSize: 40, fontWeight: 700, flexShrink: 1, marginRight: 24 }),
      text(p.writer, { fontSize: 22, color: COLORS.muted, flexShrink: 0 }),
    ),
    box(
      { justifyContent: 'space-between', marginTop: 6, marginBottom: 18, fontSize: 22 },
      text(
        `${total}장 · 포켓몬 ${p.counts.pokemon} · 트레이너스 ${p.counts.trainer} · 에너지 ${p.counts.energy}`,
        {
          color: COLORS.muted,
          flexShrink: 1,
        },
      ),
      priceLine(p.price) === null
        ? null
        : text(priceLine(p.price)!, { color: COLORS.ink, fontWeight: 700, flexShrink: 0, marginLeft: 16 }),
    ),
    box(
      { flexWrap: 'wrap', alignContent: 'center', flexGrow: 1, width: GRID.width + GRID.gap },
      ...p.cards.map((c) => tile(c, width)),
    ),
  );
}
