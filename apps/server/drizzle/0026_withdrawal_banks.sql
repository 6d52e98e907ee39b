ALTER TABLE "payout_accounts" ADD COLUMN "bank_code" text;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "bank_names" jsonb;--> statement-breakpoint
UPDATE "payout_accounts" SET "bank_names" = jsonb_build_object('EN', "bank_name");--> statement-breakpoint
ALTER TABLE "payout_accounts" ALTER COLUMN "bank_names" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawal_settings" ADD COLUMN "banks" jsonb;
