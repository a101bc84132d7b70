CREATE TABLE "alert_polls" (
	"source" text PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"holder" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oblast_alerts" (
	"oblast_id" text PRIMARY KEY NOT NULL,
	"since" timestamp with time zone NOT NULL,
	CONSTRAINT "oblast_alerts_oblast_valid" CHECK ("oblast_alerts"."oblast_id" in ('crimea', 'vinnytsia', 'volyn', 'dnipropetrovsk', 'donetsk', 'zhytomyr', 'zakarpattia', 'zaporizhzhia', 'ivano-frankivsk', 'kyiv-oblast', 'kirovohrad', 'luhansk', 'lviv', 'mykolaiv', 'odesa', 'poltava', 'rivne', 'sumy', 'ternopil', 'kharkiv', 'kherson', 'khmelnytskyi', 'cherkasy', 'chernivtsi', 'chernihiv', 'kyiv-city', 'sevastopol'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "oblast" text;--> statement-breakpoint
CREATE INDEX "users_oblast_idx" ON "users" USING btree ("oblast") WHERE "users"."oblast" is not null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_oblast_valid" CHECK ("users"."oblast" in ('crimea', 'vinnytsia', 'volyn', 'dnipropetrovsk', 'donetsk', 'zhytomyr', 'zakarpattia', 'zaporizhzhia', 'ivano-frankivsk', 'kyiv-oblast', 'kirovohrad', 'luhansk', 'lviv', 'mykolaiv', 'odesa', 'poltava', 'rivne', 'sumy', 'ternopil', 'kharkiv', 'kherson', 'khmelnytskyi', 'cherkasy', 'chernivtsi', 'chernihiv', 'kyiv-city', 'sevastopol'));