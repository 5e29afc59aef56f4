CREATE TABLE "inquiry" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"guest_email" text,
	"guest_token_hash" text,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT '접수' NOT NULL,
	"answer" text,
	"answered_by" text,
	"answered_at" timestamp with time zone,
	"ip" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_report" (
	"id" serial PRIMARY KEY NOT NULL,
	"reporter_user_id" text NOT NULL,
	"reported_user_id" text NOT NULL,
	"reason" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" integer,
	"evidence" text DEFAULT '' NOT NULL,
	"status" text DEFAULT '접수' NOT NULL,
	"handled_by" text,
	"handled_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_block" (
	"user_id" text NOT NULL,
	"blocked_user_id" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_block_user_id_blocked_user_id_pk" PRIMARY KEY("user_id","blocked_user_id")
);
--> statement-breakpoint
DROP INDEX "message_to_idx";--> statement-breakpoint
DROP INDEX "message_from_idx";--> statement-breakpoint
ALTER TABLE "message" ADD COLUMN "trade_post_id" integer;--> statement-breakpoint
ALTER TABLE "message" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message" ADD COLUMN "sender_deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "message" ADD COLUMN "recipient_deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "inquiry_user_idx" ON "inquiry" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiry_status_idx" ON "inquiry" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "member_report_reported_idx" ON "member_report" USING btree ("reported_user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "member_report_once_idx" ON "member_report" USING btree ("reporter_user_id","reported_user_id","source_kind",coalesce("source_id", 0));--> statement-breakpoint
CREATE INDEX "message_inbox_idx" ON "message" USING btree ("to_user_id","id" DESC NULLS LAST) WHERE not "message"."recipient_deleted";--> statement-breakpoint
CREATE INDEX "message_outbox_idx" ON "message" USING btree ("from_user_id","id" DESC NULLS LAST) WHERE not "message"."sender_deleted";--> statement-breakpoint
CREATE INDEX "message_unread_idx" ON "message" USING btree ("to_user_id") WHERE "message"."read_at" is null and not "message"."recipient_deleted";--> statement-breakpoint
CREATE INDEX "message_created_idx" ON "message" USING btree ("created");--> statement-breakpoint
ALTER TABLE "message" DROP COLUMN "is_read";