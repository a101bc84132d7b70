CREATE TABLE "known_networks" (
	"user_id" uuid NOT NULL,
	"network_hash" text NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "known_networks_user_id_network_hash_pk" PRIMARY KEY("user_id","network_hash")
);
--> statement-breakpoint
ALTER TABLE "known_networks" ADD CONSTRAINT "known_networks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "known_networks_last_seen_at_idx" ON "known_networks" USING btree ("last_seen_at");