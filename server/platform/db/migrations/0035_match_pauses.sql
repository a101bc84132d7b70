CREATE TABLE "match_pauses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"cause" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"started_by" uuid,
	"ended_by" uuid,
	CONSTRAINT "match_pauses_cause_valid" CHECK ("match_pauses"."cause" in ('alert', 'manual')),
	CONSTRAINT "match_pauses_ends_after_start" CHECK ("match_pauses"."ended_at" is null or "match_pauses"."ended_at" >= "match_pauses"."started_at")
);
--> statement-breakpoint
ALTER TABLE "audit_entries" DROP CONSTRAINT "audit_entries_kind_valid";--> statement-breakpoint
ALTER TABLE "audit_entries" DROP CONSTRAINT "audit_entries_via_valid";--> statement-breakpoint
ALTER TABLE "match_events" DROP CONSTRAINT "match_events_kind_valid";--> statement-breakpoint
ALTER TABLE "match_pauses" ADD CONSTRAINT "match_pauses_match_id_stage_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."stage_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_pauses" ADD CONSTRAINT "match_pauses_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_pauses" ADD CONSTRAINT "match_pauses_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_pauses_one_open_key" ON "match_pauses" USING btree ("match_id") WHERE "match_pauses"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "match_pauses_match_idx" ON "match_pauses" USING btree ("match_id","started_at");--> statement-breakpoint
CREATE INDEX "match_pauses_open_alert_idx" ON "match_pauses" USING btree ("match_id") WHERE "match_pauses"."ended_at" is null and "match_pauses"."cause" = 'alert';--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_kind_valid" CHECK ("audit_entries"."kind" in ('account.created', 'role.granted', 'role.revoked', 'account.disabled', 'account.enabled', 'account.password_set', 'tournament.created', 'tournament.updated', 'tournament.published', 'tournament.unpublished', 'tournament.cancelled', 'team.confirmed', 'team.rejected', 'team.dropped', 'team.promoted', 'stage.drawn', 'stage.started', 'stage.finished', 'stage.advanced', 'match.reported', 'match.corrected', 'match.paused', 'match.resumed', 'battle_royale.recorded', 'battle_royale.corrected', 'payout.recorded', 'payout.corrected', 'inquiry.status_changed', 'inquiry.assigned', 'inquiry.noted', 'inquiry.replied', 'inquiry.accepted', 'inquiry.exported', 'inquiry.erased', 'inquiry.expired'));--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_via_valid" CHECK ("audit_entries"."via" in ('cli', 'env', 'seed', 'discord', 'timer', 'job', 'alerts'));--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_kind_valid" CHECK ("match_events"."kind" in ('reported', 'confirmed', 'auto_confirmed', 'disputed', 'decided', 'withdrawn', 'ready', 'no_show', 'paused', 'resumed'));