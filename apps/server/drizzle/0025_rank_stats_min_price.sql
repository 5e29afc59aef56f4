ALTER TABLE "card_rank_stats" ADD COLUMN "min_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Existing rows take their lowest positive price once; every later price write keeps it current.
UPDATE "card_rank_stats" r SET "min_price" = coalesce((
  SELECT min(t."card_price") FROM "trade_price" t
  WHERE t."card_id" = r."card_id" AND t."card_nation" = r."nation" AND t."card_price" > 0), 0)
WHERE r."price_count" > 0;
