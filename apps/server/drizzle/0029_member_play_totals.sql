CREATE TABLE "member_play_totals" (
	"brand_id" bigint NOT NULL,
	"span" char(1) NOT NULL,
	"starts" date NOT NULL,
	"player_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"valid_bet" bigint NOT NULL,
	CONSTRAINT "member_play_totals_brand_id_span_starts_player_id_currency_pk" PRIMARY KEY("brand_id","span","starts","player_id","currency"),
	CONSTRAINT "member_play_totals_span" CHECK ("member_play_totals"."span" in ('D', 'W', 'M'))
);
--> statement-breakpoint
CREATE INDEX "member_play_totals_player_idx" ON "member_play_totals" USING btree ("player_id","span","starts");--> statement-breakpoint
CREATE INDEX "players_brand_created_idx" ON "players" USING btree ("brand_id","created_at");--> statement-breakpoint
-- The days kept so far, and their weeks and months (the consumer's cursor already covers all of them).
INSERT INTO "member_play_totals" ("brand_id", "span", "starts", "player_id", "currency", "valid_bet")
SELECT "brand_id", 'D', "day", "player_id", "currency", "valid_bet" FROM "member_daily_play"
UNION ALL
SELECT "brand_id", 'W', "day" - (extract(isodow from "day")::int - 1), "player_id", "currency", sum("valid_bet")::bigint
FROM "member_daily_play" GROUP BY 1, 3, 4, 5
UNION ALL
SELECT "brand_id", 'M', make_date(extract(year from "day")::int, extract(month from "day")::int, 1), "player_id", "currency", sum("valid_bet")::bigint
FROM "member_daily_play" GROUP BY 1, 3, 4, 5;
