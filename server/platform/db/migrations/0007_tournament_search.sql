-- Hand-written: drizzle-kit does not manage extensions. pg_trgm is a trusted extension (PostgreSQL 13+):
-- the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "tournaments_name_trgm_idx" ON "tournaments" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tournaments_game_trgm_idx" ON "tournaments" USING gin ("game" gin_trgm_ops);