CREATE TABLE "card_kr_part_suggestion" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" text NOT NULL,
	"kind" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"en" text NOT NULL,
	"kr" text NOT NULL,
	"source" text DEFAULT 'dictionary' NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"confirmed_by" text,
	"confirmed_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_link_proposal" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_card_id" text NOT NULL,
	"to_card_id" text NOT NULL,
	"score" real NOT NULL,
	"evidence" jsonb NOT NULL,
	"status" text DEFAULT '대기' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deck_notice" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deck_season" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"is_show" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deck_tag_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "format_rotation" (
	"id" serial PRIMARY KEY NOT NULL,
	"format" text DEFAULT 'standard' NOT NULL,
	"effective_from" date NOT NULL,
	"legal_marks" text[] DEFAULT '{}'::text[] NOT NULL,
	"memo" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_match_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" text NOT NULL,
	"user_id" text NOT NULL,
	"nation" text NOT NULL,
	"file_name" text NOT NULL,
	"stored_path" text,
	"card_id" text,
	"matched_by" text,
	"status" text DEFAULT '대기' NOT NULL,
	"error" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_run" (
	"id" serial PRIMARY KEY NOT NULL,
	"started" timestamp with time zone DEFAULT now() NOT NULL,
	"finished" timestamp with time zone,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_action_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"memo" text DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translation_entry" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"en" text NOT NULL,
	"kr" text NOT NULL,
	"jp" text,
	"source" text DEFAULT 'staff' NOT NULL,
	"writer" text,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_en" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_en" ADD COLUMN "deleted_by" text;--> statement-breakpoint
ALTER TABLE "card_kr_name_suggestion" ADD COLUMN "confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "card_kr_name_suggestion" ADD COLUMN "confirmed_by" text;--> statement-breakpoint
ALTER TABLE "card_kr_name_suggestion" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_set" ADD COLUMN "ptcgl_code" text;--> statement-breakpoint
ALTER TABLE "card_set" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "card_set" ADD COLUMN "symbol" text;--> statement-breakpoint
ALTER TABLE "card_set" ADD COLUMN "edition_group" text;--> statement-breakpoint
ALTER TABLE "card_kr_part_suggestion" ADD CONSTRAINT "card_kr_part_suggestion_card_id_card_en_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."card_en"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_kr_part_suggestion_part_idx" ON "card_kr_part_suggestion" USING btree ("card_id","kind","position");--> statement-breakpoint
CREATE INDEX "card_kr_part_suggestion_confirmed_idx" ON "card_kr_part_suggestion" USING btree ("confirmed","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "card_link_proposal_pair_idx" ON "card_link_proposal" USING btree ("from_card_id","to_card_id");--> statement-breakpoint
CREATE INDEX "card_link_proposal_status_idx" ON "card_link_proposal" USING btree ("status","score" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "deck_season_name_idx" ON "deck_season" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "deck_tag_item_name_idx" ON "deck_tag_item" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "format_rotation_format_from_idx" ON "format_rotation" USING btree ("format","effective_from");--> statement-breakpoint
CREATE INDEX "image_match_item_batch_idx" ON "image_match_item" USING btree ("batch_id","id");--> statement-breakpoint
CREATE INDEX "staff_action_log_created_idx" ON "staff_action_log" USING btree ("created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_action_log_target_idx" ON "staff_action_log" USING btree ("target_type","target_id","created");--> statement-breakpoint
CREATE INDEX "staff_action_log_user_idx" ON "staff_action_log" USING btree ("user_id","created");--> statement-breakpoint
CREATE UNIQUE INDEX "translation_entry_kind_en_idx" ON "translation_entry" USING btree ("kind",lower("en"));--> statement-breakpoint
CREATE INDEX "translation_entry_kr_idx" ON "translation_entry" USING btree ("kind","kr");--> statement-breakpoint
CREATE INDEX "card_set_edition_group_idx" ON "card_set" USING btree ("edition_group");