CREATE TABLE "trade_post_view" (
	"post_id" integer NOT NULL,
	"viewer" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "trade_post_view_post_id_viewer_day_pk" PRIMARY KEY("post_id","viewer","day")
);
