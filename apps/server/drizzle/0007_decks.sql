CREATE TABLE "deck_view" (
	"deck_id" integer NOT NULL,
	"viewer" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "deck_view_deck_id_viewer_day_pk" PRIMARY KEY("deck_id","viewer","day")
);
--> statement-breakpoint
ALTER TABLE "deck_card" ADD COLUMN "position" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deck_view" ADD CONSTRAINT "deck_view_deck_id_deck_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."deck"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deck_view_day_idx" ON "deck_view" USING btree ("day");