CREATE TABLE "attendance" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"greeting" text NOT NULL,
	"rank" integer NOT NULL,
	"streak" integer NOT NULL,
	"points" integer NOT NULL,
	"ip" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_day" (
	"day" date PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pointmall_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"product_title" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"total_price" integer NOT NULL,
	"status" text DEFAULT '주문접수' NOT NULL,
	"recipient" text NOT NULL,
	"phone" text NOT NULL,
	"postcode" text NOT NULL,
	"address" text NOT NULL,
	"address_detail" text DEFAULT '' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"courier" text,
	"tracking_number" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pointmall_order_quantity_check" CHECK ("pointmall_order"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "pointmall_product_view" (
	"product_id" integer NOT NULL,
	"viewer" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "pointmall_product_view_product_id_viewer_day_pk" PRIMARY KEY("product_id","viewer","day")
);
--> statement-breakpoint
CREATE TABLE "site_text" (
	"key" text PRIMARY KEY NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"updated_by" text,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_address" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"recipient" text NOT NULL,
	"phone" text NOT NULL,
	"postcode" text NOT NULL,
	"address" text NOT NULL,
	"address_detail" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "point_record" ADD COLUMN "balance" integer;--> statement-breakpoint
ALTER TABLE "point_record" ADD COLUMN "by_user_id" text;--> statement-breakpoint
ALTER TABLE "pointmall_product" ADD COLUMN "category" text DEFAULT '기타' NOT NULL;--> statement-breakpoint
ALTER TABLE "pointmall_product" ADD COLUMN "images" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "pointmall_product" ADD COLUMN "per_member_limit" integer;--> statement-breakpoint
ALTER TABLE "pointmall_product" ADD COLUMN "sale_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pointmall_product" ADD COLUMN "sale_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pointmall_product" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "pointmall_product" ADD COLUMN "updated" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pointmall_order" ADD CONSTRAINT "pointmall_order_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pointmall_order" ADD CONSTRAINT "pointmall_order_product_id_pointmall_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."pointmall_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_address" ADD CONSTRAINT "user_address_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_user_day_idx" ON "attendance" USING btree ("user_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_day_rank_idx" ON "attendance" USING btree ("day","rank");--> statement-breakpoint
CREATE INDEX "attendance_day_ip_idx" ON "attendance" USING btree ("day","ip");--> statement-breakpoint
CREATE INDEX "pointmall_order_user_idx" ON "pointmall_order" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "pointmall_order_status_idx" ON "pointmall_order" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "pointmall_order_product_user_idx" ON "pointmall_order" USING btree ("product_id","user_id");--> statement-breakpoint
CREATE INDEX "user_address_user_idx" ON "user_address" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_address_default_idx" ON "user_address" USING btree ("user_id") WHERE "user_address"."is_default";--> statement-breakpoint
CREATE INDEX "point_record_created_idx" ON "point_record" USING btree ("created");--> statement-breakpoint
CREATE INDEX "point_record_menu_idx" ON "point_record" USING btree ("menu","created");--> statement-breakpoint
CREATE INDEX "pointmall_product_list_idx" ON "pointmall_product" USING btree ("is_show","id");--> statement-breakpoint
ALTER TABLE "pointmall_product" ADD CONSTRAINT "pointmall_product_price_check" CHECK ("pointmall_product"."price" > 0);--> statement-breakpoint
ALTER TABLE "pointmall_product" ADD CONSTRAINT "pointmall_product_stock_check" CHECK ("pointmall_product"."stock" >= 0);--> statement-breakpoint
INSERT INTO "point_setting" ("menu", "activity", "amount") VALUES ('출석체크', '출석', 10), ('출석체크', '1등', 30), ('출석체크', '2등', 20), ('출석체크', '3등', 10), ('출석체크', '7일 연속', 50), ('출석체크', '30일 연속', 300), ('출석체크', '365일 연속', 5000) ON CONFLICT DO NOTHING;
