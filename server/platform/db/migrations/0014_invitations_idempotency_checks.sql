-- Team invitations by consent; idempotency keys of the API; a round robin's group fill.
-- The checks are written from core's constants (server/platform/db/checks.ts): each table refuses what
-- its schema refuses. Teams get the schema's limits (name 2-32, not 1-64; the captain's Discord 2-64;
-- description up to 500; the invite code's shape), users and news their forms' lengths. A team's
-- captain's Discord has no default any more: the API always asks for it; a row left with the old
-- default '' takes its captain's Discord, or their nickname, before the check is added.
CREATE TABLE "idempotency_keys" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"holder" text NOT NULL,
	"status" integer,
	"response" text,
	"locked_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_invitations" (
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"invited_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_invitations_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "news_items" DROP CONSTRAINT "news_items_id_slug";--> statement-breakpoint
ALTER TABLE "partners" DROP CONSTRAINT "partners_slug";--> statement-breakpoint
ALTER TABLE "services" DROP CONSTRAINT "services_slug";--> statement-breakpoint
ALTER TABLE "streamers" DROP CONSTRAINT "streamers_id_format";--> statement-breakpoint
ALTER TABLE "streamers" DROP CONSTRAINT "streamers_name_length";--> statement-breakpoint
ALTER TABLE "teams" DROP CONSTRAINT "teams_dropped_reason_valid";--> statement-breakpoint
ALTER TABLE "teams" DROP CONSTRAINT "teams_name_length";--> statement-breakpoint
ALTER TABLE "tournament_stages" DROP CONSTRAINT "tournament_stages_grand_final_valid";--> statement-breakpoint
ALTER TABLE "teams" ALTER COLUMN "captain_discord" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "tournament_stages" ADD COLUMN "group_fill" text;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_at_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "team_invitations_user_idx" ON "team_invitations" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_profile_text_length" CHECK (char_length("users"."first_name") <= 50 and char_length("users"."last_name") <= 50 and char_length("users"."playing_device") <= 50);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_social_handle_length" CHECK (char_length("users"."discord") <= 64 and char_length("users"."telegram") <= 64 and char_length("users"."instagram") <= 64);--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_text_length" CHECK (char_length("news_items"."title_uk") <= 160 and char_length("news_items"."title_en") <= 160 and char_length("news_items"."summary_uk") <= 400 and char_length("news_items"."summary_en") <= 400 and char_length("news_items"."body_uk") <= 40000 and char_length("news_items"."body_en") <= 40000);--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_id_slug" CHECK (char_length("news_items"."id") <= 100 and "news_items"."id" ~ '^[a-z0-9]+(?:-[a-z0-9]+)*$');--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_slug" CHECK (char_length("partners"."id") <= 100 and "partners"."id" ~ '^[a-z0-9]+(?:-[a-z0-9]+)*$');--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_slug" CHECK (char_length("services"."id") <= 100 and "services"."id" ~ '^[a-z0-9]+(?:-[a-z0-9]+)*$');--> statement-breakpoint
ALTER TABLE "streamers" ADD CONSTRAINT "streamers_id_format" CHECK ("streamers"."id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("streamers"."id") <= 100);--> statement-breakpoint
ALTER TABLE "streamers" ADD CONSTRAINT "streamers_name_length" CHECK (char_length("streamers"."name") between 1 and 80);--> statement-breakpoint
UPDATE "teams" SET "captain_discord" = coalesce(nullif("users"."discord", ''), "users"."username") FROM "users" WHERE "users"."id" = "teams"."captain_id" AND char_length("teams"."captain_discord") < 2;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_captain_discord_length" CHECK (char_length("teams"."captain_discord") between 2 and 64);--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_description_length" CHECK (char_length("teams"."description") <= 500);--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_invite_code_shape" CHECK (char_length("teams"."invite_code") = 43 and "teams"."invite_code" ~ '^[A-Za-z0-9_-]+$');--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_dropped_reason_valid" CHECK ("teams"."dropped_reason" in ('incomplete', 'no_check_in', 'rejected', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_name_length" CHECK (char_length("teams"."name") between 2 and 32);--> statement-breakpoint
ALTER TABLE "tournament_stages" ADD CONSTRAINT "tournament_stages_group_fill_valid" CHECK ("tournament_stages"."group_fill" in ('snake', 'deal'));--> statement-breakpoint
ALTER TABLE "tournament_stages" ADD CONSTRAINT "tournament_stages_grand_final_valid" CHECK ("tournament_stages"."grand_final" in ('none', 'simple', 'double'));