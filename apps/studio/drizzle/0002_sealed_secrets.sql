-- Vendor secrets and launch tokens are kept sealed from now on. The columns are renamed here; the values an older
-- studio stored in the clear are sealed at the next start by server/security/at-rest.ts (it needs the key, which
-- SQL does not have), before anything reads them.
ALTER TABLE "sessions" RENAME COLUMN "launch_token" TO "sealed_launch_token";--> statement-breakpoint
ALTER TABLE "vendor_credentials" RENAME COLUMN "secret" TO "sealed_secret";--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_real_has_player";--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_real_has_player" CHECK ("sessions"."mode" = 'demo' or ("sessions"."player_id" is not null and "sessions"."sealed_launch_token" is not null));