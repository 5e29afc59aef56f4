ALTER TABLE "card_en" ADD COLUMN "source_hash" text;--> statement-breakpoint
ALTER TABLE "card_jp" ADD COLUMN "source_hash" text;--> statement-breakpoint
ALTER TABLE "card_kr" ADD COLUMN "source_hash" text;--> statement-breakpoint
ALTER TABLE "card_search" ADD COLUMN "part_grams" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "card_search" ADD COLUMN "parts_norm" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "card_search_part_grams_idx" ON "card_search" USING gin ("part_grams");--> statement-breakpoint
CREATE INDEX "card_search_parts_trgm_idx" ON "card_search" USING gin ("parts_norm" gin_trgm_ops);