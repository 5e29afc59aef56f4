import { sql, type SQL } from 'drizzle-orm';
import type { WatchAlertKind } from '@carddogam/contract/calls/watchlist';
import { NATION_LABEL, type Nation } from '@carddogam/contract/constants';
import { arrayParam } from '../db/array-param';
import type { Tx } from '../db/client';
import { queryRowsGenericInTx } from '../db/prepared';
import { WATCH_MATCHES_PRICE } from './watchlist';

/** Watchlist alerts fired by new or changed price records (decision 039). */

/** The kind and title of the members' alarms the statement writes. */
export interface AlarmText {
  kind: string;
  title: string;
}

/** An amount as the site writes it: 9000 → '9,000원'. */
const WON = (column: SQL) => sql`to_char(${column}, 'FM999,999,999,990') || '원'`;

export interface FiredWatch {
  watch_id: number;
  user_id: string;
  alert_kind: Exclude<WatchAlertKind, 'none'>;
  target_price: number | null;
  nation: Nation;
  card_id: string;
  card_name: string;
  price_id: number;
  post_id: number;
  card_price: number;
  card_state: string;
  grade_company: string | null;
  grade: number | null;
  email: string;
  email_alarm_agree: boolean;
  /** The alarm's text and link, as written. */
  content: string;
  link: string;
}

/**
 * The alert statement, run in the transaction that wrote the records `priceIds`. Of the armed alerts of
 * those records' card editions (card_watch_alert_idx) it fires those a record meets — the condition
 * matches, and the kind is any_trade or the price is at most the target — unless the record is the
 * watcher's own or has no price (a 0원 record is not a trade). Each fires once, on its cheapest matching
 * record, and disarms. In the same statement, price alerts fired earlier are armed again by a matching
 * record above their target (card_watch_fired_idx): the price went back up, so the next fall is news
 * again. Both updates read the state before the statement, so one batch never fires and re-arms one alert.
 * The fired alerts' alarms are written by the same statement.
 *
 * Concurrent writers of the same edition cannot both fire one alert: the second waits for the first's
 * row lock, and then finds the row disarmed (PostgreSQL checks `armed` again on the new row version).
 * A data-modifying WITH part always runs to completion, so `rearmed` needs no reader.
 *
 * Its text is the same for every write (the records are one array parameter), so it runs prepared with
 * one generic plan: planning it anew took as long as running it (bench/price-alerts.ts, p50 3.7 → 1.8 ms).
 */
export function fireWatches(tx: Tx, priceIds: readonly number[], alarmText: AlarmText): Promise<FiredWatch[]> {
  return queryRowsGenericInTx<FiredWatch>(tx, 'fire_watches', fireWatchesQuery(priceIds, alarmText));
}

/** The statement of fireWatches, on its own so that the benchmark can EXPLAIN it. */
export function fireWatchesQuery(priceIds: readonly number[], alarmText: AlarmText): SQL {
  // Each lookup of entries is a LATERAL subquery behind OFFSET 0, which keeps the planner from folding it
  // into a join: the new records (a few rows) are read first, and each looks up only its own edition's
  // entries through the partial index, however many entries the table holds.
  return sql`with np as (
          select p.id, p.card_id, p.card_nation, p.card_state, p.grade_company, p.grade, p.card_price, p.user_id,
            p.post_id,
            -- A 관리자's record may have no name of its own: the edition's name then.
            coalesce(nullif(p.card_name, ''), case p.card_nation when 'kr' then k.name when 'jp' then j.name end,
              e.name, p.card_id) as card_name
          from trade_price p
          left join card_en e on e.id = p.card_id
          left join card_kr k on p.card_nation = 'kr' and k.card_id = p.card_id
          left join card_jp j on p.card_nation = 'jp' and j.card_id = p.card_id
          where p.id = any(${arrayParam(priceIds, 'int')})
        ), hit as (
          select distinct on (m.id) m.id as watch_id, p.id as price_id
          from np p cross join lateral (
            select w.id from card_watch w
            where ${WATCH_MATCHES_PRICE} and w.alert_kind <> 'none' and w.armed
              and (w.alert_kind = 'any_trade' or p.card_price <= w.target_price)
              and p.user_id is distinct from w.user_id
            offset 0
          ) m
          where p.card_price > 0
          order by m.id, p.card_price, p.id
        ), fired as (
          update card_watch w set armed = false, fired_price_id = hit.price_id, fired_at = now()
          from hit
          where w.id = hit.watch_id and w.armed
          returning w.id as watch_id, w.user_id, w.alert_kind, w.target_price, w.nation, hit.price_id
        ), rearm as (
          select distinct m.id
          from np p cross join lateral (
            select w.id from card_watch w
            where ${WATCH_MATCHES_PRICE} and w.alert_kind = 'price_at_most' and not w.armed
              and p.card_price > w.target_price and p.user_id is distinct from w.user_id
            offset 0
          ) m
        ), rearmed as (
          update card_watch w set armed = true
          from rearm
          where w.id = rearm.id and not w.armed
          returning w.id
        ), out as (
          select f.watch_id, f.user_id, f.alert_kind, f.target_price, f.nation, p.card_id, p.card_name,
            p.id as price_id, p.post_id, p.card_price, p.card_state, p.grade_company, p.grade::int as grade,
            u.email, u.email_alarm_agree,
            -- '리자몽 ex (국내판) S급 9,000원 — 목표 10,000원 이하' or '… PSA 10 300,000원 거래 발생'
            p.card_name || ' (' || case f.nation when 'kr' then ${NATION_LABEL.kr} when 'jp' then ${NATION_LABEL.jp}
                else ${NATION_LABEL.en} end || ') '
              || case when p.card_state <> '등급' then p.card_state
                else case p.grade_company when 'PSA' then 'PSA ' when 'ETC' then '기타 ' else '등급 ' end
                  || coalesce(trim_scale(p.grade / 10.0)::text, '') end
              || ' ' || ${WON(sql`p.card_price`)}
              || case when f.alert_kind = 'price_at_most' then ' — 목표 ' || ${WON(sql`f.target_price`)} || ' 이하'
                else ' 거래 발생' end as content,
            -- The trade post of the record, or the card page for a 관리자's record (it has no post).
            case when p.post_id > 0 then '/trade/post/read?id=' || p.post_id
              else '/card/detail?id=' || p.card_id || '&lang=' || p.card_nation end as link
          from fired f
          join np p on p.id = f.price_id
          join users u on u.user_id = f.user_id
        ), alarms as (
          insert into alarm (audience, target, kind, title, content, link)
          select 'member', o.user_id, ${alarmText.kind}, ${alarmText.title}, o.content, o.link from out o
        )
        select * from out order by watch_id`;
}
