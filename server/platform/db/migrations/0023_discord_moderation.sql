CREATE TABLE "discord_team_messages" (
	"team_id" uuid PRIMARY KEY NOT NULL,
	"channel_id" text NOT NULL,
	"message_id" text,
	"nonce" text NOT NULL,
	"content_hash" text,
	"posted_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "discord_team_messages_channel_id_shape" CHECK ("discord_team_messages"."channel_id" ~ '^[0-9]{1,20}$'),
	CONSTRAINT "discord_team_messages_message_id_shape" CHECK ("discord_team_messages"."message_id" ~ '^[0-9]{1,20}$'),
	CONSTRAINT "discord_team_messages_nonce_length" CHECK (char_length("discord_team_messages"."nonce") between 1 and 25)
);
--> statement-breakpoint
ALTER TABLE "audit_entries" DROP CONSTRAINT "audit_entries_via_valid";--> statement-breakpoint
ALTER TABLE "audit_entries" DROP CONSTRAINT "audit_entries_actor_or_via";--> statement-breakpoint
ALTER TABLE "audit_entries" ADD COLUMN "discord_user_id" text;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD COLUMN "discord_username" text;--> statement-breakpoint
ALTER TABLE "discord_team_messages" ADD CONSTRAINT "discord_team_messages_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_discord_user_id_shape" CHECK ("audit_entries"."discord_user_id" ~ '^[0-9]{1,20}$');--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_discord_username_length" CHECK (char_length("audit_entries"."discord_username") between 1 and 100);--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_via_valid" CHECK ("audit_entries"."via" in ('cli', 'env', 'seed', 'discord'));--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_actor_or_via" CHECK (case when "audit_entries"."via" = 'discord' then "audit_entries"."discord_user_id" is not null and "audit_entries"."discord_username" is not null else ("audit_entries"."actor_id" is null) <> ("audit_entries"."via" is null) and "audit_entries"."discord_user_id" is null and "audit_entries"."discord_username" is null end);