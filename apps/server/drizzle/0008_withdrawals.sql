CREATE TABLE "payout_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_proofs" (
	"withdrawal_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_proofs_withdrawal_id_position_pk" PRIMARY KEY("withdrawal_id","position"),
	CONSTRAINT "withdrawal_proofs_position" CHECK ("withdrawal_proofs"."position" between 1 and 3),
	CONSTRAINT "withdrawal_proofs_type" CHECK ("withdrawal_proofs"."content_type" in ('image/png', 'image/jpeg'))
);
--> statement-breakpoint
CREATE TABLE "withdrawal_settings" (
	"brand_id" bigint PRIMARY KEY NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"daily_count" integer NOT NULL,
	"auto_receipt_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "withdrawal_settings_amounts" CHECK ("withdrawal_settings"."min_amount" > 0 and "withdrawal_settings"."max_amount" >= "withdrawal_settings"."min_amount"),
	CONSTRAINT "withdrawal_settings_counts" CHECK ("withdrawal_settings"."daily_count" >= 1 and "withdrawal_settings"."auto_receipt_minutes" >= 1)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"payout_account_id" bigint NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" text,
	"paid_at" timestamp with time zone,
	"paid_by" text,
	"paid_reference" text,
	"rejected_at" timestamp with time zone,
	"rejected_by" text,
	"reject_reason" text,
	"receipt_result" text,
	"amount_received" bigint,
	"receipt_remark" text,
	"receipt_at" timestamp with time zone,
	"received_how" text,
	"received_at" timestamp with time zone,
	"received_by" text,
	"force_reason" text,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_status" CHECK ("withdrawals"."status" in ('pending', 'approved', 'rejected', 'paid', 'received', 'disputed')),
	CONSTRAINT "withdrawals_receipt_result" CHECK ("withdrawals"."receipt_result" is null or "withdrawals"."receipt_result" in ('full', 'partial', 'none')),
	CONSTRAINT "withdrawals_received_how" CHECK ("withdrawals"."received_how" is null or "withdrawals"."received_how" in ('player', 'auto', 'operator')),
	CONSTRAINT "withdrawals_amount_received" CHECK ("withdrawals"."amount_received" is null or ("withdrawals"."amount_received" >= 0 and "withdrawals"."amount_received" <= "withdrawals"."amount"))
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_proofs" ADD CONSTRAINT "withdrawal_proofs_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_settings" ADD CONSTRAINT "withdrawal_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payout_account_id_payout_accounts_id_fk" FOREIGN KEY ("payout_account_id") REFERENCES "public"."payout_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_player_number_key" ON "payout_accounts" USING btree ("player_id","account_number");--> statement-breakpoint
CREATE INDEX "withdrawals_brand_idx" ON "withdrawals" USING btree ("brand_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withdrawals_brand_status_idx" ON "withdrawals" USING btree ("brand_id","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withdrawals_player_idx" ON "withdrawals" USING btree ("player_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withdrawals_paid_idx" ON "withdrawals" USING btree ("paid_at") WHERE "withdrawals"."status" = 'paid';