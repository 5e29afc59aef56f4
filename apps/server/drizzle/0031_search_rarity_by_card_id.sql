CREATE INDEX "card_search_rarity_en_idx" ON "card_search" USING btree ("rarity_en","card_id");--> statement-breakpoint
CREATE INDEX "card_search_rarity_kr_idx" ON "card_search" USING btree ("rarity_kr","card_id");--> statement-breakpoint
CREATE INDEX "card_search_rarity_jp_idx" ON "card_search" USING btree ("rarity_jp","card_id");