-- The roles are player, moderator and organiser (ADR 0059): `admin` is renamed `organiser`, in the
-- rows and in the check, in one step.
ALTER TABLE "users" DROP CONSTRAINT "users_role_valid";--> statement-breakpoint
UPDATE "users" SET "role" = 'organiser' WHERE "role" = 'admin';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_valid" CHECK ("users"."role" in ('player', 'moderator', 'organiser'));
