import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { queryRows } from '../db/client';
import { seoulDateTime } from '../db/seoul-time';

/**
 * en↔jp link proposals (card_link_proposal). The candidates come from one set-based query over the
 * Japanese own cards ('jp-…', decision 006): English cards without a Japanese record that share the
 * national dex numbers (Pokémon) or the exact English name (Trainers); the finder scores them in code.
 */

/** The facts of one candidate pair, both sides, as the finder compares them. */
export interface LinkCandidate {
  from_id: string;
  to_id: string;
  supertype: string;
  from_dex: number[];
  to_dex: number[];
  from_hp: number | null;
  to_hp: number | null;
  /** 'cost+cost:damage/…' in attack order; costs sorted so their order does not matter. */
  from_attacks: string;
  to_attacks: string;
  from_number: string;
  to_number: string;
  from_name: string;
  to_name: string;
  from_name_kr: string | null;
  to_name_kr: string | null;
  /** A card_name dictionary entry says the Japanese name is this English name. */
  name_translated: boolean;
}

/** The cards' attack signatures of one edition: 'cost+cost:damage/…' in attack order, costs sorted. */
const attackSignatures = (cards: SQL, nation: string) => sql`
  select a.card_id, string_agg(
      array_to_string(array(select c from unnest(string_to_array(a.cost, ',')) c where c <> '' order by c), '+')
        || ':' || coalesce(a.damage_value::text, ''),
      '/' order by a.position) as signature
  from card_attack a
  where a.nation = ${nation} and a.card_id in (${cards})
  group by a.card_id`;

/**
 * Candidate pairs not decided yet (a rejected or confirmed pair is never offered again).
 *
 * Each side is a plain (not materialized) CTE so the planner estimates its rows from the tables, and the
 * two kinds of pair are separate equi-joins — the same sorted set of dex numbers, or the same lower-cased
 * name — that it can answer with hash or merge joins. One join with an OR between them left only a nested
 * loop over every own card × every English card: minutes on the real catalogue, at every import.
 */
export async function findLinkCandidates(db: DbOrTx): Promise<LinkCandidate[]> {
  const dexKey = (column: string) =>
    sql.raw(`array(select distinct d from unnest(${column}) d order by d)`);
  return queryRows<LinkCandidate>(
    db,
    sql`with own as not materialized (
          select o.id, o.supertype, o.hp, o.number, o.national_pokedex_numbers as dex, j.name as jp_name,
            ${dexKey('o.national_pokedex_numbers')} as dex_key
          from card_en o join card_jp j on j.card_id = o.id
          where o.source = 'tcgdex' and o.id like 'jp-%' and not o.is_available and o.deleted_at is null
        ), en as not materialized (
          select e.id, e.supertype, e.hp, e.number, e.national_pokedex_numbers as dex, e.name,
            ${dexKey('e.national_pokedex_numbers')} as dex_key
          from card_en e
          where e.source <> 'tcgdex' and e.deleted_at is null
            and not exists (select 1 from card_jp j where j.card_id = e.id)
        ), pairs as materialized (
          select o.id as from_id, e.id as to_id
          from own o join en e on e.dex_key = o.dex_key
          where o.supertype = 'Pokémon' and e.supertype = 'Pokémon' and cardinality(o.dex_key) > 0
          union all
          select o.id, e.id
          from own o join en e on lower(e.name) = lower(o.jp_name)
          where o.supertype = 'Trainer' and e.supertype = 'Trainer'
        ), open_pairs as materialized (
          select p.from_id, p.to_id from pairs p
          where not exists (select 1 from card_link_proposal d
                            where d.from_card_id = p.from_id and d.to_card_id = p.to_id and d.status <> '대기')
        ), from_attacks as (${attackSignatures(sql`select from_id from open_pairs`, 'jp')}),
        to_attacks as (${attackSignatures(sql`select to_id from open_pairs`, 'en')})
        select o.id as from_id, e.id as to_id, o.supertype,
          o.dex as from_dex, e.dex as to_dex, o.hp as from_hp, e.hp as to_hp,
          coalesce(fa.signature, '') as from_attacks, coalesce(ta.signature, '') as to_attacks,
          o.number as from_number, e.number as to_number,
          coalesce(o.jp_name, '') as from_name, e.name as to_name,
          fs.name as from_name_kr, coalesce(ek.name, es.name) as to_name_kr,
          exists (select 1 from translation_entry t
                  where t.kind = 'card_name' and t.jp = o.jp_name and lower(t.en) = lower(e.name)) as name_translated
        from open_pairs p
        join own o on o.id = p.from_id
        join en e on e.id = p.to_id
        left join from_attacks fa on fa.card_id = o.id
        left join to_attacks ta on ta.card_id = e.id
        left join card_kr_name_suggestion fs on fs.card_id = o.id
        left join card_kr ek on ek.card_id = e.id
        left join card_kr_name_suggestion es on es.card_id = e.id`,
  );
}

export interface ProposalInput {
  fromCardId: string;
  toCardId: string;
  score: number;
  evidence: unknown;
}

