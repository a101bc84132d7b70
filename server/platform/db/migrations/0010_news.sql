CREATE TABLE "news_items" (
	"id" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title_uk" text,
	"title_en" text,
	"summary_uk" text,
	"summary_en" text,
	"body_uk" text,
	"body_en" text,
	"cover" jsonb,
	"cover_width" integer,
	"cover_height" integer,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "news_items_id_slug" CHECK (length("news_items"."id") <= 100 and "news_items"."id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "news_items_category_valid" CHECK ("news_items"."category" in ('news', 'cases')),
	CONSTRAINT "news_items_status_valid" CHECK ("news_items"."status" in ('draft', 'published')),
	CONSTRAINT "news_items_language_whole" CHECK (("news_items"."title_uk" is null) = ("news_items"."summary_uk" is null) and ("news_items"."title_uk" is null) = ("news_items"."body_uk" is null)
        and ("news_items"."title_en" is null) = ("news_items"."summary_en" is null) and ("news_items"."title_en" is null) = ("news_items"."body_en" is null)),
	CONSTRAINT "news_items_some_language" CHECK ("news_items"."title_uk" is not null or "news_items"."title_en" is not null),
	CONSTRAINT "news_items_published_dated" CHECK ("news_items"."status" = 'draft' or "news_items"."published_at" is not null),
	CONSTRAINT "news_items_cover_sized" CHECK (("news_items"."cover" is null) = ("news_items"."cover_width" is null) and ("news_items"."cover" is null) = ("news_items"."cover_height" is null)
        and coalesce("news_items"."cover_width" > 0 and "news_items"."cover_height" > 0, true))
);
--> statement-breakpoint
CREATE INDEX "news_items_published_idx" ON "news_items" USING btree ("status","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_items_category_published_idx" ON "news_items" USING btree ("category","status","published_at" DESC NULLS LAST);