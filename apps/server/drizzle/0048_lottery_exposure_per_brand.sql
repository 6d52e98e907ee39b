ALTER TABLE "lottery_exposure" ADD COLUMN "brand_id" bigint;--> statement-breakpoint
ALTER TABLE "lottery_player_stakes" ADD COLUMN "brand_id" bigint;--> statement-breakpoint
-- A player's stakes belong to the brand of the player's tickets on the issue.
UPDATE "lottery_player_stakes" s SET "brand_id" = (SELECT min(t."brand_id") FROM "lottery_tickets" t
  WHERE t."issue_id" = s."issue_id" AND t."player_id" = s."player_id");--> statement-breakpoint
-- Liabilities were summed over brands: they go to the first brand that sold on the issue (an issue sold by one
-- brand keeps them exactly; issues shared by brands are the ones this migration stops sharing).
UPDATE "lottery_exposure" e SET "brand_id" = (SELECT min(t."brand_id") FROM "lottery_tickets" t
  WHERE t."issue_id" = e."issue_id");--> statement-breakpoint
DELETE FROM "lottery_player_stakes" WHERE "brand_id" IS NULL;--> statement-breakpoint
DELETE FROM "lottery_exposure" WHERE "brand_id" IS NULL;--> statement-breakpoint
ALTER TABLE "lottery_exposure" ALTER COLUMN "brand_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_player_stakes" ALTER COLUMN "brand_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_exposure" DROP CONSTRAINT "lottery_exposure_issue_id_play_number_pk";--> statement-breakpoint
ALTER TABLE "lottery_player_stakes" DROP CONSTRAINT "lottery_player_stakes_issue_id_player_id_pk";--> statement-breakpoint
ALTER TABLE "lottery_exposure" ADD CONSTRAINT "lottery_exposure_brand_id_issue_id_play_number_pk" PRIMARY KEY("brand_id","issue_id","play","number");--> statement-breakpoint
ALTER TABLE "lottery_player_stakes" ADD CONSTRAINT "lottery_player_stakes_brand_id_issue_id_player_id_pk" PRIMARY KEY("brand_id","issue_id","player_id");
