ALTER TABLE "players" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "tags" text[];--> statement-breakpoint
CREATE INDEX "players_tags_idx" ON "players" USING gin ("tags");