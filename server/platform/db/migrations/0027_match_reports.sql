CREATE TABLE "match_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"match_id" uuid NOT NULL,
	"report_id" uuid,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"team_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "match_events_kind_valid" CHECK ("match_events"."kind" in ('reported', 'confirmed', 'auto_confirmed', 'disputed', 'decided', 'withdrawn')),
	CONSTRAINT "match_events_data_is_object" CHECK (jsonb_typeof("match_events"."data") = 'object')
);
--> statement-breakpoint
CREATE TABLE "match_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"reported_by" uuid,
	"report" jsonb NOT NULL,
	"proof" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'awaiting_answer' NOT NULL,
	"answer_due_at" timestamp with time zone NOT NULL,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"dispute_reason" text,
	"decision" jsonb,
	"decision_reason" text,
	"decided_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "match_reports_state_valid" CHECK ("match_reports"."state" in ('awaiting_answer', 'confirmed', 'auto_confirmed', 'disputed', 'decided', 'withdrawn')),
	CONSTRAINT "match_reports_proof_count" CHECK (jsonb_typeof("match_reports"."proof") = 'array' and jsonb_array_length("match_reports"."proof") between 0 and 5),
	CONSTRAINT "match_reports_dispute_reason_length" CHECK (char_length("match_reports"."dispute_reason") between 1 and 500),
	CONSTRAINT "match_reports_decision_reason_length" CHECK (char_length("match_reports"."decision_reason") between 1 and 500),
	CONSTRAINT "match_reports_disputed_has_reason" CHECK ("match_reports"."state" not in ('disputed', 'decided') or "match_reports"."dispute_reason" is not null),
	CONSTRAINT "match_reports_decided_has_decision" CHECK ("match_reports"."state" <> 'decided' or ("match_reports"."decision" is not null and "match_reports"."decision_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "audit_entries" DROP CONSTRAINT "audit_entries_via_valid";--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "report_answer_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_match_id_stage_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."stage_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_report_id_match_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."match_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reports" ADD CONSTRAINT "match_reports_match_id_stage_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."stage_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reports" ADD CONSTRAINT "match_reports_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reports" ADD CONSTRAINT "match_reports_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reports" ADD CONSTRAINT "match_reports_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reports" ADD CONSTRAINT "match_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_events_match_idx" ON "match_events" USING btree ("match_id","at","id");--> statement-breakpoint
CREATE INDEX "match_events_report_idx" ON "match_events" USING btree ("report_id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_reports_one_open_key" ON "match_reports" USING btree ("match_id") WHERE "match_reports"."state" in ('awaiting_answer', 'disputed');--> statement-breakpoint
CREATE INDEX "match_reports_match_idx" ON "match_reports" USING btree ("match_id","created_at");--> statement-breakpoint
CREATE INDEX "match_reports_due_idx" ON "match_reports" USING btree ("answer_due_at") WHERE "match_reports"."state" = 'awaiting_answer';--> statement-breakpoint
CREATE INDEX "match_reports_team_idx" ON "match_reports" USING btree ("team_id");--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_via_valid" CHECK ("audit_entries"."via" in ('cli', 'env', 'seed', 'discord', 'timer'));--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_report_answer_minutes_range" CHECK ("tournaments"."report_answer_minutes" between 1 and 1440);