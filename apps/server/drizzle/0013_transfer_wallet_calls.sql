CREATE TABLE "vendor_wallet_transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_wallet_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transfer_id" text NOT NULL,
	"brand_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"vassalage" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"vendor_status" text,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	"ledger_transfer_id" bigint,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "vendor_wallet_transfers_direction" CHECK ("vendor_wallet_transfers"."direction" in ('in', 'out')),
	CONSTRAINT "vendor_wallet_transfers_status" CHECK ("vendor_wallet_transfers"."status" in ('pending', 'completed', 'refused')),
	CONSTRAINT "vendor_wallet_transfers_amount_positive" CHECK ("vendor_wallet_transfers"."amount" > 0),
	CONSTRAINT "vendor_wallet_transfers_resolved" CHECK (("vendor_wallet_transfers"."status" = 'pending') = ("vendor_wallet_transfers"."resolved_at" is null) and ("vendor_wallet_transfers"."status" = 'pending') = ("vendor_wallet_transfers"."vendor_status" is null)),
	CONSTRAINT "vendor_wallet_transfers_ledger" CHECK (case when "vendor_wallet_transfers"."direction" = 'in' then "vendor_wallet_transfers"."ledger_transfer_id" is not null
        else ("vendor_wallet_transfers"."status" = 'completed') = ("vendor_wallet_transfers"."ledger_transfer_id" is not null) end)
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "transfer_url" text;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_wallet_transfers_transfer_key" ON "vendor_wallet_transfers" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_wallet_transfers_idempotency_key" ON "vendor_wallet_transfers" USING btree ("player_id","idempotency_key") WHERE "vendor_wallet_transfers"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "vendor_wallet_transfers_due_idx" ON "vendor_wallet_transfers" USING btree ("next_attempt_at") WHERE "vendor_wallet_transfers"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "vendor_wallet_transfers_player_idx" ON "vendor_wallet_transfers" USING btree ("player_id","vassalage","status");