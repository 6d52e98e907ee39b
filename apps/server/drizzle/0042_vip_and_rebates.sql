CREATE TABLE "player_vip_levels" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"brand_id" bigint NOT NULL,
	"level" integer NOT NULL,
	"evaluated_period" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT app_now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"brand_id" bigint NOT NULL,
	"level" integer NOT NULL,
	"label" text NOT NULL,
	"deposit_threshold" bigint NOT NULL,
	"valid_bet_threshold" bigint NOT NULL,
	"upgrade_bonus" bigint NOT NULL,
	"wagering_multiple" integer NOT NULL,
	"rebate_rates" jsonb NOT NULL,
	"withdrawals_per_day" integer NOT NULL,
	CONSTRAINT "vip_levels_brand_id_level_pk" PRIMARY KEY("brand_id","level"),
	CONSTRAINT "vip_levels_values" CHECK ("vip_levels"."level" >= 0 and "vip_levels"."deposit_threshold" >= 0 and "vip_levels"."valid_bet_threshold" >= 0
        and "vip_levels"."upgrade_bonus" >= 0 and "vip_levels"."wagering_multiple" >= 0 and "vip_levels"."withdrawals_per_day" >= 1)
);
--> statement-breakpoint
CREATE TABLE "vip_programmes" (
	"brand_id" bigint PRIMARY KEY NOT NULL,
	"window_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	CONSTRAINT "vip_programmes_window" CHECK ("vip_programmes"."window_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "vip_upgrades" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vip_upgrades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"level" integer NOT NULL,
	"period" text NOT NULL,
	"bonus" bigint NOT NULL,
	"bonus_id" bigint,
	"reached_at" timestamp with time zone DEFAULT app_now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebate_days" (
	"player_id" bigint NOT NULL,
	"day" text NOT NULL,
	"brand_id" bigint NOT NULL,
	"level" integer NOT NULL,
	"claimed" bigint DEFAULT 0 NOT NULL,
	"claimed_by_type" jsonb,
	"claimed_at" timestamp with time zone,
	"settled" bigint DEFAULT 0 NOT NULL,
	"settled_by_type" jsonb,
	"settled_at" timestamp with time zone,
	CONSTRAINT "rebate_days_player_id_day_pk" PRIMARY KEY("player_id","day"),
	CONSTRAINT "rebate_days_amounts" CHECK ("rebate_days"."claimed" >= 0 and "rebate_days"."settled" >= 0)
);
--> statement-breakpoint
ALTER TABLE "player_vip_levels" ADD CONSTRAINT "player_vip_levels_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_vip_levels" ADD CONSTRAINT "player_vip_levels_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_programmes" ADD CONSTRAINT "vip_programmes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_upgrades" ADD CONSTRAINT "vip_upgrades_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_upgrades" ADD CONSTRAINT "vip_upgrades_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_days" ADD CONSTRAINT "rebate_days_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_days" ADD CONSTRAINT "rebate_days_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vip_upgrades_player_level" ON "vip_upgrades" USING btree ("player_id","level");