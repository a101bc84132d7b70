ALTER TABLE "teams" ADD COLUMN "invite_code" text DEFAULT replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "waitlisted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "dropped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "dropped_reason" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "check_in_opens_minutes" integer DEFAULT 60;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "check_in_closes_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "registration_settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "check_in_announced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "check_in_settled_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "teams_invite_code_key" ON "teams" USING btree ("invite_code");--> statement-breakpoint
CREATE INDEX "teams_tournament_waitlist_idx" ON "teams" USING btree ("tournament_id","waitlisted_at") WHERE "teams"."state" = 'waitlisted';--> statement-breakpoint
CREATE INDEX "tournaments_registration_unsettled_idx" ON "tournaments" USING btree ("registration_end") WHERE "tournaments"."registration_settled_at" is null;--> statement-breakpoint
CREATE INDEX "tournaments_check_in_unsettled_idx" ON "tournaments" USING btree ("games_start") WHERE "tournaments"."check_in_settled_at" is null and "tournaments"."check_in_opens_minutes" is not null;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_dropped_reason_valid" CHECK ("teams"."dropped_reason" is null or "teams"."dropped_reason" in ('incomplete', 'no_check_in', 'rejected', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_check_in_window_valid" CHECK ("tournaments"."check_in_opens_minutes" is null or "tournaments"."check_in_opens_minutes" > "tournaments"."check_in_closes_minutes");--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_check_in_closes_non_negative" CHECK ("tournaments"."check_in_closes_minutes" >= 0);--> statement-breakpoint
-- Closes that passed before the team lifecycle existed are history, not work to do: settling them now
-- would drop the teams of finished tournaments.
UPDATE "tournaments" SET "registration_settled_at" = now() WHERE "registration_end" <= now();--> statement-breakpoint
UPDATE "tournaments" SET "check_in_announced_at" = now(), "check_in_settled_at" = now() WHERE "games_start" <= now() + interval '60 minutes';--> statement-breakpoint
UPDATE "teams" SET "waitlisted_at" = "created_at" WHERE "state" = 'waitlisted';
