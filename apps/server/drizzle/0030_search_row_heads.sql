CREATE TABLE "card_search_row" (
	"card_id" text PRIMARY KEY NOT NULL,
	"json_head" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_search_row" ADD CONSTRAINT "card_search_row_card_id_card_search_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."card_search"("card_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The heads of the cards already searched, written as refreshSearchRowHeads() (src/repositories/search-row.ts)
-- writes them.
INSERT INTO "card_search_row" ("card_id", "json_head")
SELECT s.card_id, left(row_to_json(x)::text, -1)
FROM "card_search" s CROSS JOIN LATERAL (SELECT
  s.card_id as id, s.name_kr, s.name_kr_confirmed, s.name_en, s.name_jp,
  s.rarity_kr, s.rarity_en, s.rarity_jp, s.set_kr, s.set_en, s.set_jp,
  s.number_kr, s.number_en, s.number_jp,
  s.printed_total_kr as "printedTotal_kr", s.printed_total_en as "printedTotal_en",
  s.printed_total_jp as "printedTotal_jp",
  s.release_kr::text as "releaseDate_kr", s.release_en::text as "releaseDate_en",
  s.release_jp::text as "releaseDate_jp",
  s.regulation_mark as "regulationMark", s.hp, s.supertype, s.image_kr, s.image_en, s.image_jp,
  s.name_en as en_name) x;
