CREATE TABLE "inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"fields" jsonb NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_kind_known" CHECK ("inquiries"."kind" in ('contact', 'streamer')),
	CONSTRAINT "inquiries_locale_known" CHECK ("inquiries"."locale" in ('uk', 'en')),
	CONSTRAINT "inquiries_status_known" CHECK ("inquiries"."status" in ('new', 'read', 'answered', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tier" text NOT NULL,
	"sponsor" boolean DEFAULT false NOT NULL,
	"url" text NOT NULL,
	"summary_uk" text,
	"summary_en" text,
	"logo" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_slug" CHECK (char_length("partners"."id") <= 100 and "partners"."id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "partners_tier_known" CHECK ("partners"."tier" in ('general', 'partner', 'media')),
	CONSTRAINT "partners_url_http" CHECK ("partners"."url" ~ '^https?://')
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" text PRIMARY KEY NOT NULL,
	"title_uk" text,
	"title_en" text,
	"summary_uk" text,
	"summary_en" text,
	"points_uk" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"points_en" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_slug" CHECK (char_length("services"."id") <= 100 and "services"."id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "services_titled" CHECK (coalesce("services"."title_uk", "services"."title_en") is not null)
);
--> statement-breakpoint
CREATE INDEX "inquiries_inbox" ON "inquiries" USING btree ("status","created_at");