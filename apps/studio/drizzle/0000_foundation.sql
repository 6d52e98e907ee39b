CREATE TABLE "demo_wallets" (
	"subject" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_wallets_not_negative" CHECK ("demo_wallets"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "games" (
	"vassalage" text NOT NULL,
	"game_code" text NOT NULL,
	"name" text NOT NULL,
	"game_type" text NOT NULL,
	"engine" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_vassalage_game_code_pk" PRIMARY KEY("vassalage","game_code")
);
--> statement-breakpoint
CREATE TABLE "leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"mode" text NOT NULL,
	"player_id" text,
	"vassalage" text NOT NULL,
	"game_code" text NOT NULL,
	"engine" text NOT NULL,
	"currency" text NOT NULL,
	"bet" jsonb NOT NULL,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seed_pair_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"result" jsonb,
	"status" text NOT NULL,
	"refusal" text,
	"balance_after" bigint,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "rounds_status" CHECK ("rounds"."status" in ('pending-debit', 'open', 'pending-credit', 'pending-rollback', 'pending-close', 'settled', 'refunded', 'rejected', 'failed')),
	CONSTRAINT "rounds_money" CHECK ("rounds"."stake" > 0 and "rounds"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "seed_pairs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seed_pairs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"subject" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"mode" text NOT NULL,
	"subject" text NOT NULL,
	"player_id" text,
	"launch_token" text,
	"vassalage" text NOT NULL,
	"game_code" text NOT NULL,
	"currency" text NOT NULL,
	"nickname" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_mode" CHECK ("sessions"."mode" in ('real', 'demo')),
	CONSTRAINT "sessions_real_has_player" CHECK ("sessions"."mode" = 'demo' or ("sessions"."player_id" is not null and "sessions"."launch_token" is not null))
);
--> statement-breakpoint
CREATE TABLE "studio_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_credentials" (
	"vassalage" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_calls" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"vassalage" text NOT NULL,
	"transaction_id" text NOT NULL,
	"owner" uuid NOT NULL,
	"kind" text NOT NULL,
	"request" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"answer" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "wallet_calls_kind" CHECK ("wallet_calls"."kind" in ('bet', 'win', 'rollback')),
	CONSTRAINT "wallet_calls_status" CHECK ("wallet_calls"."status" in ('pending', 'ok', 'refused'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_nonce_idx" ON "rounds" USING btree ("seed_pair_id","nonce");--> statement-breakpoint
CREATE INDEX "rounds_history_idx" ON "rounds" USING btree ("subject","vassalage","game_code","created_at");--> statement-breakpoint
CREATE INDEX "rounds_due_idx" ON "rounds" USING btree ("next_attempt_at") WHERE "rounds"."status" in ('pending-debit', 'pending-credit', 'pending-rollback', 'pending-close', 'open');--> statement-breakpoint
CREATE UNIQUE INDEX "seed_pairs_one_active" ON "seed_pairs" USING btree ("subject") WHERE "seed_pairs"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "seed_pairs_subject_idx" ON "seed_pairs" USING btree ("subject","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_idx" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_calls_tx_idx" ON "wallet_calls" USING btree ("vassalage","transaction_id");--> statement-breakpoint
CREATE INDEX "wallet_calls_owner_idx" ON "wallet_calls" USING btree ("owner");