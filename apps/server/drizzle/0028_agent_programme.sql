CREATE TABLE "member_daily_play" (
	"player_id" bigint NOT NULL,
	"brand_id" bigint NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"valid_bet" bigint NOT NULL,
	CONSTRAINT "member_daily_play_brand_id_day_player_id_currency_pk" PRIMARY KEY("brand_id","day","player_id","currency")
);
--> statement-breakpoint
CREATE TABLE "team_hourly_bets" (
	"agent_id" bigint NOT NULL,
	"brand_id" bigint NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"game_type" text NOT NULL,
	"currency" text NOT NULL,
	"rounds" integer NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	CONSTRAINT "team_hourly_bets_agent_id_hour_game_type_currency_pk" PRIMARY KEY("agent_id","hour","game_type","currency")
);
--> statement-breakpoint
CREATE TABLE "team_hourly_money" (
	"agent_id" bigint NOT NULL,
	"brand_id" bigint NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"deposits" bigint NOT NULL,
	"withdrawals" bigint NOT NULL,
	"bonuses" bigint NOT NULL,
	"commissions" bigint NOT NULL,
	CONSTRAINT "team_hourly_money_agent_id_hour_currency_pk" PRIMARY KEY("agent_id","hour","currency")
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "team_login_frozen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "team_transfers_frozen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "audience" text DEFAULT 'players' NOT NULL;--> statement-breakpoint
CREATE INDEX "agent_tree_ancestor_depth_idx" ON "agent_tree" USING btree ("ancestor_id","depth");--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_audience" CHECK ("announcements"."audience" in ('players', 'agents'));