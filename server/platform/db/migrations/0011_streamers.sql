CREATE TABLE "stream_polls" (
	"platform" text PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"holder" text NOT NULL,
	CONSTRAINT "stream_polls_platform_valid" CHECK ("stream_polls"."platform" in ('twitch', 'youtube'))
);
--> statement-breakpoint
CREATE TABLE "stream_states" (
	"streamer_id" text NOT NULL,
	"platform" text NOT NULL,
	"live" boolean DEFAULT false NOT NULL,
	"viewers" integer DEFAULT 0 NOT NULL,
	"title" text,
	"started_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"video_id" text,
	CONSTRAINT "stream_states_streamer_id_platform_pk" PRIMARY KEY("streamer_id","platform"),
	CONSTRAINT "stream_states_platform_valid" CHECK ("stream_states"."platform" in ('twitch', 'youtube')),
	CONSTRAINT "stream_states_viewers_non_negative" CHECK ("stream_states"."viewers" >= 0),
	CONSTRAINT "stream_states_offline_has_no_viewers" CHECK ("stream_states"."live" or "stream_states"."viewers" = 0)
);
--> statement-breakpoint
CREATE TABLE "streamers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"avatar" jsonb,
	"bio_uk" text,
	"bio_en" text,
	"twitch_login" text,
	"youtube_channel_id" text,
	"discord_url" text,
	"telegram_url" text,
	"instagram_url" text,
	"featured" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "streamers_id_format" CHECK ("streamers"."id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length("streamers"."id") <= 100),
	CONSTRAINT "streamers_name_length" CHECK (length("streamers"."name") between 1 and 80),
	CONSTRAINT "streamers_twitch_login_format" CHECK ("streamers"."twitch_login" ~ '^[a-z0-9_]{3,25}$'),
	CONSTRAINT "streamers_youtube_channel_format" CHECK ("streamers"."youtube_channel_id" ~ '^UC[A-Za-z0-9_-]{22}$'),
	CONSTRAINT "streamers_links_https" CHECK (coalesce("streamers"."discord_url", 'https://') like 'https://%' and coalesce("streamers"."telegram_url", 'https://') like 'https://%' and coalesce("streamers"."instagram_url", 'https://') like 'https://%')
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"youtube_id" text PRIMARY KEY NOT NULL,
	"title_uk" text,
	"title_en" text,
	"streamer_id" text,
	"thumbnail" jsonb,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "videos_youtube_id_format" CHECK ("videos"."youtube_id" ~ '^[A-Za-z0-9_-]{11}$'),
	CONSTRAINT "videos_title_present" CHECK (coalesce("videos"."title_uk", "videos"."title_en") is not null)
);
--> statement-breakpoint
ALTER TABLE "stream_states" ADD CONSTRAINT "stream_states_streamer_id_streamers_id_fk" FOREIGN KEY ("streamer_id") REFERENCES "public"."streamers"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_streamer_id_streamers_id_fk" FOREIGN KEY ("streamer_id") REFERENCES "public"."streamers"("id") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "streamers_twitch_login_key" ON "streamers" USING btree ("twitch_login");--> statement-breakpoint
CREATE UNIQUE INDEX "streamers_youtube_channel_id_key" ON "streamers" USING btree ("youtube_channel_id");--> statement-breakpoint
CREATE INDEX "videos_published_at_idx" ON "videos" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "videos_streamer_published_idx" ON "videos" USING btree ("streamer_id","published_at");