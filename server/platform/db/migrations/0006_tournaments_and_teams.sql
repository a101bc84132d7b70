CREATE TABLE "team_members" (
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"tournament_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"name" text NOT NULL,
	"logo" jsonb,
	"captain_id" uuid NOT NULL,
	"captain_discord" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"join_password_hash" text,
	"state" text DEFAULT 'registered' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_state_valid" CHECK ("teams"."state" in ('registered', 'confirmed', 'checked_in', 'waitlisted', 'dropped')),
	CONSTRAINT "teams_name_length" CHECK (char_length("teams"."name") between 1 and 64)
);
--> statement-breakpoint
CREATE TABLE "tournament_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"name_uk" text,
	"name_en" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"best_of" integer DEFAULT 1 NOT NULL,
	"groups" integer,
	"rounds" integer,
	"grand_final" text,
	"advancing" integer,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "tournament_stages_number_positive" CHECK ("tournament_stages"."number" >= 1),
	CONSTRAINT "tournament_stages_kind_valid" CHECK ("tournament_stages"."kind" in ('single_elimination', 'double_elimination', 'round_robin', 'swiss', 'battle_royale')),
	CONSTRAINT "tournament_stages_status_valid" CHECK ("tournament_stages"."status" in ('pending', 'running', 'finished')),
	CONSTRAINT "tournament_stages_best_of_positive" CHECK ("tournament_stages"."best_of" >= 1),
	CONSTRAINT "tournament_stages_grand_final_valid" CHECK ("tournament_stages"."grand_final" is null or "tournament_stages"."grand_final" in ('none', 'simple', 'double'))
);
--> statement-breakpoint
ALTER TABLE "tournaments" DROP CONSTRAINT "tournaments_currency_format";--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "description_uk" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "rules_uk" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "rules_en" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "pot_details_uk" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "pot_details_en" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "how_to_play" jsonb DEFAULT '{"uk":null,"en":null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "pot_sources" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "sponsors" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "team_players" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "team_substitutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "cover_url" text;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_captain_id_users_id_fk" FOREIGN KEY ("captain_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_stages" ADD CONSTRAINT "tournament_stages_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_tournament_user_key" ON "team_members" USING btree ("tournament_id","user_id");--> statement-breakpoint
CREATE INDEX "team_members_user_idx" ON "team_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_tournament_name_key" ON "teams" USING btree ("tournament_id",lower("name"));--> statement-breakpoint
CREATE INDEX "teams_tournament_state_idx" ON "teams" USING btree ("tournament_id","state");--> statement-breakpoint
CREATE INDEX "teams_captain_idx" ON "teams" USING btree ("captain_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_stages_tournament_number_key" ON "tournament_stages" USING btree ("tournament_id","number");--> statement-breakpoint
CREATE INDEX "tournaments_status_games_start_idx" ON "tournaments" USING btree ("status","games_start");--> statement-breakpoint
-- Tournaments from before the status existed were public, and their texts were written in English.
UPDATE "tournaments" SET "status" = 'published', "description_en" = nullif("description", ''), "rules_en" = nullif("rules", '');--> statement-breakpoint
ALTER TABLE "tournaments" DROP COLUMN "description";--> statement-breakpoint
ALTER TABLE "tournaments" DROP COLUMN "rules";--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_status_valid" CHECK ("tournaments"."status" in ('draft', 'published', 'cancelled'));--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_currency_valid" CHECK ("tournaments"."currency" in ('UAH', 'USD', 'EUR'));--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_team_size_valid" CHECK ("tournaments"."team_players" >= 1 and "tournaments"."team_substitutes" >= 0);--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_pot_sources_is_array" CHECK (jsonb_typeof("tournaments"."pot_sources") = 'array');--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_sponsors_is_array" CHECK (jsonb_typeof("tournaments"."sponsors") = 'array');