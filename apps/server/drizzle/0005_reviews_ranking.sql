CREATE TABLE "card_rank_stats" (
	"card_id" text NOT NULL,
	"nation" text NOT NULL,
	"total_count" integer DEFAULT 0 NOT NULL,
	"total_avg" real DEFAULT 0 NOT NULL,
	"perform_avg" real DEFAULT 0 NOT NULL,
	"perform_count" integer DEFAULT 0 NOT NULL,
	"collect_avg" real DEFAULT 0 NOT NULL,
	"collect_count" integer DEFAULT 0 NOT NULL,
	"avg_price" real DEFAULT 0 NOT NULL,
	"max_price" integer DEFAULT 0 NOT NULL,
	"price_count" integer DEFAULT 0 NOT NULL,
	"deck_total_count" integer DEFAULT 0 NOT NULL,
	"deck_total_amount" integer DEFAULT 0 NOT NULL,
	"collection_total_amount" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "card_rank_stats_card_id_nation_pk" PRIMARY KEY("card_id","nation")
);
--> statement-breakpoint
ALTER TABLE "card_review" ADD COLUMN "points_awarded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "card_rank_stats_rating_idx" ON "card_rank_stats" USING btree ("nation","total_avg");--> statement-breakpoint
CREATE INDEX "card_rank_stats_price_idx" ON "card_rank_stats" USING btree ("nation","avg_price");--> statement-breakpoint
CREATE INDEX "card_rank_stats_usage_idx" ON "card_rank_stats" USING btree ("nation","deck_total_count");--> statement-breakpoint
CREATE UNIQUE INDEX "card_review_once_idx" ON "card_review" USING btree ("card_id","text_nation","user_id");--> statement-breakpoint
-- §2.14 / §9: a review earns 5P (staff can change it in the point settings).
INSERT INTO "point_setting" ("menu", "activity", "amount") VALUES ('카드랭킹', '카드 리뷰 쓰기', 5) ON CONFLICT DO NOTHING;
