ALTER TABLE "lottery_exposure" ADD COLUMN "stake" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_settings" ADD COLUMN "max_number_stake" bigint;