-- The default sort's indexes (0014) carry every column a search condition or sort key reads, except the
-- long texts and the gram arrays: the walk of the sort order (repositories/card-list.ts) then tests each
-- row from the index alone (an index-only scan on pages the visibility map marks all-visible) instead of
-- fetching it from the table. The sort keys' own columns are included too: an index-only scan needs the
-- columns an expression is made of, not only the expression. Drizzle's schema cannot express INCLUDE, so
-- src/db/schema/search.ts lists the key columns only.
DROP INDEX IF EXISTS "card_search_order_kr_idx";
--> statement-breakpoint
CREATE INDEX "card_search_order_kr_idx" ON "card_search" USING btree (coalesce("release_kr", "release_en", "release_jp") desc nulls last,coalesce("number_sort_kr", "number_sort_en", "number_sort_jp") nulls last,"card_id") INCLUDE ("release_kr", "release_en", "release_jp", "number_sort_kr", "number_sort_en", "number_sort_jp", "supertype", "subtypes", "types", "hp", "regulation_mark", "artist", "retreat_count", "weakness_types", "resistance_types", "attack_costs", "has_ability", "pokedex", "set_kr", "set_en", "set_jp", "rarity_kr", "rarity_en", "rarity_jp", "series_kr", "series_en", "series_jp");
--> statement-breakpoint
DROP INDEX IF EXISTS "card_search_order_en_idx";
--> statement-breakpoint
CREATE INDEX "card_search_order_en_idx" ON "card_search" USING btree (coalesce("release_en", "release_jp") desc nulls last,coalesce("number_sort_en", "number_sort_jp") nulls last,"card_id") INCLUDE ("release_kr", "release_en", "release_jp", "number_sort_kr", "number_sort_en", "number_sort_jp", "supertype", "subtypes", "types", "hp", "regulation_mark", "artist", "retreat_count", "weakness_types", "resistance_types", "attack_costs", "has_ability", "pokedex", "set_kr", "set_en", "set_jp", "rarity_kr", "rarity_en", "rarity_jp", "series_kr", "series_en", "series_jp");
--> statement-breakpoint
DROP INDEX IF EXISTS "card_search_order_jp_idx";
--> statement-breakpoint
CREATE INDEX "card_search_order_jp_idx" ON "card_search" USING btree (coalesce("release_jp", "release_en") desc nulls last,coalesce("number_sort_jp", "number_sort_en") nulls last,"card_id") INCLUDE ("release_kr", "release_en", "release_jp", "number_sort_kr", "number_sort_en", "number_sort_jp", "supertype", "subtypes", "types", "hp", "regulation_mark", "artist", "retreat_count", "weakness_types", "resistance_types", "attack_costs", "has_ability", "pokedex", "set_kr", "set_en", "set_jp", "rarity_kr", "rarity_en", "rarity_jp", "series_kr", "series_en", "series_jp");
