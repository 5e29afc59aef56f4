CREATE INDEX "card_search_names_gist_idx" ON "card_search" USING gist ("names_norm" collate "C" gist_trgm_ops(siglen=256));--> statement-breakpoint
CREATE INDEX "card_search_ability_names_gist_idx" ON "card_search" USING gist ("ability_names" collate "C" gist_trgm_ops(siglen=256));--> statement-breakpoint
CREATE INDEX "card_search_ability_texts_gist_idx" ON "card_search" USING gist ("ability_texts" collate "C" gist_trgm_ops(siglen=256));--> statement-breakpoint
CREATE INDEX "card_search_attack_names_gist_idx" ON "card_search" USING gist ("attack_names" collate "C" gist_trgm_ops(siglen=256));--> statement-breakpoint
CREATE INDEX "card_search_attack_texts_gist_idx" ON "card_search" USING gist ("attack_texts" collate "C" gist_trgm_ops(siglen=256));