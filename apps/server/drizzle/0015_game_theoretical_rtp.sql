ALTER TABLE "games" ADD COLUMN "theoretical_rtp_bp" integer;--> statement-breakpoint
CREATE INDEX "game_rounds_brand_game_open_idx" ON "game_rounds" USING btree ("brand_id","game_id") WHERE "game_rounds"."status" = 'open';--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_theoretical_rtp" CHECK ("games"."theoretical_rtp_bp" between 0 and 10000);