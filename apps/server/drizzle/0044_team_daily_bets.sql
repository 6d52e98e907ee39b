CREATE TABLE "team_daily_bets" (
	"agent_id" bigint NOT NULL,
	"brand_id" bigint NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"rounds" integer NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	CONSTRAINT "team_daily_bets_agent_id_day_currency_pk" PRIMARY KEY("agent_id","day","currency")
);
--> statement-breakpoint
-- The days kept so far, from the hourly totals: each hour's brand-local day in its brand's time zone.
INSERT INTO "team_daily_bets" ("agent_id", "brand_id", "day", "currency", "rounds", "stake", "payout", "valid_bet")
SELECT t."agent_id", t."brand_id", (t."hour" AT TIME ZONE b."timezone")::date, t."currency", sum(t."rounds")::int,
  sum(t."stake")::bigint, sum(t."payout")::bigint, sum(t."valid_bet")::bigint
FROM "team_hourly_bets" t JOIN "brands" b ON b."id" = t."brand_id"
GROUP BY 1, 2, 3, 4;
