CREATE TABLE "api_key" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"last_used" timestamp with time zone,
	"revoked" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_key_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "card_watch" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"card_id" text NOT NULL,
	"nation" text NOT NULL,
	"card_state" text,
	"grade_company" text,
	"grade" smallint,
	"alert_kind" text DEFAULT 'none' NOT NULL,
	"target_price" integer,
	"armed" boolean DEFAULT true NOT NULL,
	"fired_price_id" integer,
	"fired_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trade_request_match" (
	"request_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"price_id" integer NOT NULL,
	"card_price" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_request_match_request_id_post_id_pk" PRIMARY KEY("request_id","post_id")
);
--> statement-breakpoint
CREATE INDEX "api_key_user_idx" ON "api_key" USING btree ("user_id","created");--> statement-breakpoint
CREATE INDEX "card_watch_user_idx" ON "card_watch" USING btree ("user_id","created");--> statement-breakpoint
CREATE INDEX "card_watch_alert_idx" ON "card_watch" USING btree ("card_id","nation") WHERE "card_watch"."alert_kind" <> 'none' and "card_watch"."armed";--> statement-breakpoint
CREATE INDEX "card_watch_fired_idx" ON "card_watch" USING btree ("card_id","nation") WHERE "card_watch"."alert_kind" = 'price_at_most' and not "card_watch"."armed";--> statement-breakpoint
CREATE INDEX "trade_request_match_post_idx" ON "trade_request_match" USING btree ("post_id");