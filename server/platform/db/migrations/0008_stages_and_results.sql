CREATE TABLE "battle_royale_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stage_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"day" integer NOT NULL,
	"map" text,
	"played_at" timestamp with time zone,
	CONSTRAINT "battle_royale_matches_numbers_positive" CHECK ("battle_royale_matches"."number" >= 1 and "battle_royale_matches"."day" >= 1)
);
--> statement-breakpoint
CREATE TABLE "battle_royale_results" (
	"match_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"placement" integer NOT NULL,
	"kills" integer NOT NULL,
	CONSTRAINT "battle_royale_results_match_id_team_id_pk" PRIMARY KEY("match_id","team_id"),
	CONSTRAINT "battle_royale_results_placement_positive" CHECK ("battle_royale_results"."placement" >= 1),
	CONSTRAINT "battle_royale_results_kills_non_negative" CHECK ("battle_royale_results"."kills" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stage_brackets" (
	"stage_id" uuid PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stage_matches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"stage_id" uuid NOT NULL,
	"local_id" integer NOT NULL,
	"group_number" integer NOT NULL,
	"round_number" integer NOT NULL,
	"number" integer NOT NULL,
	"status" text NOT NULL,
	"opponent1" jsonb,
	"opponent2" jsonb,
	"winner_to_id" uuid,
	"loser_to_id" uuid,
	"scheduled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stage_matches_status_valid" CHECK ("stage_matches"."status" in ('locked', 'waiting', 'ready', 'running', 'completed', 'archived')),
	CONSTRAINT "stage_matches_numbers_positive" CHECK ("stage_matches"."group_number" >= 1 and "stage_matches"."round_number" >= 1 and "stage_matches"."number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "stage_participants" (
	"stage_id" uuid NOT NULL,
	"local_id" integer NOT NULL,
	"team_id" uuid NOT NULL,
	"seed" integer NOT NULL,
	CONSTRAINT "stage_participants_stage_id_local_id_pk" PRIMARY KEY("stage_id","local_id"),
	CONSTRAINT "stage_participants_seed_positive" CHECK ("stage_participants"."seed" >= 1)
);
--> statement-breakpoint
ALTER TABLE "battle_royale_matches" ADD CONSTRAINT "battle_royale_matches_stage_id_tournament_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."tournament_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_royale_results" ADD CONSTRAINT "battle_royale_results_match_id_battle_royale_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."battle_royale_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_royale_results" ADD CONSTRAINT "battle_royale_results_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_brackets" ADD CONSTRAINT "stage_brackets_stage_id_tournament_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."tournament_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_matches" ADD CONSTRAINT "stage_matches_stage_id_tournament_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."tournament_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_matches" ADD CONSTRAINT "stage_matches_winner_to_id_stage_matches_id_fk" FOREIGN KEY ("winner_to_id") REFERENCES "public"."stage_matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_matches" ADD CONSTRAINT "stage_matches_loser_to_id_stage_matches_id_fk" FOREIGN KEY ("loser_to_id") REFERENCES "public"."stage_matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_participants" ADD CONSTRAINT "stage_participants_stage_id_tournament_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."tournament_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_participants" ADD CONSTRAINT "stage_participants_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "battle_royale_matches_stage_number_key" ON "battle_royale_matches" USING btree ("stage_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "battle_royale_results_match_placement_key" ON "battle_royale_results" USING btree ("match_id","placement");--> statement-breakpoint
CREATE INDEX "battle_royale_results_team_idx" ON "battle_royale_results" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stage_matches_stage_local_key" ON "stage_matches" USING btree ("stage_id","local_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stage_matches_stage_position_key" ON "stage_matches" USING btree ("stage_id","group_number","round_number","number");--> statement-breakpoint
CREATE UNIQUE INDEX "stage_participants_stage_team_key" ON "stage_participants" USING btree ("stage_id","team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stage_participants_stage_seed_key" ON "stage_participants" USING btree ("stage_id","seed");--> statement-breakpoint
CREATE INDEX "stage_participants_team_idx" ON "stage_participants" USING btree ("team_id");