/**
 * Writes the pending proposals of one finder run in one statement: new pairs are added, pending ones get
 * the fresh evidence, decided ones stay as they are. Answers how many pairs were new.
 */
export async function upsertProposals(db: DbOrTx, proposals: ProposalInput[]): Promise<number> {
  if (proposals.length === 0) return 0;
  const rows = await queryRows<{ inserted: boolean }>(
    db,
    sql`insert into card_link_proposal (from_card_id, to_card_id, score, evidence)
        select x.from_card_id, x.to_card_id, x.score, x.evidence
        from jsonb_to_recordset(${JSON.stringify(proposals.map((p) => ({ from_card_id: p.fromCardId, to_card_id: p.toCardId, score: p.score, evidence: p.evidence })))}::jsonb)
          as x(from_card_id text, to_card_id text, score real, evidence jsonb)
        on conflict (from_card_id, to_card_id) do update
          set score = excluded.score, evidence = excluded.evidence
          where card_link_proposal.status = '대기'
        returning (xmax::text = '0') as inserted`,
  );
  return rows.filter((r) => r.inserted).length;
}

/** Pending proposals whose pair is no longer a candidate (a card went away or got its Japanese record). */
export async function dropStalePending(db: DbOrTx, keep: ProposalInput[]): Promise<void> {
  const pairs = keep.map((p) => `${p.fromCardId}\n${p.toCardId}`);
  await db.execute(
    sql`delete from card_link_proposal p where p.status = '대기'
        and not (p.from_card_id || E'\\n' || p.to_card_id
                 in (select jsonb_array_elements_text(${JSON.stringify(pairs)}::jsonb)))`,
  );
}

export interface ProposalListFilter {
  status: string;
  since: Date | null;
  page: number;
  size: number;
}

interface ProposalRecord {
  id: number;
  score: number;
  status: '대기' | '확정' | '거절';
  evidence: Record<string, { from: string; to: string; same: boolean }>;
  decided_by: string | null;
  decided_at: string | null;
  created: string;
  from_id: string;
  from_name: string;
  from_name_local: string | null;
  from_set_name: string | null;
  from_number: string;
  from_image: string;
  from_image_url: string | null;
  to_id: string;
  to_name: string;
  to_name_local: string | null;
  to_set_name: string | null;
  to_number: string;
  to_image: string;
  to_image_url: string | null;
  total: number;
}

/**
 * Proposals of one status, best first (card_link_proposal_status_idx). A confirmed proposal's own card is
 * gone, so its Japanese side is read from where the print lives now, the English card.
 */
export async function listProposals(db: DbOrTx, f: ProposalListFilter) {
  const rows = await queryRows<ProposalRecord>(
    db,
    sql`select p.id, p.score, p.status, p.evidence, p.decided_by,
          case when p.decided_at is null then null else ${seoulDateTime(sql`p.decided_at`)} end as decided_at,
          ${seoulDateTime(sql`p.created`)} as created,
          p.from_card_id as from_id, coalesce(o.name, fj.name, '') as from_name, fj.name as from_name_local,
          fj.set_name as from_set_name, coalesce(fj.number, o.number, '') as from_number,
          coalesce(fj.image, 'default.png') as from_image, fj.image_url as from_image_url,
          p.to_card_id as to_id, coalesce(e.name, '') as to_name,
          coalesce(ek.name, es.name) as to_name_local, e.set_name as to_set_name, coalesce(e.number, '') as to_number,
          coalesce(e.image, 'default.png') as to_image, e.image_url as to_image_url,
          count(*) over ()::int as total
        from card_link_proposal p
        left join card_en o on o.id = p.from_card_id
        left join card_en e on e.id = p.to_card_id
        left join card_jp fj on fj.card_id = (case when p.status = '확정' then p.to_card_id else p.from_card_id end)
        left join card_kr ek on ek.card_id = p.to_card_id
        left join card_kr_name_suggestion es on es.card_id = p.to_card_id
        where p.status = ${f.status}
          ${f.since ? sql`and o.created >= ${f.since.toISOString()}` : sql``}
        order by p.score desc, p.id
        limit ${f.size} offset ${(f.page - 1) * f.size}`,
  );
  return { total: rows[0]?.total ?? 0, rows };
}

export async function lockProposal(db: DbOrTx, id: number) {
  const [row] = await queryRows<{
    id: number;
    from_card_id: string;
    to_card_id: string;
    status: string;
    score: number;
    evidence: unknown;
  }>(
    db,
    sql`select id, from_card_id, to_card_id, status, score, evidence from card_link_proposal where id = ${id} for update`,
  );
  return row;
}

export async function decideProposal(db: DbOrTx, id: number, status: '확정' | '거절', userId: string) {
  await db.execute(
    sql`update card_link_proposal set status = ${status}, decided_by = ${userId}, decided_at = now() where id = ${id}`,
  );
}

/** Other pending proposals of either card: the own card is gone, and the English card has its print. */
export async function dropPendingOf(db: DbOrTx, fromCardId: string, toCardId: string): Promise<void> {
  await db.execute(
    sql`delete from card_link_proposal
        where status = '대기' and (from_card_id = ${fromCardId} or to_card_id = ${toCardId})`,
  );
}
