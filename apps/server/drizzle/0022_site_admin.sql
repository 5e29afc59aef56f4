CREATE TABLE "site_setting" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" text,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_group_override" (
	"card_nation" text NOT NULL,
	"card_id" text NOT NULL,
	"group_key" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"user_id" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_group_override_card_nation_card_id_pk" PRIMARY KEY("card_nation","card_id")
);
--> statement-breakpoint
CREATE TABLE "trade_notice" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"user_id" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trade_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"card_id" text NOT NULL,
	"card_nation" text NOT NULL,
	"card_name" text DEFAULT '' NOT NULL,
	"card_state" text NOT NULL,
	"grade_company" text,
	"grade" smallint,
	"want_price" integer NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '요청중' NOT NULL,
	"staff_memo" text DEFAULT '' NOT NULL,
	"handled_by" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "visit_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	"ips" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_path_daily" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_path_daily_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
ALTER TABLE "banner" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banner" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "trade_group_override_key_idx" ON "trade_group_override" USING btree ("card_nation","group_key");--> statement-breakpoint
CREATE INDEX "trade_notice_show_idx" ON "trade_notice" USING btree ("is_show","pinned","created");--> statement-breakpoint
CREATE INDEX "trade_request_state_idx" ON "trade_request" USING btree ("state","created");--> statement-breakpoint
CREATE INDEX "trade_request_card_idx" ON "trade_request" USING btree ("card_id","card_nation");--> statement-breakpoint
CREATE INDEX "trade_request_user_idx" ON "trade_request" USING btree ("user_id","created");--> statement-breakpoint
CREATE INDEX "visited_log_user_idx" ON "visited_log" USING btree ("user_id","created");--> statement-breakpoint
CREATE INDEX "visited_log_ip_idx" ON "visited_log" USING btree ("ip","created");