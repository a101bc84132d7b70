CREATE TABLE "match_proofs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"uploaded_by" uuid,
	"image" jsonb NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "match_proofs_key_length" CHECK (char_length("match_proofs"."key") <= 200),
	CONSTRAINT "match_proofs_image_is_object" CHECK (jsonb_typeof("match_proofs"."image") = 'object')
);
--> statement-breakpoint
ALTER TABLE "match_proofs" ADD CONSTRAINT "match_proofs_match_id_stage_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."stage_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_proofs" ADD CONSTRAINT "match_proofs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_proofs" ADD CONSTRAINT "match_proofs_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_proofs_key_key" ON "match_proofs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "match_proofs_match_idx" ON "match_proofs" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "match_proofs_team_idx" ON "match_proofs" USING btree ("team_id");