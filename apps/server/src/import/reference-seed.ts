import { sql } from 'drizzle-orm';
import { ENERGY_TYPES } from '@carddogam/contract/constants';
import type { Tx } from '../db/client';
import { cardSeries, cardSet, country, rarityMap, regulationMark, supertypeItem } from '../db/schema/index';
import type { AsiaSet } from './asia';
import { isoDate, type EnSet } from './en';
import { EN_RARITY_CODES } from './rarity';
import { isTrustedKoreanSetName, sameProductSets } from './set-map';

/** Reference lists of §3 that come with the catalogue: sets, series, rarities, marks, type labels. */

type SetRow = typeof cardSet.$inferInsert;

export function englishSetRows(sets: EnSet[]): SetRow[] {
  return sets.map((s) => ({
    nation: 'en',
    code: s.id,
    name: s.name,
    series: s.series ?? null,
    totalNumber: s.printedTotal ?? null,
    total: s.total ?? null,
    releaseDate: isoDate(s.releaseDate),
    ptcgoCode: s.ptcgoCode ?? null,
  }));
}

function releaseFor(set: AsiaSet, lang: 'ja' | 'ko'): string | null {
  if (typeof set.releaseDate === 'string') return lang === 'ja' ? isoDate(set.releaseDate) : null;
  return isoDate(set.releaseDate?.[lang]);
}

/** Japanese and Korean set records (Korean sets reuse the Japanese codes). The first of a duplicated id wins. */
export function asiaSetRows(sets: AsiaSet[]): SetRow[] {
  const rows = new Map<string, SetRow>();
  for (const s of sets) {
    const ja = s.name.ja;
    if (ja && !rows.has(`jp:${s.id}`)) {
      rows.set(`jp:${s.id}`, {
        nation: 'jp',
        code: s.id,
        name: ja,
        series: s.serie_name.ja ?? null,
        totalNumber: s.official_count || null,
        total: null,
        releaseDate: releaseFor(s, 'ja'),
      });
    }
    const ko = s.name.ko;
    if (ko && isTrustedKoreanSetName(s.id) && !rows.has(`kr:${s.id}`)) {
      rows.set(`kr:${s.id}`, {
        nation: 'kr',
        code: s.id,
        name: ko,
        series: s.serie_name.ko ?? null,
        totalNumber: s.official_count || null,
        total: null,
        releaseDate: releaseFor(s, 'ko'),
      });
    }
  }
  return [...rows.values()];
}

/** Series per edition, numbered in release order of their first set (newest highest). */
function seriesRows(sets: SetRow[]) {
  const first = new Map<string, { nation: string; name: string; date: string }>();
  for (const s of sets) {
    if (!s.series) continue;
    const key = `${s.nation}:${s.series}`;
    const date = s.releaseDate ?? '9999-12-31';
    const seen = first.get(key);
    if (!seen || date < seen.date) first.set(key, { nation: s.nation, name: s.series, date });
  }
  return [...first.values()]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((s, i) => ({ nation: s.nation, name: s.name, sortOrder: i + 1 }));
}

/** Korean labels of supertypes and subtypes; a subtype missing here is shown in English. */
const SUBTYPE_KR: Record<string, string> = {
  Pokémon: '포켓몬',
  Trainer: '트레이너스',
  Energy: '에너지',
  Basic: '기본',
  'Stage 1': '1진화',
  'Stage 2': '2진화',
  Item: '아이템',
  Supporter: '서포트',
  Stadium: '스타디움',
  'Pokémon Tool': '포켓몬의 도구',
  'Technical Machine': '기술머신',
  'ACE SPEC': '에이스 스펙',
  Special: '특수 에너지',
  Tera: '테라스탈',
  Radiant: '빛나는 포켓몬',
  MEGA: '메가진화',
  Restored: '복원',
  Baby: '베이비',
  'Level-Up': '레벨업',
  Ancient: '고대',
  Future: '미래',
  'Single Strike': '일격',
  'Rapid Strike': '연격',
  'Fusion Strike': '퓨전',
  'Prism Star': '프리즘스타',
  'TAG TEAM': '태그팀',
  'Team Plasma': '플라스마단',
  "Rocket's Secret Machine": '로켓단의 비밀기계',
  Goldenrod: '코가네',
};

export interface SeenSubtypes {
  /** supertype → subtypes seen on its cards */
  [supertype: string]: Set<string>;
}

