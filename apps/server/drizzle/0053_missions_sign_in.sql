CREATE TABLE "sign_in_settings" (
	"brand_id" bigint PRIMARY KEY NOT NULL,
	"rewards" bigint[] NOT NULL,
	"wagering_multiple" integer DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	CONSTRAINT "sign_in_settings_days" CHECK (cardinality("sign_in_settings"."rewards") between 1 and 31),
	CONSTRAINT "sign_in_settings_multiple" CHECK ("sign_in_settings"."wagering_multiple" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "sign_ins" (
	"player_id" bigint NOT NULL,
	"day" date NOT NULL,
	"brand_id" bigint NOT NULL,
	"streak" integer NOT NULL,
	"reward" bigint NOT NULL,
	"bonus_id" bigint,
	"created_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	CONSTRAINT "sign_ins_player_id_day_pk" PRIMARY KEY("player_id","day"),
	CONSTRAINT "sign_ins_streak" CHECK ("sign_ins"."streak" >= 1),
	CONSTRAINT "sign_ins_reward" CHECK ("sign_ins"."reward" >= 0)
);
--> statement-breakpoint
CREATE TABLE "leaderboard_results" (
	"leaderboard_id" bigint NOT NULL,
	"period_key" text NOT NULL,
	"rank" integer NOT NULL,
	"player_id" bigint NOT NULL,
	"figure" bigint NOT NULL,
	"achieved_at" timestamp with time zone NOT NULL,
	"prize" bigint NOT NULL,
	"bonus_id" bigint,
	"paid_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	CONSTRAINT "leaderboard_results_leaderboard_id_period_key_rank_pk" PRIMARY KEY("leaderboard_id","period_key","rank")
);
--> statement-breakpoint
CREATE TABLE "leaderboards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leaderboards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" bigint NOT NULL,
	"titles" jsonb NOT NULL,
	"metric" text NOT NULL,
	"game_type" text,
	"cadence" text NOT NULL,
	"wagering_multiple" integer DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	"prizes" bigint[] NOT NULL,
	CONSTRAINT "leaderboards_metric" CHECK ("leaderboards"."metric" in ('valid_bet', 'deposits', 'rounds')),
	CONSTRAINT "leaderboards_cadence" CHECK ("leaderboards"."cadence" in ('daily', 'weekly', 'monthly')),
	CONSTRAINT "leaderboards_prizes" CHECK (cardinality("leaderboards"."prizes") between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "mission_claims" (
	"mission_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"period_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"bonus_id" bigint,
	"claimed_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	CONSTRAINT "mission_claims_mission_id_player_id_period_key_pk" PRIMARY KEY("mission_id","player_id","period_key")
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "missions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" bigint NOT NULL,
	"titles" jsonb NOT NULL,
	"metric" text NOT NULL,
	"game_type" text,
	"cadence" text NOT NULL,
	"wagering_multiple" integer DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	"target" bigint NOT NULL,
	"reward" bigint NOT NULL,
	"budget" bigint,
	"spent" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "missions_metric" CHECK ("missions"."metric" in ('valid_bet', 'deposits', 'rounds', 'sign_ins')),
	CONSTRAINT "missions_cadence" CHECK ("missions"."cadence" in ('daily', 'weekly')),
	CONSTRAINT "missions_amounts" CHECK ("missions"."target" > 0 and "missions"."reward" > 0),
	CONSTRAINT "missions_spent" CHECK ("missions"."spent" >= 0 and ("missions"."budget" is null or "missions"."spent" <= "missions"."budget"))
);
--> statement-breakpoint
ALTER TABLE "sign_in_settings" ADD CONSTRAINT "sign_in_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_results" ADD CONSTRAINT "leaderboard_results_leaderboard_id_leaderboards_id_fk" FOREIGN KEY ("leaderboard_id") REFERENCES "public"."leaderboards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_results" ADD CONSTRAINT "leaderboard_results_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboards" ADD CONSTRAINT "leaderboards_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_ins_brand_day_idx" ON "sign_ins" USING btree ("brand_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "leaderboard_results_player_key" ON "leaderboard_results" USING btree ("leaderboard_id","period_key","player_id");--> statement-breakpoint
CREATE INDEX "leaderboards_brand_idx" ON "leaderboards" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "mission_claims_player_idx" ON "mission_claims" USING btree ("player_id","period_key");--> statement-breakpoint
CREATE INDEX "missions_brand_idx" ON "missions" USING btree ("brand_id");