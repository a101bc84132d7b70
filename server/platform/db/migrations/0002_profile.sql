-- The avatar becomes the uploads pipeline's record (jsonb); the text column was never written, so every value is NULL.
ALTER TABLE "users" ALTER COLUMN "avatar" SET DATA TYPE jsonb USING "avatar"::jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_avatar_is_object" CHECK (jsonb_typeof("users"."avatar") = 'object');
