CREATE TABLE "vendor_wallet_balances" (
	"player_id" bigint NOT NULL,
	"vassalage" text NOT NULL,
	"brand_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_wallet_balances_player_id_vassalage_pk" PRIMARY KEY("player_id","vassalage"),
	CONSTRAINT "vendor_wallet_balances_nonnegative" CHECK ("vendor_wallet_balances"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD CONSTRAINT "vendor_transactions_round_required" CHECK ("vendor_transactions"."kind" not in ('bet', 'win') or "vendor_transactions"."round_id" is not null);