CREATE TABLE "deck_archetype" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_kr" text NOT NULL,
	"name_en" text NOT NULL,
	"key_card_name" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "official_league" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type_id" integer NOT NULL,
	"event_date" date NOT NULL,
	"venue" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT 'KR' NOT NULL,
	"division" text NOT NULL,
	"player_count" integer,
	"format" text DEFAULT 'standard' NOT NULL,
	"regulation_marks" text[] DEFAULT '{}'::text[] NOT NULL,
	"user_id" text,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "official_league_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "official_player" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"country_code" text DEFAULT 'KR' NOT NULL,
	"user_id" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "official_player_claim" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"player_id" integer NOT NULL,
	"status" text DEFAULT '접수' NOT NULL,
	"handled_by" text,
	"handled_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "official_result_report" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"league_id" integer,
	"event_text" text DEFAULT '' NOT NULL,
	"standings_text" text NOT NULL,
	"status" text DEFAULT '접수' NOT NULL,
	"reward_point" integer,
	"reviewed_by" text,
	"review_memo" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "official_standing" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"placement" integer NOT NULL,
	"player_id" integer NOT NULL,
	"archetype_id" integer,
	"deck_text" text DEFAULT '' NOT NULL,
	"wins" smallint DEFAULT 0 NOT NULL,
	"losses" smallint DEFAULT 0 NOT NULL,
	"ties" smallint DEFAULT 0 NOT NULL,
	"event_date" date NOT NULL,
	"division" text NOT NULL,
	"type_id" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "official_standing_placement_check" CHECK ("official_standing"."placement" > 0)
);
--> statement-breakpoint
CREATE TABLE "official_standing_card" (
	"standing_id" integer NOT NULL,
	"card_id" text NOT NULL,
	"amount" smallint NOT NULL,
	CONSTRAINT "official_standing_card_standing_id_card_id_pk" PRIMARY KEY("standing_id","card_id")
);
--> statement-breakpoint
ALTER TABLE "official_league" ADD CONSTRAINT "official_league_type_id_official_league_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."official_league_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_player" ADD CONSTRAINT "official_player_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_player_claim" ADD CONSTRAINT "official_player_claim_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_player_claim" ADD CONSTRAINT "official_player_claim_player_id_official_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."official_player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_result_report" ADD CONSTRAINT "official_result_report_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_result_report" ADD CONSTRAINT "official_result_report_league_id_official_league_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."official_league"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_standing" ADD CONSTRAINT "official_standing_league_id_official_league_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."official_league"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_standing" ADD CONSTRAINT "official_standing_player_id_official_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."official_player"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_standing" ADD CONSTRAINT "official_standing_archetype_id_deck_archetype_id_fk" FOREIGN KEY ("archetype_id") REFERENCES "public"."deck_archetype"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_standing_card" ADD CONSTRAINT "official_standing_card_standing_id_official_standing_id_fk" FOREIGN KEY ("standing_id") REFERENCES "public"."official_standing"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deck_archetype_name_kr_idx" ON "deck_archetype" USING btree ("name_kr");--> statement-breakpoint
CREATE INDEX "official_league_date_idx" ON "official_league" USING btree ("event_date","id");--> statement-breakpoint
CREATE INDEX "official_league_type_date_idx" ON "official_league" USING btree ("type_id","event_date");--> statement-breakpoint
CREATE UNIQUE INDEX "official_league_type_name_idx" ON "official_league_type" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "official_player_name_key_idx" ON "official_player" USING btree ("name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "official_player_user_idx" ON "official_player" USING btree ("user_id") WHERE "official_player"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "official_player_claim_once_idx" ON "official_player_claim" USING btree ("user_id","player_id");--> statement-breakpoint
CREATE INDEX "official_player_claim_status_idx" ON "official_player_claim" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "official_result_report_status_idx" ON "official_result_report" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "official_standing_placement_idx" ON "official_standing" USING btree ("league_id","placement");--> statement-breakpoint
CREATE INDEX "official_standing_player_idx" ON "official_standing" USING btree ("player_id","event_date");--> statement-breakpoint
CREATE INDEX "official_standing_rank_idx" ON "official_standing" USING btree ("event_date","division","archetype_id","placement");--> statement-breakpoint
CREATE INDEX "official_standing_archetype_idx" ON "official_standing" USING btree ("archetype_id","event_date");--> statement-breakpoint
CREATE INDEX "official_standing_card_card_idx" ON "official_standing_card" USING btree ("card_id");--> statement-breakpoint
INSERT INTO "official_league_type" ("name", "sort_order") VALUES ('코리안리그', 1), ('챔피언스리그', 2), ('시티리그', 3), ('짐배틀', 4), ('월드 챔피언십', 5) ON CONFLICT DO NOTHING;
