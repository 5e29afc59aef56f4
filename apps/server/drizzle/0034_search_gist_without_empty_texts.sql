-- The capped count's GiST indexes leave empty texts out (most cards have no ability; an index of equal
-- empty keys is slow to build). The capped LIKE states <> '' beside it, so its plans can use them.
DROP INDEX "card_search_names_gist_idx";--> statement-breakpoint
DROP INDEX "card_search_ability_names_gist_idx";--> statement-breakpoint
DROP INDEX "card_search_ability_texts_gist_idx";--> statement-breakpoint
DROP INDEX "card_search_attack_names_gist_idx";--> statement-breakpoint
DROP INDEX "card_search_attack_texts_gist_idx";--> statement-breakpoint
CREATE INDEX "card_search_names_gist_idx" ON "card_search" USING gist ("names_norm" collate "C" gist_trgm_ops(siglen=256)) WHERE "card_search"."names_norm" <> '';--> statement-breakpoint
CREATE INDEX "card_search_ability_names_gist_idx" ON "card_search" USING gist ("ability_names" collate "C" gist_trgm_ops(siglen=256)) WHERE "card_search"."ability_names" <> '';--> statement-breakpoint
CREATE INDEX "card_search_ability_texts_gist_idx" ON "card_search" USING gist ("ability_texts" collate "C" gist_trgm_ops(siglen=256)) WHERE "card_search"."ability_texts" <> '';--> statement-breakpoint
CREATE INDEX "card_search_attack_names_gist_idx" ON "card_search" USING gist ("attack_names" collate "C" gist_trgm_ops(siglen=256)) WHERE "card_search"."attack_names" <> '';--> statement-breakpoint
CREATE INDEX "card_search_attack_texts_gist_idx" ON "card_search" USING gist ("attack_texts" collate "C" gist_trgm_ops(siglen=256)) WHERE "card_search"."attack_texts" <> '';