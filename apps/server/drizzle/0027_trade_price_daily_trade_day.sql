-- The daily price sums date a record as the price statistics do (§2.13): the day it sold, else the day it
-- was listed, else the day it was written (Asia/Seoul). They used the listed day only, which a line
-- marked 판매완료 gives up, so a sold price left the deck and collection values the moment it became a
-- real trade. Only the day changes; what is summed (a price above 0, a raw condition) stays.
-- A record's trade day, as the statistics date it (repositories/trade-stats.ts TRADE_DATE).
CREATE FUNCTION "trade_price_day"(sold date, listed date, written timestamptz) RETURNS date
	LANGUAGE sql STABLE AS $$ SELECT coalesce(sold, listed, (written AT TIME ZONE 'Asia/Seoul')::date) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "trade_price_daily_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM trade_price_daily_add(array_agg(n.card_id), array_agg(n.card_nation),
			array_agg(trade_price_day(n.card_sold, n.card_created, n.created)),
			array_agg(n.card_state), array_agg(n.card_price), array_agg(1))
		FROM new_rows n;
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM trade_price_daily_add(array_agg(o.card_id), array_agg(o.card_nation),
			array_agg(trade_price_day(o.card_sold, o.card_created, o.created)),
			array_agg(o.card_state), array_agg(o.card_price), array_agg(-1))
		FROM old_rows o;
	ELSE
		PERFORM trade_price_daily_add(array_agg(x.card_id), array_agg(x.card_nation), array_agg(x.day),
			array_agg(x.card_state), array_agg(x.card_price), array_agg(x.sign))
		FROM new_rows n JOIN old_rows o USING (id)
		CROSS JOIN LATERAL (VALUES
			(n.card_id, n.card_nation, trade_price_day(n.card_sold, n.card_created, n.created),
				n.card_state, n.card_price, 1),
			(o.card_id, o.card_nation, trade_price_day(o.card_sold, o.card_created, o.created),
				o.card_state, o.card_price, -1)
		) x(card_id, card_nation, day, card_state, card_price, sign)
		WHERE (n.card_id, n.card_nation, n.card_sold, n.card_created, n.created, n.card_state, n.card_price)
			IS DISTINCT FROM (o.card_id, o.card_nation, o.card_sold, o.card_created, o.created, o.card_state, o.card_price);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- The sums again, by the new day.
DELETE FROM "trade_price_daily";
--> statement-breakpoint
INSERT INTO "trade_price_daily"
	(card_id, nation, day, s_sum, s_count, a_sum, a_count, b_sum, b_count, c_sum, c_count)
SELECT card_id, card_nation, trade_price_day(card_sold, card_created, created),
	coalesce(sum(card_price) FILTER (WHERE card_state = 'S급'), 0), count(*) FILTER (WHERE card_state = 'S급'),
	coalesce(sum(card_price) FILTER (WHERE card_state = 'A급'), 0), count(*) FILTER (WHERE card_state = 'A급'),
	coalesce(sum(card_price) FILTER (WHERE card_state = 'B급'), 0), count(*) FILTER (WHERE card_state = 'B급'),
	coalesce(sum(card_price) FILTER (WHERE card_state = 'C급 이하'), 0), count(*) FILTER (WHERE card_state = 'C급 이하')
FROM "trade_price"
WHERE card_price > 0 AND card_state IN ('S급', 'A급', 'B급', 'C급 이하')
GROUP BY 1, 2, 3;
