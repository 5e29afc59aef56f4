CREATE INDEX "card_en_created_idx" ON "card_en" USING btree ("created");--> statement-breakpoint
CREATE INDEX "card_en_regulation_mark_idx" ON "card_en" USING btree ("regulation_mark");