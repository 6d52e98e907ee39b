CREATE TABLE "latest_wins" (
	"round_id" bigint PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"brand_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"vassalage" text NOT NULL,
	"game_code" text NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"settled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "actions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "latest_wins_brand_seq_idx" ON "latest_wins" USING btree ("brand_id","seq");