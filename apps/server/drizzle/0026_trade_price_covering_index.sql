-- trade_price_card_idx keeps its keys and also carries each record's condition and price (INCLUDE), so the
-- deck and collection values read a card edition's window from the index alone (index-only scans) instead
-- of one heap page per record. drizzle-kit cannot write INCLUDE: the schema declares the keys only, and
-- this hand-written migration is the index's definition.
DROP INDEX IF EXISTS "trade_price_card_idx";--> statement-breakpoint
CREATE INDEX "trade_price_card_idx" ON "trade_price" USING btree ("card_id","card_nation","card_created") INCLUDE ("card_state","card_price");
