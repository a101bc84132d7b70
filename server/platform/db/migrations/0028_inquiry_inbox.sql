CREATE TABLE "inquiry_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"author_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inquiry_notes_text_length" CHECK (char_length("inquiry_notes"."text") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "inquiry_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"author_id" uuid,
	"text" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inquiry_replies_text_length" CHECK (char_length("inquiry_replies"."text") between 1 and 5000),
	CONSTRAINT "inquiry_replies_locale_known" CHECK ("inquiry_replies"."locale" in ('uk', 'en'))
);
--> statement-breakpoint
ALTER TABLE "audit_entries" DROP CONSTRAINT "audit_entries_kind_valid";--> statement-breakpoint
ALTER TABLE "audit_entries" DROP CONSTRAINT "audit_entries_subject_type_valid";--> statement-breakpoint
ALTER TABLE "audit_entries" DROP CONSTRAINT "audit_entries_via_valid";--> statement-breakpoint
ALTER TABLE "inquiries" DROP CONSTRAINT "inquiries_status_known";--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "streamer_id" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- The inbox's statuses replace the first draft's: read → in_progress, answered and archived → done.
UPDATE "inquiries" SET "status" = CASE "status" WHEN 'read' THEN 'in_progress' WHEN 'answered' THEN 'done' WHEN 'archived' THEN 'done' ELSE "status" END, "status_changed_at" = "created_at";--> statement-breakpoint
UPDATE "inquiries" SET "email" = lower("fields"->>'phone') WHERE position('@' in "fields"->>'phone') > 0;--> statement-breakpoint
ALTER TABLE "inquiry_notes" ADD CONSTRAINT "inquiry_notes_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_notes" ADD CONSTRAINT "inquiry_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_replies" ADD CONSTRAINT "inquiry_replies_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_replies" ADD CONSTRAINT "inquiry_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_notes_inquiry" ON "inquiry_notes" USING btree ("inquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "inquiry_notes_author" ON "inquiry_notes" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "inquiry_replies_inquiry" ON "inquiry_replies" USING btree ("inquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "inquiry_replies_author" ON "inquiry_replies" USING btree ("author_id");--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_streamer_id_streamers_id_fk" FOREIGN KEY ("streamer_id") REFERENCES "public"."streamers"("id") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "inquiries_kind_inbox" ON "inquiries" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_email" ON "inquiries" USING btree ("email");--> statement-breakpoint
CREATE INDEX "inquiries_assignee" ON "inquiries" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "inquiries_streamer" ON "inquiries" USING btree ("streamer_id");--> statement-breakpoint
CREATE INDEX "inquiries_retention" ON "inquiries" USING btree ("status_changed_at") WHERE "inquiries"."status" in ('done', 'spam');--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_kind_valid" CHECK ("audit_entries"."kind" in ('account.created', 'role.granted', 'role.revoked', 'account.disabled', 'account.enabled', 'account.password_set', 'tournament.created', 'tournament.updated', 'tournament.published', 'tournament.unpublished', 'tournament.cancelled', 'team.confirmed', 'team.rejected', 'team.dropped', 'team.promoted', 'stage.drawn', 'stage.started', 'stage.finished', 'stage.advanced', 'match.reported', 'match.corrected', 'battle_royale.recorded', 'battle_royale.corrected', 'payout.recorded', 'payout.corrected', 'inquiry.status_changed', 'inquiry.assigned', 'inquiry.noted', 'inquiry.replied', 'inquiry.accepted', 'inquiry.exported', 'inquiry.erased', 'inquiry.expired'));--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_subject_type_valid" CHECK ("audit_entries"."subject_type" in ('user', 'tournament', 'team', 'stage', 'match', 'payout', 'inquiry'));--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_via_valid" CHECK ("audit_entries"."via" in ('cli', 'env', 'seed', 'discord', 'timer', 'job'));--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_version_positive" CHECK ("inquiries"."version" >= 1);--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_email_lower" CHECK ("inquiries"."email" = lower("inquiries"."email"));--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_status_known" CHECK ("inquiries"."status" in ('new', 'in_progress', 'done', 'spam'));