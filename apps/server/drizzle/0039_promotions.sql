CREATE TABLE "promotion_entries" (
	"promotion_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"joined_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	CONSTRAINT "promotion_entries_promotion_id_player_id_pk" PRIMARY KEY("promotion_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"titles" jsonb NOT NULL,
	"summaries" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"contents" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_url" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"vip_levels" integer[],
	"agent_ids" bigint[],
	"reward_type" text NOT NULL,
	"reward_value" bigint NOT NULL,
	"reward_cap" bigint,
	"min_deposit" bigint,
	"wagering_multiple" integer,
	"wagering_base" text,
	"contributions" jsonb,
	"max_stake" bigint,
	"per_player" integer DEFAULT 1 NOT NULL,
	"per_period" text,
	"budget" bigint,
	"spent" bigint DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	CONSTRAINT "promotions_kind" CHECK ("promotions"."kind" in ('first_deposit', 'reload', 'daily_first_deposit', 'cashback', 'application', 'vip_upgrade', 'birthday')),
	CONSTRAINT "promotions_window" CHECK ("promotions"."ends_at" > "promotions"."starts_at"),
	CONSTRAINT "promotions_reward_type" CHECK ("promotions"."reward_type" in ('percent', 'fixed')),
	CONSTRAINT "promotions_reward_value" CHECK ("promotions"."reward_value" > 0),
	CONSTRAINT "promotions_wagering_base" CHECK ("promotions"."wagering_base" is null or "promotions"."wagering_base" in ('bonus', 'bonus_deposit')),
	CONSTRAINT "promotions_per_period" CHECK ("promotions"."per_period" is null or "promotions"."per_period" in ('day', 'week', 'month')),
	CONSTRAINT "promotions_spent" CHECK ("promotions"."spent" >= 0 and ("promotions"."budget" is null or "promotions"."spent" <= "promotions"."budget"))
);
--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_entries_player_idx" ON "promotion_entries" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "promotions_brand_idx" ON "promotions" USING btree ("brand_id","starts_at");