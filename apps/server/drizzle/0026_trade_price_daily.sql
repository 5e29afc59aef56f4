-- Price records summed per card edition and registered day, for the deck and collection values (schema:
-- tradePriceDaily). Written by hand below the table: the index's INCLUDE (the values read from the index
-- alone) and the triggers that keep the table exact are beyond drizzle-kit.
CREATE TABLE "trade_price_daily" (
	"card_id" text NOT NULL,
	"nation" text NOT NULL,
	"day" date NOT NULL,
	"s_sum" bigint DEFAULT 0 NOT NULL,
	"s_count" integer DEFAULT 0 NOT NULL,
	"a_sum" bigint DEFAULT 0 NOT NULL,
	"a_count" integer DEFAULT 0 NOT NULL,
	"b_sum" bigint DEFAULT 0 NOT NULL,
	"b_count" integer DEFAULT 0 NOT NULL,
	"c_sum" bigint DEFAULT 0 NOT NULL,
	"c_count" integer DEFAULT 0 NOT NULL,
	"pending" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "trade_price_daily_idx" ON "trade_price_daily" USING btree ("card_id","nation","day")
	INCLUDE ("s_sum","s_count","a_sum","a_count","b_sum","b_count","c_sum","c_count");
--> statement-breakpoint
CREATE INDEX "trade_price_daily_pending_idx" ON "trade_price_daily" USING btree ("card_id","nation") WHERE "trade_price_daily"."pending";
--> statement-breakpoint
-- Appends changed records, summed per edition and day, as pending rows: one array element per record,
-- sign +1 for a record that came in, -1 for one that went away. Only records the values count are summed:
-- a price above 0, a registered day, a raw condition. The rows are appended, never updated: writers of
-- the same card and day take no row lock on each other here, whatever order their statements come in (an
-- upsert deadlocked two posts listing X, Y and Y, X). An hourly job folds them into their day's row
-- (repositories/trade-price-daily.ts); a reader sums a day's rows either way.
CREATE FUNCTION "trade_price_daily_add"(card_ids text[], nations text[], days date[], states text[],
	prices integer[], signs integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO trade_price_daily
		(card_id, nation, day, s_sum, s_count, a_sum, a_count, b_sum, b_count, c_sum, c_count, pending)
	SELECT *, true FROM (
		SELECT x.card_id, x.nation, x.day,
			coalesce(sum(x.sign * x.price) FILTER (WHERE x.state = 'S급'), 0) AS s_sum,
			coalesce(sum(x.sign) FILTER (WHERE x.state = 'S급'), 0) AS s_count,
			coalesce(sum(x.sign * x.price) FILTER (WHERE x.state = 'A급'), 0) AS a_sum,
			coalesce(sum(x.sign) FILTER (WHERE x.state = 'A급'), 0) AS a_count,
			coalesce(sum(x.sign * x.price) FILTER (WHERE x.state = 'B급'), 0) AS b_sum,
			coalesce(sum(x.sign) FILTER (WHERE x.state = 'B급'), 0) AS b_count,
			coalesce(sum(x.sign * x.price) FILTER (WHERE x.state = 'C급 이하'), 0) AS c_sum,
			coalesce(sum(x.sign) FILTER (WHERE x.state = 'C급 이하'), 0) AS c_count
		FROM unnest(card_ids, nations, days, states, prices, signs) x(card_id, nation, day, state, price, sign)
		WHERE x.price > 0 AND x.day IS NOT NULL AND x.state IN ('S급', 'A급', 'B급', 'C급 이하')
		GROUP BY x.card_id, x.nation, x.day
	) g
	-- A record moved and moved back within one statement changes nothing.
	WHERE (g.s_sum, g.s_count, g.a_sum, g.a_count, g.b_sum, g.b_count, g.c_sum, g.c_count)
		<> (0, 0, 0, 0, 0, 0, 0, 0);
END $$;
--> statement-breakpoint
-- What one statement on trade_price changed: its new rows come in, its old rows go away. An UPDATE that
-- moves a record to another day, card, condition or price does both; rows whose counted columns did not
-- change are left out, so editing a post's title writes nothing. Static statements, so that each
-- connection plans them once (a dynamic EXECUTE cost 0.5 ms a statement).
CREATE FUNCTION "trade_price_daily_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM trade_price_daily_add(array_agg(n.card_id), array_agg(n.card_nation), array_agg(n.card_created),
			array_agg(n.card_state), array_agg(n.card_price), array_agg(1))
		FROM new_rows n;
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM trade_price_daily_add(array_agg(o.card_id), array_agg(o.card_nation), array_agg(o.card_created),
			array_agg(o.card_state), array_agg(o.card_price), array_agg(-1))
		FROM old_rows o;
	ELSE
		PERFORM trade_price_daily_add(array_agg(x.card_id), array_agg(x.card_nation), array_agg(x.card_created),
			array_agg(x.card_state), array_agg(x.card_price), array_agg(x.sign))
		FROM new_rows n JOIN old_rows o USING (id)
		CROSS JOIN LATERAL (VALUES
			(n.card_id, n.card_nation, n.card_created, n.card_state, n.card_price, 1),
			(o.card_id, o.card_nation, o.card_created, o.card_state, o.card_price, -1)
		) x(card_id, card_nation, card_created, card_state, card_price, sign)
		WHERE (n.card_id, n.card_nation, n.card_created, n.card_state, n.card_price)
			IS DISTINCT FROM (o.card_id, o.card_nation, o.card_created, o.card_state, o.card_price);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "trade_price_daily_insert" AFTER INSERT ON "trade_price"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "trade_price_daily_apply"();
--> statement-breakpoint
CREATE TRIGGER "trade_price_daily_update" AFTER UPDATE ON "trade_price"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "trade_price_daily_apply"();
--> statement-breakpoint
CREATE TRIGGER "trade_price_daily_delete" AFTER DELETE ON "trade_price"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "trade_price_daily_apply"();
--> statement-breakpoint
CREATE FUNCTION "trade_price_daily_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	TRUNCATE trade_price_daily;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "trade_price_daily_truncate" AFTER TRUNCATE ON "trade_price"
	FOR EACH STATEMENT EXECUTE FUNCTION "trade_price_daily_clear"();
--> statement-breakpoint
-- The records already written.
INSERT INTO "trade_price_daily"
	(card_id, nation, day, s_sum, s_count, a_sum, a_count, b_sum, b_count, c_sum, c_count)
SELECT card_id, card_nation, card_created,
	coalesce(sum(card_price) FILTER (WHERE card_state = 'S급'), 0), count(*) FILTER (WHERE card_state = 'S급'),
	coalesce(sum(card_price) FILTER (WHERE card_state = 'A급'), 0), count(*) FILTER (WHERE card_state = 'A급'),
	coalesce(sum(card_price) FILTER (WHERE card_state = 'B급'), 0), count(*) FILTER (WHERE card_state = 'B급'),
	coalesce(sum(card_price) FILTER (WHERE card_state = 'C급 이하'), 0), count(*) FILTER (WHERE card_state = 'C급 이하')
FROM "trade_price"
WHERE card_price > 0 AND card_created IS NOT NULL AND card_state IN ('S급', 'A급', 'B급', 'C급 이하')
GROUP BY card_id, card_nation, card_created;
