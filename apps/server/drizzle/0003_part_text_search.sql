ALTER TABLE "card_search" ADD COLUMN "ability_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "card_search" ADD COLUMN "ability_texts" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "card_search" ADD COLUMN "attack_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "card_search" ADD COLUMN "attack_texts" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "card_search_ability_names_idx" ON "card_search" USING gin ("ability_names" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "card_search_ability_texts_idx" ON "card_search" USING gin ("ability_texts" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "card_search_attack_names_idx" ON "card_search" USING gin ("attack_names" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "card_search_attack_texts_idx" ON "card_search" USING gin ("attack_texts" gin_trgm_ops);--> statement-breakpoint
-- Fill the new columns for cards imported before this migration (later writes go through refreshCardSearch).
UPDATE "card_search" s SET
  "ability_names" = coalesce((select lower(string_agg(name, '|')) from card_ability where card_id = s.card_id), ''),
  "ability_texts" = coalesce((select lower(string_agg(text, '|')) from card_ability where card_id = s.card_id), ''),
  "attack_names" = coalesce((select lower(string_agg(name, '|')) from card_attack where card_id = s.card_id), ''),
  "attack_texts" = coalesce((select lower(string_agg(text, '|')) from card_attack where card_id = s.card_id), '');
