CREATE TABLE "prize_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"place" integer NOT NULL,
	"team_id" uuid,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "prize_payouts_place_positive" CHECK ("prize_payouts"."place" >= 1),
	CONSTRAINT "prize_payouts_amount_positive" CHECK ("prize_payouts"."amount_cents" > 0),
	CONSTRAINT "prize_payouts_currency_valid" CHECK ("prize_payouts"."currency" in ('UAH', 'USD', 'EUR')),
	CONSTRAINT "prize_payouts_method_valid" CHECK ("prize_payouts"."method" in ('bank_transfer', 'card', 'paypal', 'crypto', 'cash', 'other')),
	CONSTRAINT "prize_payouts_reference_length" CHECK (char_length("prize_payouts"."reference") <= 200),
	CONSTRAINT "prize_payouts_version_positive" CHECK ("prize_payouts"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "prize_payouts" ADD CONSTRAINT "prize_payouts_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_payouts" ADD CONSTRAINT "prize_payouts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prize_payouts_tournament_place_key" ON "prize_payouts" USING btree ("tournament_id","place");--> statement-breakpoint
CREATE INDEX "prize_payouts_team_idx" ON "prize_payouts" USING btree ("team_id");