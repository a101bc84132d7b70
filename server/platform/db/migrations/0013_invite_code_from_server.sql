-- Invitation codes come from the server's one generator (newInviteCode: 32 random bytes, unpadded
-- base64url, 43 characters), which the invitation link's schema accepts. The database's default (two
-- UUIDs as 64 hex characters) goes; a code it made is written again as the same 32 bytes in that
-- shape, so every code stays distinct (the old link is replaced, as when a captain replaces it).
ALTER TABLE "teams" ALTER COLUMN "invite_code" DROP DEFAULT;--> statement-breakpoint
UPDATE "teams" SET "invite_code" = rtrim(translate(encode(decode("invite_code", 'hex'), 'base64'), '+/', '-_'), '=') WHERE "invite_code" ~ '^[0-9a-f]{64}$';
