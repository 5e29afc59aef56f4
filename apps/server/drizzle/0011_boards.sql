-- Community boards (decision 026). The board_post table of the first schema was a placeholder no code
-- wrote to; it is replaced by the boards, posts, comments, votes, reports, views, per-board post counts
-- and DB request statuses below.
DROP TABLE "board_post" CASCADE;--> statement-breakpoint
CREATE TABLE "board" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"kind" text DEFAULT '일반' NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"gate_list" jsonb NOT NULL,
	"gate_read" jsonb NOT NULL,
	"gate_write" jsonb NOT NULL,
	"gate_comment" jsonb NOT NULL,
	"post_points" integer,
	"comment_points" integer,
	"rows_per_page" smallint DEFAULT 20 NOT NULL,
	"best_votes" smallint DEFAULT 10 NOT NULL,
	"images_allowed" boolean DEFAULT true NOT NULL,
	"blind_threshold" smallint DEFAULT 3 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_comment" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"parent_id" integer,
	"user_id" text NOT NULL,
	"content" text NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"report_score" integer DEFAULT 0 NOT NULL,
	"blinded" boolean DEFAULT false NOT NULL,
	"points_awarded" integer DEFAULT 0 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"deleted_by" text
);
--> statement-breakpoint
CREATE TABLE "board_db_request" (
	"post_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT '접수' NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"replied_by" text,
	"updated" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "board_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_post" (
	"id" serial PRIMARY KEY NOT NULL,
	"board_id" integer NOT NULL,
	"category" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"content_text" text DEFAULT '' NOT NULL,
	"user_id" text NOT NULL,
	"is_notice" boolean DEFAULT false NOT NULL,
	"has_image" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"vote_up" integer DEFAULT 0 NOT NULL,
	"vote_down" integer DEFAULT 0 NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"report_score" integer DEFAULT 0 NOT NULL,
	"is_best" boolean DEFAULT false NOT NULL,
	"blinded" boolean DEFAULT false NOT NULL,
	"review_requested" boolean DEFAULT false NOT NULL,
	"points_awarded" integer DEFAULT 0 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"deleted_by" text
);
--> statement-breakpoint
CREATE TABLE "board_post_view" (
	"post_id" integer NOT NULL,
	"viewer" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "board_post_view_post_id_viewer_day_pk" PRIMARY KEY("post_id","viewer","day")
);
--> statement-breakpoint
CREATE TABLE "board_report" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"comment_id" integer,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"weight" smallint NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_tally" (
	"board_id" integer NOT NULL,
	"bucket" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "board_tally_board_id_bucket_pk" PRIMARY KEY("board_id","bucket")
);
--> statement-breakpoint
CREATE TABLE "board_vote" (
	"post_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"value" smallint NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_vote_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "board" ADD CONSTRAINT "board_group_id_board_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."board_group"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_comment" ADD CONSTRAINT "board_comment_post_id_board_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."board_post"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_comment" ADD CONSTRAINT "board_comment_parent_id_board_comment_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."board_comment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_db_request" ADD CONSTRAINT "board_db_request_post_id_board_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."board_post"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_post" ADD CONSTRAINT "board_post_board_id_board_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."board"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_report" ADD CONSTRAINT "board_report_post_id_board_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."board_post"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_report" ADD CONSTRAINT "board_report_comment_id_board_comment_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."board_comment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_tally" ADD CONSTRAINT "board_tally_board_id_board_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."board"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_vote" ADD CONSTRAINT "board_vote_post_id_board_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."board_post"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "board_name_idx" ON "board" USING btree ("name");--> statement-breakpoint
CREATE INDEX "board_group_idx" ON "board" USING btree ("group_id","sort");--> statement-breakpoint
CREATE INDEX "board_comment_post_idx" ON "board_comment" USING btree ("post_id","id");--> statement-breakpoint
CREATE INDEX "board_comment_parent_idx" ON "board_comment" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "board_comment_user_idx" ON "board_comment" USING btree ("user_id","id") WHERE "board_comment"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "board_comment_blinded_idx" ON "board_comment" USING btree ("id") WHERE "board_comment"."blinded" and "board_comment"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "board_db_request_status_idx" ON "board_db_request" USING btree ("status","post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "board_group_name_idx" ON "board_group" USING btree ("name");--> statement-breakpoint
CREATE INDEX "board_post_list_idx" ON "board_post" USING btree ("board_id","id") WHERE "board_post"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "board_post_category_idx" ON "board_post" USING btree ("board_id","category","id") WHERE "board_post"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "board_post_notice_idx" ON "board_post" USING btree ("board_id","id") WHERE "board_post"."is_notice" and "board_post"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "board_post_best_idx" ON "board_post" USING btree ("board_id","id") WHERE "board_post"."is_best" and "board_post"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "board_post_blinded_idx" ON "board_post" USING btree ("id") WHERE "board_post"."blinded" and "board_post"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "board_post_user_idx" ON "board_post" USING btree ("user_id","id") WHERE "board_post"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "board_post_title_grams_idx" ON "board_post" USING gin (text_grams("title"));--> statement-breakpoint
CREATE INDEX "board_post_text_trgm_idx" ON "board_post" USING gin ("content_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "board_report_post_once_idx" ON "board_report" USING btree ("post_id","user_id") WHERE "board_report"."comment_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "board_report_comment_once_idx" ON "board_report" USING btree ("comment_id","user_id") WHERE "board_report"."comment_id" is not null;--> statement-breakpoint
-- Points for board posts and comments (menu 커뮤니티); a board may override them (board.post_points, comment_points).
INSERT INTO "point_setting" ("menu", "activity", "amount") VALUES ('커뮤니티', '게시글 쓰기', 5), ('커뮤니티', '댓글 쓰기', 1) ON CONFLICT DO NOTHING;
