-- Staff alarms were rows with target 'admin', a value any member could take as a login id. They move to
-- audience 'staff' with no target; the rest are member alarms. The two member kinds ('제보 승인',
-- '제보 반려') tell a member alarm of a member named admin from a staff alarm.
DROP INDEX "alarm_target_idx";--> statement-breakpoint
ALTER TABLE "alarm" ALTER COLUMN "target" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "alarm" ADD COLUMN "audience" text;--> statement-breakpoint
UPDATE "alarm" SET "audience" = 'staff', "target" = NULL
  WHERE "target" = 'admin' AND "kind" NOT IN ('제보 승인', '제보 반려');--> statement-breakpoint
UPDATE "alarm" SET "audience" = 'member' WHERE "audience" IS NULL;--> statement-breakpoint
ALTER TABLE "alarm" ALTER COLUMN "audience" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "alarm_audience_target_idx" ON "alarm" USING btree ("audience","target","created");--> statement-breakpoint
ALTER TABLE "alarm" ADD CONSTRAINT "alarm_audience_target" CHECK (("alarm"."audience" = 'staff') = ("alarm"."target" is null));
