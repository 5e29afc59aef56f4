-- Board titles keep their grams in a stored generated column (decision 026): a list walk that filters on
-- them then reads an array instead of computing text_grams(title) for every row it passes.
DROP INDEX "board_post_title_grams_idx";--> statement-breakpoint
ALTER TABLE "board_post" ADD COLUMN "title_grams" text[] GENERATED ALWAYS AS (text_grams("title")) STORED;--> statement-breakpoint
CREATE INDEX "board_post_title_gram_idx" ON "board_post" USING gin ("title_grams");