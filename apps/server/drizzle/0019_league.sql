CREATE TABLE "business_card" (
	"user_id" text PRIMARY KEY NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"favorite_card_id" text,
	"main_deck_id" integer,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "league_auto_rule" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"weekday" smallint NOT NULL,
	"start_time" text NOT NULL,
	"format" text DEFAULT 'standard' NOT NULL,
	"regulation_marks" text[] DEFAULT '{}'::text[] NOT NULL,
	"max_players" integer DEFAULT 64 NOT NULL,
	"round_minutes" smallint DEFAULT 50 NOT NULL,
	"top_cut" smallint DEFAULT 8 NOT NULL,
	"registration_hours" integer DEFAULT 72 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "league_entry" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"deck_text" text NOT NULL,
	"deck_cards" jsonb NOT NULL,
	"archetype_id" integer,
	"dropped_after_round" smallint,
	"placement" smallint,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "league_match" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"round" smallint NOT NULL,
	"stage" text DEFAULT 'swiss' NOT NULL,
	"table_no" smallint NOT NULL,
	"player1_entry_id" integer NOT NULL,
	"player2_entry_id" integer,
	"report1" text,
	"report2" text,
	"result" text,
	"disputed" boolean DEFAULT false NOT NULL,
	"first_entry_id" integer,
	"resolved_by" text,
	"finished_at" timestamp with time zone,
	CONSTRAINT "league_match_stage_check" CHECK ("league_match"."stage" in ('swiss', 'top_cut')),
	CONSTRAINT "league_match_result_check" CHECK ("league_match"."result" is null or "league_match"."result" in ('p1', 'p2', 'tie', 'bye')),
	CONSTRAINT "league_match_report1_check" CHECK ("league_match"."report1" is null or "league_match"."report1" in ('win', 'loss', 'tie')),
	CONSTRAINT "league_match_report2_check" CHECK ("league_match"."report2" is null or "league_match"."report2" in ('win', 'loss', 'tie'))
);
--> statement-breakpoint
CREATE TABLE "league_player" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"ptcgl_name" text NOT NULL,
	"ptcgl_uid" text NOT NULL,
	"status" text DEFAULT '접수' NOT NULL,
	"memo" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_by" text,
	"handled_at" timestamp with time zone,
	CONSTRAINT "league_player_status_check" CHECK ("league_player"."status" in ('접수', '승인', '거절'))
);
--> statement-breakpoint
CREATE TABLE "league_tournament" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"format" text DEFAULT 'standard' NOT NULL,
	"regulation_marks" text[] DEFAULT '{}'::text[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"registration_opens_at" timestamp with time zone NOT NULL,
	"max_players" integer DEFAULT 64 NOT NULL,
	"round_minutes" smallint DEFAULT 50 NOT NULL,
	"top_cut" smallint DEFAULT 8 NOT NULL,
	"status" text DEFAULT 'registration' NOT NULL,
	"swiss_rounds" smallint,
	"current_round" smallint DEFAULT 0 NOT NULL,
	"round_started_at" timestamp with time zone,
	"auto_rule_id" integer,
	"created_by" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "league_tournament_status_check" CHECK ("league_tournament"."status" in ('registration', 'swiss', 'top_cut', 'finished', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "match_record" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	"source" text DEFAULT 'casual' NOT NULL,
	"league_match_id" integer,
	"my_archetype_id" integer,
	"my_deck_name" text DEFAULT '' NOT NULL,
	"opponent_archetype_id" integer,
	"opponent_deck_name" text DEFAULT '' NOT NULL,
	"opponent_name" text DEFAULT '' NOT NULL,
	"went_first" boolean,
	"result" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_record_result_check" CHECK ("match_record"."result" in ('win', 'loss', 'tie')),
	CONSTRAINT "match_record_source_check" CHECK ("match_record"."source" in ('league', 'casual'))
);
--> statement-breakpoint
ALTER TABLE "business_card" ADD CONSTRAINT "business_card_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_entry" ADD CONSTRAINT "league_entry_tournament_id_league_tournament_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."league_tournament"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_entry" ADD CONSTRAINT "league_entry_player_id_league_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."league_player"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_entry" ADD CONSTRAINT "league_entry_archetype_id_deck_archetype_id_fk" FOREIGN KEY ("archetype_id") REFERENCES "public"."deck_archetype"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_match" ADD CONSTRAINT "league_match_tournament_id_league_tournament_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."league_tournament"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_match" ADD CONSTRAINT "league_match_player1_entry_id_league_entry_id_fk" FOREIGN KEY ("player1_entry_id") REFERENCES "public"."league_entry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_match" ADD CONSTRAINT "league_match_player2_entry_id_league_entry_id_fk" FOREIGN KEY ("player2_entry_id") REFERENCES "public"."league_entry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_player" ADD CONSTRAINT "league_player_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_tournament" ADD CONSTRAINT "league_tournament_auto_rule_id_league_auto_rule_id_fk" FOREIGN KEY ("auto_rule_id") REFERENCES "public"."league_auto_rule"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_record" ADD CONSTRAINT "match_record_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_record" ADD CONSTRAINT "match_record_league_match_id_league_match_id_fk" FOREIGN KEY ("league_match_id") REFERENCES "public"."league_match"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_record" ADD CONSTRAINT "match_record_my_archetype_id_deck_archetype_id_fk" FOREIGN KEY ("my_archetype_id") REFERENCES "public"."deck_archetype"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_record" ADD CONSTRAINT "match_record_opponent_archetype_id_deck_archetype_id_fk" FOREIGN KEY ("opponent_archetype_id") REFERENCES "public"."deck_archetype"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "league_entry_player_idx" ON "league_entry" USING btree ("tournament_id","player_id");--> statement-breakpoint
CREATE INDEX "league_entry_user_idx" ON "league_entry" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "league_entry_archetype_idx" ON "league_entry" USING btree ("archetype_id");--> statement-breakpoint
CREATE UNIQUE INDEX "league_match_table_idx" ON "league_match" USING btree ("tournament_id","round","table_no");--> statement-breakpoint
CREATE INDEX "league_match_player1_idx" ON "league_match" USING btree ("player1_entry_id");--> statement-breakpoint
CREATE INDEX "league_match_player2_idx" ON "league_match" USING btree ("player2_entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "league_player_live_user_idx" ON "league_player" USING btree ("user_id") WHERE "league_player"."status" <> '거절';--> statement-breakpoint
CREATE UNIQUE INDEX "league_player_live_uid_idx" ON "league_player" USING btree (lower("ptcgl_uid")) WHERE "league_player"."status" <> '거절';--> statement-breakpoint
CREATE INDEX "league_tournament_starts_idx" ON "league_tournament" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "league_tournament_status_idx" ON "league_tournament" USING btree ("status","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "league_tournament_rule_start_idx" ON "league_tournament" USING btree ("auto_rule_id","starts_at") WHERE "league_tournament"."auto_rule_id" is not null;--> statement-breakpoint
CREATE INDEX "match_record_user_idx" ON "match_record" USING btree ("user_id","played_at");--> statement-breakpoint
CREATE UNIQUE INDEX "match_record_league_idx" ON "match_record" USING btree ("league_match_id","user_id") WHERE "match_record"."league_match_id" is not null;