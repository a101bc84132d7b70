CREATE TABLE "discord_dispute_messages" (
	"report_id" uuid PRIMARY KEY NOT NULL,
	"channel_id" text NOT NULL,
	"message_id" text,
	"nonce" text NOT NULL,
	"content_hash" text,
	"posted_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "discord_dispute_messages_channel_id_shape" CHECK ("discord_dispute_messages"."channel_id" ~ '^[0-9]{1,20}$'),
	CONSTRAINT "discord_dispute_messages_message_id_shape" CHECK ("discord_dispute_messages"."message_id" ~ '^[0-9]{1,20}$'),
	CONSTRAINT "discord_dispute_messages_nonce_length" CHECK (char_length("discord_dispute_messages"."nonce") between 1 and 25)
);
--> statement-breakpoint
ALTER TABLE "discord_dispute_messages" ADD CONSTRAINT "discord_dispute_messages_report_id_match_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."match_reports"("id") ON DELETE cascade ON UPDATE no action;