ALTER TABLE "tournaments" ADD COLUMN "ready_check_minutes" integer;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "air_raid_pause" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_ready_check_minutes_range" CHECK ("tournaments"."ready_check_minutes" between 1 and 120);