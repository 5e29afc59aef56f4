import type { CardPage } from '@carddogam/contract/calls/card-page';
import { ENERGY_TYPES, type Nation } from '@carddogam/contract/constants';
import type { DbOrTx } from '../db/client';
import { findCardHead, type CardHeadRow, type EditionHead } from '../repositories/page-head';
import { defaultNation } from './card-page';
import type { PagePreview } from './page-head';

/**
 * The link preview of a card page (/card/detail?id=): named as the browser tab names it (§2.1), described
 * by the edition the page opens on (decision 007), with schema.org Product data when it has prices.
 */

const NO_IMAGE = 'default.png';
const TYPE_LABELS = new Map<string, string>(ENERGY_TYPES.map((t) => [t.code, t.kr]));
const won = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });

/** The browser tab's name of a card: Korean, then the unconfirmed suggestion, then English (card-title.ts). */
function tabName(row: CardHeadRow): string {
  return row.editions.kr?.name?.trim() || row.name_suggestion?.trim() || row.en_name;
}

/** The edition the card page opens on, by the page's own rule (services/card-page.ts). */
function openingNation(row: CardHeadRow): Nation {
  const { kr, jp } = row.editions;
  const flag = (value: boolean | undefined) => (value ? 1 : 0);
  // defaultNation reads only availability, name and rarity; the rest of the records is not needed here.
  const page = {
    en: { isAvailable: flag(row.en_available) },
    kr: kr && { isAvailable: flag(kr.available), name: kr.name, rarity: kr.rarity },
    jp: jp && { isAvailable: flag(jp.available), name: jp.name, rarity: jp.rarity },
  };
  return defaultNation(page as unknown as Pick<CardPage, 'en' | 'kr' | 'jp'>);
}

/** An edition's picture as the card page shows it: an upload, else our copy, else the source's address. */
function editionImage(nation: Nation, edition: EditionHead | null): string | null {
  if (!edition) return null;
  const image = edition.image.trim();
  if (image && image !== NO_IMAGE) {
    return /^https?:\/\//i.test(image) || image.startsWith('/')
      ? image
      : `/upload/card_${nation}_image/${encodeURIComponent(image)}`;
  }
  // Our copy's address carries the source's after '#', for browsers only (decision 029).
  return edition.mirrored?.split('#')[0] ?? edition.image_url;
}

/** The picture of one edition, else of the card's other editions, in the card page's order of tabs. */
function pictureOf(row: CardHeadRow, nation: Nation): string | null {
  return (
    editionImage(nation, row.editions[nation] ?? null) ??
    (['kr', 'en', 'jp'] as const).map((n) => editionImage(n, row.editions[n] ?? null)).find(Boolean) ??
    null
  );
}

/** A card edition's picture as its page shows it: a trade post without pictures of its own shows its card. */
export async function cardPicture(db: DbOrTx, id: string, nation: Nation): Promise<string | null> {
  const row = await findCardHead(db, id);
  return row && !row.deleted ? pictureOf(row, nation) : null;
}

function typeLabel(row: CardHeadRow): string | null {
  if (row.supertype === 'Trainer') return '트레이너스';
  if (row.supertype === 'Energy') return '에너지';
  const types = row.types.map((t) => TYPE_LABELS.get(t) ?? t);
  return types.length ? `${types.join('·')} 타입` : null;
}

function setLine(edition: EditionHead): string | null {
  const number = edition.number?.trim();
  const total = edition.printed_total ? `/${edition.printed_total}` : '';
  const set = edition.set_name?.trim();
  if (set && number) return `${set} ${number}${total}`;
  return set || (number ? `No.${number}${total}` : null);
}

export async function cardPreview(db: DbOrTx, id: string): Promise<PagePreview | null> {
  const row = await findCardHead(db, id);
  // A deleted card's page says so to guests; its preview is the site's own.
  if (!row || row.deleted) return null;
  const nation = openingNation(row);
  const edition = row.editions[nation] ?? row.editions.en!;
  const price = row.prices?.find((p) => p.nation === nation);
  const average = price ? Math.round(price.avg) : null;
  const name = tabName(row);
  const facts = [
    setLine(edition),
    edition.rarity?.trim() || null,
    typeLabel(row),
    row.hp ? `HP ${row.hp}` : null,
    average ? `평균 시세 ${won.format(average)}원 (거래 ${price!.count}건)` : null,
  ].filter((fact): fact is string => Boolean(fact));
  const description = [name, ...facts].join(' · ');
  const image = pictureOf(row, nation);
  return {
    pageName: name,
    title: name,
    description,
    image,
    imageKind: 'card',
    canonicalPath: `/card/detail?id=${encodeURIComponent(row.id)}`,
    // Product data without an offer is an incomplete product to search engines: only cards with prices.
    ...(average && price
      ? {
          product: {
            sku: row.id,
            averagePrice: average,
            lowPrice: price.low ?? average,
            highPrice: Math.max(price.high, average),
            offerCount: price.count,
          },
        }
      : {}),
  };
}
