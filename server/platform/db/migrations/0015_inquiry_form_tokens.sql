CREATE TABLE "inquiry_form_tokens" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "inquiry_form_tokens_expiry" ON "inquiry_form_tokens" USING btree ("expires_at");