CREATE INDEX "users_created_idx" ON "users" USING btree ("created");--> statement-breakpoint
CREATE INDEX "card_review_created_idx" ON "card_review" USING btree ("created");--> statement-breakpoint
CREATE INDEX "trade_price_created_idx" ON "trade_price" USING btree ("created");--> statement-breakpoint
CREATE INDEX "board_post_created_idx" ON "board_post" USING btree ("created") WHERE "board_post"."deleted_at" is null;