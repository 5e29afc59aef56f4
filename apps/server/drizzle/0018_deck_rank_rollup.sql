CREATE TABLE "official_rank_rollup" (
	"grain" text NOT NULL,
	"division_key" text NOT NULL,
	"type_key" integer NOT NULL,
	"day" date NOT NULL,
	"events" integer NOT NULL,
	"figures" jsonb NOT NULL,
	CONSTRAINT "official_rank_rollup_grain_division_key_type_key_day_pk" PRIMARY KEY("grain","division_key","type_key","day"),
	CONSTRAINT "official_rank_rollup_grain_check" CHECK ("official_rank_rollup"."grain" in ('d', 'w', 'm'))
);
--> statement-breakpoint
ALTER TABLE "official_standing" ADD COLUMN "archetype_chosen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
INSERT INTO "official_rank_rollup" ("grain", "division_key", "type_key", "day", "events", "figures")
SELECT g.grain, g.dk, g.tk, g.bucket,
  coalesce(max(g.events) FILTER (WHERE g.ak = -1), 0),
  coalesce(jsonb_object_agg(g.ak, jsonb_build_array(g.players, g.top8, g.best)) FILTER (WHERE g.ak <> -1), '{}'::jsonb)
FROM (
  SELECT b.grain, b.bucket,
    CASE WHEN grouping(b.division) = 1 THEN '' ELSE b.division END AS dk,
    CASE WHEN grouping(b.type_id) = 1 THEN 0 ELSE b.type_id END AS tk,
    CASE WHEN grouping(b.ak) = 1 THEN -1 ELSE b.ak END AS ak,
    count(*)::int AS players, (count(*) FILTER (WHERE b.placement <= 8))::int AS top8,
    min(b.placement)::int AS best, count(DISTINCT b.league_id)::int AS events
  FROM (
    SELECT 'd' AS grain, s.event_date AS bucket, s.division, s.type_id, coalesce(s.archetype_id, 0) AS ak, s.placement, s.league_id FROM "official_standing" s
    UNION ALL
    SELECT 'w', date_trunc('week', s.event_date)::date, s.division, s.type_id, coalesce(s.archetype_id, 0), s.placement, s.league_id FROM "official_standing" s
    UNION ALL
    SELECT 'm', date_trunc('month', s.event_date)::date, s.division, s.type_id, coalesce(s.archetype_id, 0), s.placement, s.league_id FROM "official_standing" s
  ) b
  GROUP BY b.grain, b.bucket, GROUPING SETS ((b.division, b.type_id, b.ak), (b.division, b.ak), (b.type_id, b.ak), (b.ak), (b.division, b.type_id), (b.division), (b.type_id), ())
) g
GROUP BY g.grain, g.dk, g.tk, g.bucket;
--> statement-breakpoint
INSERT INTO "point_setting" ("menu", "activity", "amount") VALUES ('제보', '대회 결과', 100) ON CONFLICT DO NOTHING;
