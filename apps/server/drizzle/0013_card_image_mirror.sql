CREATE TABLE "card_image_mirror" (
	"card_id" text NOT NULL,
	"nation" text NOT NULL,
	"source_url" text NOT NULL,
	"address" text NOT NULL,
	"mirrored" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_image_mirror_card_id_nation_pk" PRIMARY KEY("card_id","nation")
);
--> statement-breakpoint
ALTER TABLE "card_image_mirror" ADD CONSTRAINT "card_image_mirror_card_id_card_en_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."card_en"("id") ON DELETE cascade ON UPDATE no action;