CREATE TABLE "tournament_announcements" (
	"tournament_id" uuid NOT NULL,
	"event" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "tournament_announcements_tournament_id_event_pk" PRIMARY KEY("tournament_id","event"),
	CONSTRAINT "tournament_announcements_event_valid" CHECK ("tournament_announcements"."event" in ('registration_opened', 'check_in_opened', 'games_started', 'final_standings'))
);
--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "announce" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_announcements" ADD CONSTRAINT "tournament_announcements_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;