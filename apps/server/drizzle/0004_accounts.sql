ALTER TABLE "users" ADD COLUMN "ban_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "type_before_ban" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_id_lower_idx" ON "users" USING btree (lower("user_id"));