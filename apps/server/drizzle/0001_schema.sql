CREATE TABLE "card_ability" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" text NOT NULL,
	"nation" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"type" text,
	"name" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_attack" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" text NOT NULL,
	"nation" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"cost" text DEFAULT '' NOT NULL,
	"converted_energy_cost" smallint DEFAULT 0 NOT NULL,
	"damage" text DEFAULT '' NOT NULL,
	"damage_value" integer,
	"text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_en" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"supertype" text NOT NULL,
	"subtypes" text[] DEFAULT '{}'::text[] NOT NULL,
	"hp" integer,
	"types" text[] DEFAULT '{}'::text[] NOT NULL,
	"evolves_from" text,
	"evolves_to" text[] DEFAULT '{}'::text[] NOT NULL,
	"artist" text,
	"number" text DEFAULT '' NOT NULL,
	"national_pokedex_numbers" integer[] DEFAULT '{}'::int[] NOT NULL,
	"regulation_mark" text,
	"retreat_cost" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"image" text DEFAULT 'default.png' NOT NULL,
	"image_url" text,
	"rarity" text,
	"set_id" text,
	"set_name" text,
	"set_printed_total" integer,
	"set_release" date,
	"series" text,
	"ancient_trait_name" text,
	"ancient_trait_text" text,
	"rules" text[] DEFAULT '{}'::text[] NOT NULL,
	"dump" jsonb,
	"is_pre_card" boolean DEFAULT false NOT NULL,
	"writer" text,
	"source" text DEFAULT 'staff' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_datetime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_jp" (
	"card_id" text PRIMARY KEY NOT NULL,
	"name" text,
	"ancient_trait_name" text,
	"ancient_trait_text" text,
	"number" text,
	"effects" text,
	"rules" text[] DEFAULT '{}'::text[] NOT NULL,
	"rarity" text,
	"set_printed_total" integer,
	"set_name" text,
	"set_release" date,
	"series" text,
	"is_available" boolean DEFAULT true NOT NULL,
	"image" text DEFAULT 'default.png' NOT NULL,
	"image_url" text,
	"writer" text,
	"source_id" text,
	"last_modified_datetime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_kr" (
	"card_id" text PRIMARY KEY NOT NULL,
	"name" text,
	"ancient_trait_name" text,
	"ancient_trait_text" text,
	"number" text,
	"effects" text,
	"rules" text[] DEFAULT '{}'::text[] NOT NULL,
	"rarity" text,
	"set_printed_total" integer,
	"set_name" text,
	"set_release" date,
	"series" text,
	"is_available" boolean DEFAULT true NOT NULL,
	"image" text DEFAULT 'default.png' NOT NULL,
	"image_url" text,
	"writer" text,
	"source_id" text,
	"last_modified_datetime" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_kr_name_suggestion" (
	"card_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"source" text DEFAULT 'species' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_resistance" (
	"card_id" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	CONSTRAINT "card_resistance_card_id_position_pk" PRIMARY KEY("card_id","position")
);
--> statement-breakpoint
CREATE TABLE "card_view_count" (
	"card_id" text PRIMARY KEY NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_weakness" (
	"card_id" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	CONSTRAINT "card_weakness_card_id_position_pk" PRIMARY KEY("card_id","position")
);
--> statement-breakpoint
CREATE TABLE "card_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"nation" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_set" (
	"id" serial PRIMARY KEY NOT NULL,
	"nation" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"series" text,
	"total_number" integer,
	"total" integer,
	"release_date" date,
	"ptcgo_code" text
);
--> statement-breakpoint
CREATE TABLE "country" (
	"code" text PRIMARY KEY NOT NULL,
	"country_kr" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rarity_map" (
	"id" serial PRIMARY KEY NOT NULL,
	"en" text NOT NULL,
	"kr" text,
	"jp" text
);
--> statement-breakpoint
CREATE TABLE "regulation_mark" (
	"regulation_mark" text PRIMARY KEY NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supertype_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"en" text NOT NULL,
	"kr" text NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"expires" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_user_id" text NOT NULL,
	"to_user_id" text NOT NULL,
	"content" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_record" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"menu" text NOT NULL,
	"activity" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"card_id" text,
	"amount" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_setting" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu" text NOT NULL,
	"activity" text NOT NULL,
	"amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"expires" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "user_ban_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"action" text NOT NULL,
	"from_type" text,
	"to_type" text,
	"reason" text DEFAULT '' NOT NULL,
	"until" timestamp with time zone,
	"by" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" text PRIMARY KEY NOT NULL,
	"nickname" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"type" text DEFAULT '사용자' NOT NULL,
	"grade" integer DEFAULT 0 NOT NULL,
	"point" integer DEFAULT 0 NOT NULL,
	"profile_image" text,
	"collection_show" boolean DEFAULT true NOT NULL,
	"email_alarm_agree" boolean DEFAULT false NOT NULL,
	"email_certified" boolean DEFAULT false NOT NULL,
	"permission_pointmall" boolean DEFAULT false NOT NULL,
	"permission_official_league" boolean DEFAULT false NOT NULL,
	"permission_deck_recipe" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_visit" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "board_post" (
	"id" serial PRIMARY KEY NOT NULL,
	"board_group" text NOT NULL,
	"board_name" text NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"status" text DEFAULT '정상' NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "card_review" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" text NOT NULL,
	"text_nation" text NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT '정상' NOT NULL,
	"rate_perform_check" boolean DEFAULT false NOT NULL,
	"rate_perform" real DEFAULT 0 NOT NULL,
	"rate_collect_check" boolean DEFAULT false NOT NULL,
	"rate_collect" real DEFAULT 0 NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "collection" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"card_id" text NOT NULL,
	"nation" text NOT NULL,
	"amount" integer DEFAULT 1 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deck" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"deck_nation" text DEFAULT 'kr' NOT NULL,
	"tag" text[] DEFAULT '{}'::text[] NOT NULL,
	"regulation_group" text DEFAULT '스탠다드' NOT NULL,
	"season" text,
	"status" text DEFAULT '공개' NOT NULL,
	"pokemon_count" smallint DEFAULT 0 NOT NULL,
	"trainer_count" smallint DEFAULT 0 NOT NULL,
	"energy_count" smallint DEFAULT 0 NOT NULL,
	"types" text[] DEFAULT '{}'::text[] NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"copy_count" integer DEFAULT 0 NOT NULL,
	"rating_avg" real DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"image" text,
	"copied_from" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "deck_card" (
	"deck_id" integer NOT NULL,
	"card_id" text NOT NULL,
	"nation" text DEFAULT 'kr' NOT NULL,
	"amount" smallint NOT NULL,
	CONSTRAINT "deck_card_deck_id_card_id_nation_pk" PRIMARY KEY("deck_id","card_id","nation")
);
--> statement-breakpoint
CREATE TABLE "deck_like" (
	"deck_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deck_like_deck_id_user_id_pk" PRIMARY KEY("deck_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "deck_rating" (
	"deck_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"rating" real NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deck_rating_deck_id_user_id_pk" PRIMARY KEY("deck_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "pointmall_product" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"image" text,
	"stock" integer DEFAULT 0 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_post" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trade_price" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer DEFAULT 0 NOT NULL,
	"card_id" text NOT NULL,
	"card_nation" text NOT NULL,
	"card_name" text DEFAULT '' NOT NULL,
	"card_state" text NOT NULL,
	"grade_company" text,
	"grade" smallint,
	"card_price" integer NOT NULL,
	"card_created" date,
	"card_sold" date,
	"state" text DEFAULT '등록됨' NOT NULL,
	"user_id" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads_setting" (
	"type" text PRIMARY KEY NOT NULL,
	"is_show" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alarm" (
	"id" serial PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"link" text,
	"actor_user_id" text,
	"actor_nickname" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banner" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"banner_image" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"is_ads" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ip_ban" (
	"ip" text PRIMARY KEY NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"banned_by" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_counter" (
	"day" date PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visited_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"ip" text,
	"user_id" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_provide" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" text NOT NULL,
	"card_nation" text NOT NULL,
	"name" text,
	"name_local" text,
	"ancient_trait_name" text,
	"ancient_trait_text" text,
	"effects" text,
	"rules" text[] DEFAULT '{}'::text[] NOT NULL,
	"number" text,
	"rarity" text,
	"set_printed_total" integer,
	"set_name" text,
	"is_available" smallint,
	"writer" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_provide_ability" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_provide_id" integer NOT NULL,
	"card_id" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"type" text,
	"name" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_provide_attack" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_provide_id" integer NOT NULL,
	"card_id" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"cost" text DEFAULT '' NOT NULL,
	"converted_energy_cost" smallint DEFAULT 0 NOT NULL,
	"damage" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provide_bug" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"card_id" text NOT NULL,
	"card_nation" text NOT NULL,
	"category" text NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"reward_point" integer,
	"review_memo" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provide_image" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"card_id" text NOT NULL,
	"card_nation" text NOT NULL,
	"image" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"reward_point" integer,
	"review_memo" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provide_info" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"card_provide_id" integer NOT NULL,
	"card_nation" text NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"reward_point" integer,
	"review_memo" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "update_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"provide_type" text NOT NULL,
	"provide_id" integer DEFAULT 0 NOT NULL,
	"card_id" text NOT NULL,
	"card_nation" text NOT NULL,
	"provider" text NOT NULL,
	"updater" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_search" (
	"card_id" text PRIMARY KEY NOT NULL,
	"supertype" text NOT NULL,
	"subtypes" text[] NOT NULL,
	"types" text[] NOT NULL,
	"hp" integer,
	"regulation_mark" text,
	"artist" text,
	"pokedex" integer[] NOT NULL,
	"evolves_from" text,
	"evolves_to" text[] NOT NULL,
	"retreat_count" smallint NOT NULL,
	"weakness_types" text[] NOT NULL,
	"resistance_types" text[] NOT NULL,
	"has_ability" boolean NOT NULL,
	"damage_max" integer,
	"attack_costs" integer[] NOT NULL,
	"name_en" text NOT NULL,
	"name_kr" text,
	"name_kr_confirmed" boolean NOT NULL,
	"name_jp" text,
	"name_grams" text[] NOT NULL,
	"names_norm" text NOT NULL,
	"rarity_en" text,
	"rarity_kr" text,
	"rarity_jp" text,
	"set_en" text,
	"set_kr" text,
	"set_jp" text,
	"series_en" text,
	"series_kr" text,
	"series_jp" text,
	"number_en" text,
	"number_kr" text,
	"number_jp" text,
	"number_sort_en" integer,
	"number_sort_kr" integer,
	"number_sort_jp" integer,
	"printed_total_en" integer,
	"printed_total_kr" integer,
	"printed_total_jp" integer,
	"release_en" date,
	"release_kr" date,
	"release_jp" date,
	"image_en" text,
	"image_kr" text,
	"image_jp" text,
	"available_en" boolean NOT NULL,
	"available_kr" boolean,
	"available_jp" boolean,
	"last_modified_datetime" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_ability" ADD CONSTRAINT "card_ability_card_id_card_en_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."card_en"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_attack" ADD CONSTRAINT "card_attack_card_id_card_en_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."card_en"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_jp" ADD CONSTRAINT "card_jp_card_id_card_en_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."card_en"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_kr" ADD CONSTRAINT "card_kr_card_id_card_en_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."card_en"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_kr_name_suggestion" ADD CONSTRAINT "card_kr_name_suggestion_card_id_card_en_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."card_en"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_resistance" ADD CONSTRAINT "card_resistance_card_id_card_en_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."card_en"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_view_count" ADD CONSTRAINT "card_view_count_card_id_card_en_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."card_en"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_weakness" ADD CONSTRAINT "card_weakness_card_id_card_en_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."card_en"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_record" ADD CONSTRAINT "point_record_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_card" ADD CONSTRAINT "deck_card_deck_id_deck_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."deck"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_like" ADD CONSTRAINT "deck_like_deck_id_deck_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."deck"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_rating" ADD CONSTRAINT "deck_rating_deck_id_deck_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."deck"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_provide_ability" ADD CONSTRAINT "card_provide_ability_card_provide_id_card_provide_id_fk" FOREIGN KEY ("card_provide_id") REFERENCES "public"."card_provide"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_provide_attack" ADD CONSTRAINT "card_provide_attack_card_provide_id_card_provide_id_fk" FOREIGN KEY ("card_provide_id") REFERENCES "public"."card_provide"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provide_info" ADD CONSTRAINT "provide_info_card_provide_id_card_provide_id_fk" FOREIGN KEY ("card_provide_id") REFERENCES "public"."card_provide"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_ability_card_idx" ON "card_ability" USING btree ("card_id","nation","position");--> statement-breakpoint
CREATE INDEX "card_ability_name_trgm_idx" ON "card_ability" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "card_ability_text_trgm_idx" ON "card_ability" USING gin (lower("text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "card_attack_card_idx" ON "card_attack" USING btree ("card_id","nation","position");--> statement-breakpoint
CREATE INDEX "card_attack_name_trgm_idx" ON "card_attack" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "card_attack_text_trgm_idx" ON "card_attack" USING gin (lower("text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "card_en_set_id_idx" ON "card_en" USING btree ("set_id","number");--> statement-breakpoint
CREATE INDEX "card_en_name_idx" ON "card_en" USING btree ("name");--> statement-breakpoint
CREATE INDEX "card_en_evolves_from_idx" ON "card_en" USING btree ("evolves_from");--> statement-breakpoint
CREATE INDEX "card_en_artist_idx" ON "card_en" USING btree ("artist");--> statement-breakpoint
CREATE INDEX "card_en_name_trgm_idx" ON "card_en" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "card_jp_source_id_idx" ON "card_jp" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "card_jp_set_name_idx" ON "card_jp" USING btree ("set_name");--> statement-breakpoint
CREATE INDEX "card_jp_name_trgm_idx" ON "card_jp" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "card_kr_source_id_idx" ON "card_kr" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "card_kr_set_name_idx" ON "card_kr" USING btree ("set_name");--> statement-breakpoint
CREATE INDEX "card_kr_name_trgm_idx" ON "card_kr" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "card_resistance_type_idx" ON "card_resistance" USING btree ("type");--> statement-breakpoint
CREATE INDEX "card_weakness_type_idx" ON "card_weakness" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "card_series_nation_name_idx" ON "card_series" USING btree ("nation","name");--> statement-breakpoint
CREATE UNIQUE INDEX "card_set_nation_code_idx" ON "card_set" USING btree ("nation","code");--> statement-breakpoint
CREATE INDEX "card_set_nation_name_idx" ON "card_set" USING btree ("nation","name");--> statement-breakpoint
CREATE UNIQUE INDEX "rarity_map_en_idx" ON "rarity_map" USING btree ("en");--> statement-breakpoint
CREATE UNIQUE INDEX "supertype_item_category_en_idx" ON "supertype_item" USING btree ("category","en");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "message_to_idx" ON "message" USING btree ("to_user_id","created");--> statement-breakpoint
CREATE INDEX "message_from_idx" ON "message" USING btree ("from_user_id","created");--> statement-breakpoint
CREATE INDEX "point_record_user_idx" ON "point_record" USING btree ("user_id","created");--> statement-breakpoint
CREATE UNIQUE INDEX "point_setting_menu_activity_idx" ON "point_setting" USING btree ("menu","activity");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires");--> statement-breakpoint
CREATE INDEX "user_ban_log_user_idx" ON "user_ban_log" USING btree ("user_id","created");--> statement-breakpoint
CREATE UNIQUE INDEX "users_nickname_idx" ON "users" USING btree ("nickname");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_type_idx" ON "users" USING btree ("type");--> statement-breakpoint
CREATE INDEX "board_post_board_idx" ON "board_post" USING btree ("board_group","board_name","created");--> statement-breakpoint
CREATE INDEX "card_review_card_idx" ON "card_review" USING btree ("card_id","text_nation","created");--> statement-breakpoint
CREATE INDEX "card_review_user_idx" ON "card_review" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_user_card_idx" ON "collection" USING btree ("user_id","card_id","nation");--> statement-breakpoint
CREATE INDEX "collection_card_idx" ON "collection" USING btree ("card_id","nation");--> statement-breakpoint
CREATE INDEX "deck_user_idx" ON "deck" USING btree ("user_id","created");--> statement-breakpoint
CREATE INDEX "deck_created_idx" ON "deck" USING btree ("created");--> statement-breakpoint
CREATE INDEX "deck_tag_idx" ON "deck" USING gin ("tag");--> statement-breakpoint
CREATE INDEX "deck_card_card_idx" ON "deck_card" USING btree ("card_id","deck_id");--> statement-breakpoint
CREATE INDEX "trade_post_user_idx" ON "trade_post" USING btree ("user_id","created");--> statement-breakpoint
CREATE INDEX "trade_post_created_idx" ON "trade_post" USING btree ("created");--> statement-breakpoint
CREATE INDEX "trade_price_card_idx" ON "trade_price" USING btree ("card_id","card_nation","card_created");--> statement-breakpoint
CREATE INDEX "trade_price_post_idx" ON "trade_price" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "alarm_target_idx" ON "alarm" USING btree ("target","created");--> statement-breakpoint
CREATE INDEX "banner_type_idx" ON "banner" USING btree ("type","sort_order");--> statement-breakpoint
CREATE INDEX "visited_log_created_idx" ON "visited_log" USING btree ("created");--> statement-breakpoint
CREATE INDEX "card_provide_card_idx" ON "card_provide" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "provide_bug_status_idx" ON "provide_bug" USING btree ("status","created");--> statement-breakpoint
CREATE INDEX "provide_bug_user_idx" ON "provide_bug" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "provide_image_status_idx" ON "provide_image" USING btree ("status","created");--> statement-breakpoint
CREATE INDEX "provide_image_user_idx" ON "provide_image" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "provide_info_status_idx" ON "provide_info" USING btree ("status","created");--> statement-breakpoint
CREATE INDEX "provide_info_user_idx" ON "provide_info" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "update_log_card_idx" ON "update_log" USING btree ("card_id","created");--> statement-breakpoint
CREATE INDEX "card_search_grams_idx" ON "card_search" USING gin ("name_grams");--> statement-breakpoint
CREATE INDEX "card_search_names_trgm_idx" ON "card_search" USING gin ("names_norm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "card_search_set_en_idx" ON "card_search" USING btree ("set_en","number_sort_en");--> statement-breakpoint
CREATE INDEX "card_search_set_kr_idx" ON "card_search" USING btree ("set_kr","number_sort_kr");--> statement-breakpoint
CREATE INDEX "card_search_set_jp_idx" ON "card_search" USING btree ("set_jp","number_sort_jp");--> statement-breakpoint
CREATE INDEX "card_search_release_en_idx" ON "card_search" USING btree ("release_en","number_sort_en");--> statement-breakpoint
CREATE INDEX "card_search_release_kr_idx" ON "card_search" USING btree ("release_kr","number_sort_kr");--> statement-breakpoint
CREATE INDEX "card_search_release_jp_idx" ON "card_search" USING btree ("release_jp","number_sort_jp");--> statement-breakpoint
CREATE INDEX "card_search_name_en_idx" ON "card_search" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "card_search_name_kr_idx" ON "card_search" USING btree ("name_kr");--> statement-breakpoint
CREATE INDEX "card_search_name_jp_idx" ON "card_search" USING btree ("name_jp");--> statement-breakpoint
CREATE INDEX "card_search_artist_idx" ON "card_search" USING btree ("artist");--> statement-breakpoint
CREATE INDEX "card_search_hp_idx" ON "card_search" USING btree ("hp");--> statement-breakpoint
CREATE INDEX "card_search_types_idx" ON "card_search" USING gin ("types");--> statement-breakpoint
CREATE INDEX "card_search_subtypes_idx" ON "card_search" USING gin ("subtypes");--> statement-breakpoint
CREATE INDEX "card_search_evolves_from_idx" ON "card_search" USING btree ("evolves_from");