CREATE TABLE "tournaments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"game" text NOT NULL,
	"format" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"entry" text DEFAULT 'free' NOT NULL,
	"entry_fee_cents" integer,
	"prize_fund_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"slots" integer NOT NULL,
	"registration_start" timestamp with time zone NOT NULL,
	"registration_end" timestamp with time zone NOT NULL,
	"games_start" timestamp with time zone NOT NULL,
	"games_end" timestamp with time zone NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_slug_format" CHECK ("tournaments"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "tournaments_entry_valid" CHECK ("tournaments"."entry" in ('free', 'paid')),
	CONSTRAINT "tournaments_entry_fee_matches_entry" CHECK (("tournaments"."entry" = 'free' and "tournaments"."entry_fee_cents" is null) or ("tournaments"."entry" = 'paid' and coalesce("tournaments"."entry_fee_cents", 0) > 0)),
	CONSTRAINT "tournaments_prize_fund_non_negative" CHECK ("tournaments"."prize_fund_cents" >= 0),
	CONSTRAINT "tournaments_currency_format" CHECK ("tournaments"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "tournaments_slots_positive" CHECK ("tournaments"."slots" > 0),
	CONSTRAINT "tournaments_timeline_order" CHECK ("tournaments"."registration_start" < "tournaments"."registration_end" and "tournaments"."registration_end" <= "tournaments"."games_start" and "tournaments"."games_start" < "tournaments"."games_end"),
	CONSTRAINT "tournaments_prizes_is_array" CHECK (jsonb_typeof("tournaments"."prizes") = 'array')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_slug_key" ON "tournaments" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "tournaments_registration_start_idx" ON "tournaments" USING btree ("registration_start");--> statement-breakpoint
CREATE INDEX "tournaments_games_start_idx" ON "tournaments" USING btree ("games_start");--> statement-breakpoint
CREATE INDEX "tournaments_games_end_idx" ON "tournaments" USING btree ("games_end");