ALTER TABLE "tournament_stages" ADD COLUMN "group_fill" text;--> statement-breakpoint
ALTER TABLE "tournament_stages" ADD CONSTRAINT "tournament_stages_group_fill_valid" CHECK ("tournament_stages"."group_fill" is null or "tournament_stages"."group_fill" in ('snake', 'deal'));
