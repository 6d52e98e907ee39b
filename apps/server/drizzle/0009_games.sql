CREATE TABLE "banners" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" bigint NOT NULL,
	"group_name" text NOT NULL,
	"url" text NOT NULL,
	"linkage_type" text DEFAULT 'none' NOT NULL,
	"linkage_target" text DEFAULT '' NOT NULL,
	"titles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourite_games" (
	"player_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_games_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"player_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_games_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" bigint NOT NULL,
	"vassalage" text NOT NULL,
	"round_ref" text NOT NULL,
	"player_id" bigint NOT NULL,
	"game_id" bigint,
	"game_code" text NOT NULL,
	"game_type" text NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_rounds_status" CHECK ("game_rounds"."status" in ('open', 'settled', 'cancelled')),
	CONSTRAINT "game_rounds_amounts" CHECK ("game_rounds"."stake" >= 0 and "game_rounds"."payout" >= 0 and "game_rounds"."valid_bet" >= 0)
);
--> statement-breakpoint
CREATE TABLE "launch_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"brand_id" bigint NOT NULL,
	"player_id" bigint,
	"game_id" bigint NOT NULL,
	"vassalage" text NOT NULL,
	"mode" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "launch_sessions_mode" CHECK ("launch_sessions"."mode" in ('real', 'demo')),
	CONSTRAINT "launch_sessions_real_has_player" CHECK ("launch_sessions"."mode" = 'demo' or "launch_sessions"."player_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "vendor_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"vassalage" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"brand_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"round_id" bigint,
	"amount" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text DEFAULT 'ok' NOT NULL,
	"reference_transaction_id" text,
	"ledger_transfer_id" bigint,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_transactions_kind" CHECK ("vendor_transactions"."kind" in ('bet', 'win', 'rollback', 'tombstone', 'transfer_in', 'transfer_out'))
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "maintenance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "launch_url" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "secret_sealed" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "secret_rotated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "wallet_mode" text DEFAULT 'seamless' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "maintenance_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "maintenance_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_brand_group_idx" ON "banners" USING btree ("brand_id","group_name","sort_order");--> statement-breakpoint
CREATE INDEX "recent_games_player_idx" ON "recent_games" USING btree ("player_id","played_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_vendor_round_key" ON "game_rounds" USING btree ("vassalage","round_ref");--> statement-breakpoint
CREATE INDEX "game_rounds_player_idx" ON "game_rounds" USING btree ("player_id","opened_at");--> statement-breakpoint
CREATE INDEX "game_rounds_brand_closed_idx" ON "game_rounds" USING btree ("brand_id","closed_at");--> statement-breakpoint
CREATE INDEX "launch_sessions_player_idx" ON "launch_sessions" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_transactions_vendor_tx_key" ON "vendor_transactions" USING btree ("vassalage","transaction_id");--> statement-breakpoint
CREATE INDEX "vendor_transactions_round_idx" ON "vendor_transactions" USING btree ("round_id");--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_wallet_mode" CHECK ("vendors"."wallet_mode" in ('seamless', 'transfer'));