function supertypeRows(seen: SeenSubtypes) {
  const rows: Array<typeof supertypeItem.$inferInsert> = [];
  ['Pokémon', 'Trainer', 'Energy'].forEach((en, i) =>
    rows.push({ category: 'supertype', en, kr: SUBTYPE_KR[en]!, sortOrder: i + 1 }),
  );
  for (const [supertype, subtypes] of Object.entries(seen)) {
    [...subtypes].sort().forEach((en, i) => {
      const kr = supertype === 'Energy' && en === 'Basic' ? '기본 에너지' : (SUBTYPE_KR[en] ?? en);
      rows.push({ category: `subtype:${supertype}`, en, kr, sortOrder: i + 1 });
    });
  }
  ENERGY_TYPES.forEach((t, i) => rows.push({ category: 'type', en: t.code, kr: t.kr, sortOrder: i + 1 }));
  return rows;
}

const COUNTRIES: Array<[string, string]> = [
  ['KR', '대한민국'],
  ['JP', '일본'],
  ['US', '미국'],
  ['CA', '캐나다'],
  ['GB', '영국'],
  ['FR', '프랑스'],
  ['DE', '독일'],
  ['IT', '이탈리아'],
  ['ES', '스페인'],
  ['AU', '호주'],
  ['TW', '대만'],
  ['HK', '홍콩'],
  ['CN', '중국'],
  ['SG', '싱가포르'],
  ['TH', '태국'],
  ['ID', '인도네시아'],
  ['MY', '말레이시아'],
  ['PH', '필리핀'],
  ['BR', '브라질'],
  ['MX', '멕시코'],
];

/**
 * Puts the three editions of one product under one edition group ('import:<English set id>'), so the set
 * pages link them without staff work. A set staff already grouped (/admin/card/set) keeps its group, and a
 * product any of whose sets staff grouped is left to them.
 */
async function linkSameProductSets(tx: Tx): Promise<void> {
  const pairs = sameProductSets();
  await tx.execute(sql`
    with pair as (
      select asia, en, 'import:' || en as key
      from unnest(string_to_array(${pairs.map(([asia]) => asia).join(',')}, ','),
        string_to_array(${pairs.map(([, en]) => en).join(',')}, ',')) as p(asia, en)
    ), member as (
      select p.key, s.id, s.edition_group from pair p
      join card_set s on (s.nation = 'en' and s.code = p.en) or (s.nation in ('jp', 'kr') and s.code = p.asia)
    )
    update card_set s set edition_group = m.key
    from member m
    where s.id = m.id and s.edition_group is null
      and not exists (select 1 from member o where o.key = m.key and o.edition_group is not null
        and o.edition_group <> m.key)
      and (select count(*) from member o where o.key = m.key) > 1`);
}

/** Writes every reference list; existing rows are refreshed only where their values differ. */
export async function writeReference(tx: Tx, sets: SetRow[], seen: SeenSubtypes): Promise<void> {
  for (let i = 0; i < sets.length; i += 500) {
    await tx
      .insert(cardSet)
      .values(sets.slice(i, i + 500))
      .onConflictDoUpdate({
        target: [cardSet.nation, cardSet.code],
        set: {
          name: sql`excluded.name`,
          series: sql`excluded.series`,
          totalNumber: sql`excluded.total_number`,
          total: sql`excluded.total`,
          releaseDate: sql`excluded.release_date`,
          ptcgoCode: sql`excluded.ptcgo_code`,
        },
        setWhere: sql`(card_set.name, card_set.series, card_set.total_number, card_set.total,
          card_set.release_date, card_set.ptcgo_code) is distinct from (excluded.name, excluded.series,
          excluded.total_number, excluded.total, excluded.release_date, excluded.ptcgo_code)`,
      });
  }
  await linkSameProductSets(tx);
  const series = seriesRows(sets);
  if (series.length > 0) {
    await tx
      .insert(cardSeries)
      .values(series)
      .onConflictDoUpdate({
        target: [cardSeries.nation, cardSeries.name],
        set: { sortOrder: sql`excluded.sort_order` },
        setWhere: sql`card_series.sort_order <> excluded.sort_order`,
      });
  }
  await tx
    .insert(rarityMap)
    .values(Object.entries(EN_RARITY_CODES).map(([en, code]) => ({ en, kr: code, jp: code })))
    .onConflictDoNothing();
  await tx
    .insert(regulationMark)
    .values('ABCDEFGHIJ'.split('').map((m, i) => ({ regulationMark: m, sortOrder: i + 1 })))
    .onConflictDoNothing();
  await tx.insert(supertypeItem).values(supertypeRows(seen)).onConflictDoNothing();
  await tx
    .insert(country)
    .values(COUNTRIES.map(([code, countryKr]) => ({ code, countryKr })))
    .onConflictDoNothing();
}
