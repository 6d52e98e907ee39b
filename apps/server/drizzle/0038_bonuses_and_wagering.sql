CREATE TABLE "bonus_settings" (
	"brand_id" bigint PRIMARY KEY NOT NULL,
	"clearing_threshold" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT app_now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_wagers" (
	"bonus_id" bigint NOT NULL,
	"round_id" bigint NOT NULL,
	"counted" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	CONSTRAINT "bonus_wagers_round_id_bonus_id_pk" PRIMARY KEY("round_id","bonus_id"),
	CONSTRAINT "bonus_wagers_amounts" CHECK ("bonus_wagers"."counted" >= 0 and "bonus_wagers"."valid_bet" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bonuses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"requirement" bigint NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"contributions" jsonb NOT NULL,
	"max_stake" bigint,
	"source_kind" text NOT NULL,
	"source_ref" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"transfer_id" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"granted_by" bigint,
	"reason" text,
	"granted_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" bigint,
	"close_reason" text,
	CONSTRAINT "bonuses_status" CHECK ("bonuses"."status" in ('open', 'met', 'cleared', 'cancelled')),
	CONSTRAINT "bonuses_source" CHECK ("bonuses"."source_kind" in ('promotion', 'rebate', 'vip', 'manual')),
	CONSTRAINT "bonuses_amounts" CHECK ("bonuses"."amount" > 0 and "bonuses"."requirement" >= 0 and "bonuses"."wagered" >= 0 and "bonuses"."wagered" <= "bonuses"."requirement"
        and ("bonuses"."max_stake" is null or "bonuses"."max_stake" > 0))
);
--> statement-breakpoint
ALTER TABLE "bonus_settings" ADD CONSTRAINT "bonus_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_wagers" ADD CONSTRAINT "bonus_wagers_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonuses_key" ON "bonuses" USING btree ("brand_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bonuses_player_idx" ON "bonuses" USING btree ("player_id","granted_at");--> statement-breakpoint
CREATE INDEX "bonuses_open_idx" ON "bonuses" USING btree ("player_id","granted_at","id") WHERE "bonuses"."status" = 'open';