import type { CardPage } from '@carddogam/contract/calls/card-page';
import type { AbilityRow, AttackRow, CardEditionRecord } from '@carddogam/contract/calls/card-records';
import type { RankRow } from '@carddogam/contract/calls/ranking';
import type { SetCard, SetSummary } from '@carddogam/contract/calls/sets';
import type { Nation } from '@carddogam/contract/constants';
import type { PublicCard, PublicCardSummary, PublicEdition } from '@carddogam/contract/public-api/card';
import type { PublicSet } from '@carddogam/contract/public-api/catalogue';
import type { EditionLinkFacts, SearchRowOut } from './queries';

/** The public API's shapes, made from what the site's own reads return. */

const NO_IMAGE = 'default.png';
const list = (commaList: string) => (commaList ? commaList.split(',').filter(Boolean) : []);

/**
 * An image as an absolute address, which a client on another site can load: an uploaded file name under
 * /upload, a path of ours, or the source's address. A mirrored picture's value carries the source after
 * '#' (decision 029); our copy, before it, is what we answer.
 */
export function imageAddress(siteUrl: string, nation: Nation, value: string | null): string | null {
  const image = value?.split('#')[0]?.trim();
  if (!image || image === NO_IMAGE) return null;
  if (/^https?:\/\//i.test(image)) return image;
  if (image.startsWith('/')) return siteUrl + image;
  return `${siteUrl}/upload/card_${nation}_image/${encodeURIComponent(image)}`;
}

/** An edition record's picture: an uploaded file first, else the catalogue's (or our copy of it). */
const recordImage = (siteUrl: string, nation: Nation, r: { image: string; image_url: string | null }) =>
  r.image && r.image !== NO_IMAGE
    ? imageAddress(siteUrl, nation, r.image)
    : imageAddress(siteUrl, nation, r.image_url);

const attacks = (rows: AttackRow[]) =>
  rows.map((a) => ({
    name: a.name,
    cost: list(a.cost),
    converted_energy_cost: a.convertedEnergyCost,
    damage: a.damage,
    text: a.text,
  }));
const abilities = (rows: AbilityRow[]) => rows.map((a) => ({ type: a.type, name: a.name, text: a.text }));

function linkOf(facts: EditionLinkFacts | undefined): PublicEdition['link'] {
  if (facts?.proposal_score != null)
    return { source: 'confirmed_proposal', confidence: facts.proposal_score, edited_by_staff: facts.edited };
  // The importer links a print only when set, dex numbers, HP and attacks all agree (import/matching.ts).
  if (facts?.imported) return { source: 'import', confidence: 1, edited_by_staff: facts.edited };
  return { source: 'staff', confidence: null, edited_by_staff: true };
}

function edition(
  siteUrl: string,
  nation: 'kr' | 'jp',
  record: CardEditionRecord,
  parts: CardPage['parts']['kr'],
  facts: EditionLinkFacts | undefined,
): PublicEdition {
  return {
    name: record.name,
    number: record.number,
    rarity: record.rarity,
    set: {
      name: record.set_name,
      series: record.series,
      printed_total: record.set_printedTotal,
      release_date: record.set_release,
    },
    image: recordImage(siteUrl, nation, record),
    rules: record.rules,
    abilities: abilities(parts.abilities),
    attacks: attacks(parts.attacks),
    available: record.isAvailable === 1,
    link: linkOf(facts),
    updated: record.last_modified_datetime,
  };
}

export function presentPublicCard(siteUrl: string, page: CardPage, links: EditionLinkFacts[]): PublicCard {
  const en = page.en;
  const facts = (nation: 'kr' | 'jp') => links.find((l) => l.nation === nation);
  return {
    id: page.id,
    supertype: en.supertype,
    subtypes: list(en.subtypes),
    types: list(en.types),
    hp: en.hp,
    evolves_from: en.evolvesFrom,
    national_pokedex_numbers: list(en.nationalPokedexNumbers).map(Number),
    regulation_mark: en.regulationMark,
    retreat_cost: list(en.retreatCost),
    weaknesses: page.weaknesses,
    resistances: page.resistances,
    artist: en.artist,
    name_kr_unconfirmed: page.name_kr_suggestion,
    en: {
      name: en.name,
      number: en.number,
      rarity: en.rarity,
      set: {
        name: en.set_name,
        series: en.series,
        printed_total: en.set_printedTotal,
        release_date: en.set_release,
      },
      image: recordImage(siteUrl, 'en', en),
      rules: en.rules,
      abilities: abilities(page.parts.en.abilities),
      attacks: attacks(page.parts.en.attacks),
      available: en.isAvailable === 1,
      link: { source: 'base', confidence: 1, edited_by_staff: false },
      updated: en.last_modified_datetime,
    },
    kr: page.kr ? edition(siteUrl, 'kr', page.kr, page.parts.kr, facts('kr')) : null,
    jp: page.jp ? edition(siteUrl, 'jp', page.jp, page.parts.jp, facts('jp')) : null,
  };
}

export function presentSearchRow(siteUrl: string, r: SearchRowOut): PublicCardSummary {
  const summary = (nation: Nation, name: string | null) => ({
    name,
    set: r[`set_${nation}`],
    number: r[`number_${nation}`],
    rarity: r[`rarity_${nation}`],
    release_date: r[`release_${nation}`],
    image: imageAddress(siteUrl, nation, r[`image_${nation}`]),
  });
  return {
    id: r.id,
    supertype: r.supertype,
    subtypes: r.subtypes,
    types: r.types,
    hp: r.hp,
    regulation_mark: r.regulation_mark,
    name_kr: r.name_kr,
    name_kr_confirmed: r.name_kr_confirmed,
    en: summary('en', r.name_en),
    kr: r.has_kr ? summary('kr', r.name_kr_confirmed ? r.name_kr : null) : null,
    jp: r.has_jp ? summary('jp', r.name_jp) : null,
  };
}

const upload = (siteUrl: string, path: string | null) =>
  path ? (/^https?:\/\//i.test(path) ? path : siteUrl + path) : null;

export function presentSet(siteUrl: string, s: SetSummary): PublicSet {
  return {
    id: `${s.nation}-${s.code}`,
    nation: s.nation,
    code: s.code,
    name: s.name,
    series: s.series,
    release_date: s.release_date,
    printed_total: s.total_number,
    total: s.total,
    card_count: s.card_count,
    logo: upload(siteUrl, s.logo),
    symbol: upload(siteUrl, s.symbol),
    linked: s.linked,
  };
}

export function presentSetCard(siteUrl: string, nation: Nation, c: SetCard) {
  return {
    id: c.card_id,
    name: nation === 'en' ? c.name_en : nation === 'kr' ? c.name_kr : c.name_jp,
    name_en: c.name_en,
    name_kr: c.name_kr,
    name_jp: c.name_jp,
    number: c.number,
    rarity: c.rarity,
    image: imageAddress(siteUrl, nation, c[`image_${nation}`]),
  };
}

export function presentRankRow(siteUrl: string, nation: Nation, r: RankRow, index: number) {
  const image =
    imageAddress(siteUrl, nation, r[`image_${nation}`]) ??
    imageAddress(siteUrl, 'en', r.image_en) ??
    imageAddress(siteUrl, 'jp', r.image_jp);
  return {
    rank: index + 1,
    id: r.id,
    name: r.name,
    set: r.set_name,
    number: r.number,
    rarity: r.rarity,
    image,
    rating: {
      total: r.total_avg,
      performance: r.perform_avg,
      collection: r.collect_avg,
      reviews: r.total_count,
    },
    trade: { average_krw: r.avg_price, highest_krw: r.max_price, count: r.count },
    usage: {
      decks: r.deck_total_count,
      copies_in_decks: r.deck_total_amount,
      collected: r.collection_total_amount,
    },
  };
}
