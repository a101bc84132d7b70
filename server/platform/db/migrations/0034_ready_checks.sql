CREATE TABLE "match_readiness" (
	"match_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"ready_by" uuid,
	"ready_at" timestamp with time zone NOT NULL,
	CONSTRAINT "match_readiness_match_id_team_id_pk" PRIMARY KEY("match_id","team_id")
);
--> statement-breakpoint
ALTER TABLE "match_events" DROP CONSTRAINT "match_events_kind_valid";--> statement-breakpoint
ALTER TABLE "match_readiness" ADD CONSTRAINT "match_readiness_match_id_stage_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."stage_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_readiness" ADD CONSTRAINT "match_readiness_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_readiness" ADD CONSTRAINT "match_readiness_ready_by_users_id_fk" FOREIGN KEY ("ready_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_readiness_team_idx" ON "match_readiness" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_events_one_no_show_key" ON "match_events" USING btree ("match_id") WHERE "match_events"."kind" = 'no_show';--> statement-breakpoint
CREATE INDEX "stage_matches_playable_scheduled_idx" ON "stage_matches" USING btree ("scheduled_at") WHERE "stage_matches"."status" in ('ready', 'running') and "stage_matches"."scheduled_at" is not null;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_kind_valid" CHECK ("match_events"."kind" in ('reported', 'confirmed', 'auto_confirmed', 'disputed', 'decided', 'withdrawn', 'ready', 'no_show'));