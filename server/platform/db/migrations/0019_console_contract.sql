ALTER TABLE "audit_entries" DROP CONSTRAINT "audit_entries_kind_valid";--> statement-breakpoint
ALTER TABLE "audit_entries" DROP CONSTRAINT "audit_entries_subject_type_valid";--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "cancellation_reason_uk" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "cancellation_reason_en" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_kind_valid" CHECK ("audit_entries"."kind" in ('account.created', 'role.granted', 'role.revoked', 'account.disabled', 'account.enabled', 'account.password_set', 'tournament.created', 'tournament.updated', 'tournament.published', 'tournament.unpublished', 'tournament.cancelled', 'team.confirmed', 'team.rejected', 'team.dropped', 'team.promoted'));--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_subject_type_valid" CHECK ("audit_entries"."subject_type" in ('user', 'tournament', 'team'));--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_version_positive" CHECK ("tournaments"."version" >= 1);