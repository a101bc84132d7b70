-- The audit log (ADR 0059): an append-only table. Rows are only ever inserted; the trigger below
-- refuses UPDATE, DELETE and TRUNCATE to everyone, the application's own role included.
CREATE TABLE "audit_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" uuid,
	"via" text,
	"kind" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"tournament_id" uuid,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "audit_entries_kind_valid" CHECK ("audit_entries"."kind" in ('account.created', 'role.granted', 'role.revoked', 'account.disabled', 'account.enabled', 'account.password_set')),
	CONSTRAINT "audit_entries_subject_type_valid" CHECK ("audit_entries"."subject_type" in ('user')),
	CONSTRAINT "audit_entries_via_valid" CHECK ("audit_entries"."via" in ('cli', 'env', 'seed')),
	CONSTRAINT "audit_entries_actor_or_via" CHECK (("audit_entries"."actor_id" is null) <> ("audit_entries"."via" is null)),
	CONSTRAINT "audit_entries_before_is_object" CHECK (jsonb_typeof("audit_entries"."before") = 'object'),
	CONSTRAINT "audit_entries_after_is_object" CHECK (jsonb_typeof("audit_entries"."after") = 'object')
);
--> statement-breakpoint
CREATE INDEX "audit_entries_at_idx" ON "audit_entries" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_tournament_idx" ON "audit_entries" USING btree ("tournament_id","at","id") WHERE "audit_entries"."tournament_id" is not null;--> statement-breakpoint
CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" USING btree ("actor_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_kind_idx" ON "audit_entries" USING btree ("kind","at","id");--> statement-breakpoint
CREATE INDEX "audit_entries_subject_idx" ON "audit_entries" USING btree ("subject_type","subject_id","at");--> statement-breakpoint
CREATE FUNCTION "audit_entries_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_entries is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_entries_append_only" BEFORE UPDATE OR DELETE ON "audit_entries" FOR EACH ROW EXECUTE FUNCTION "audit_entries_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_entries_no_truncate" BEFORE TRUNCATE ON "audit_entries" FOR EACH STATEMENT EXECUTE FUNCTION "audit_entries_refuse_change"();
