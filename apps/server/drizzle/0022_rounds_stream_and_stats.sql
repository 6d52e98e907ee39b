CREATE TABLE "player_hourly_bets" (
	"brand_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"product" text NOT NULL,
	"game_type" text NOT NULL,
	"vassalage" text NOT NULL,
	"game_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"rounds" integer NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	CONSTRAINT "player_hourly_bets_brand_id_hour_player_id_game_type_vassalage_game_id_currency_product_pk" PRIMARY KEY("brand_id","hour","player_id","game_type","vassalage","game_id","currency","product")
);
--> statement-breakpoint
CREATE TABLE "player_hourly_money" (
	"brand_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"deposits" bigint NOT NULL,
	"withdrawals" bigint NOT NULL,
	"bonuses" bigint NOT NULL,
	"commissions" bigint NOT NULL,
	"adjustments" bigint NOT NULL,
	CONSTRAINT "player_hourly_money_brand_id_hour_player_id_currency_pk" PRIMARY KEY("brand_id","hour","player_id","currency")
);
--> statement-breakpoint
CREATE TABLE "rounds_stream" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rounds_stream_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"round_id" bigint NOT NULL,
	"brand_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"product" text NOT NULL,
	"game_type" text NOT NULL,
	"vassalage" text NOT NULL,
	"game_id" bigint,
	"currency" text NOT NULL,
	"rounds" integer NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stream_cursors" (
	"consumer" text PRIMARY KEY NOT NULL,
	"xid" "xid8" DEFAULT '0'::xid8 NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD COLUMN "xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "product" text DEFAULT 'casino' NOT NULL;--> statement-breakpoint
CREATE INDEX "player_hourly_bets_player_idx" ON "player_hourly_bets" USING btree ("player_id","hour");--> statement-breakpoint
CREATE INDEX "player_hourly_money_player_idx" ON "player_hourly_money" USING btree ("player_id","hour");--> statement-breakpoint
CREATE INDEX "rounds_stream_xid_idx" ON "rounds_stream" USING btree ("xid","seq");--> statement-breakpoint
CREATE INDEX "rounds_stream_brand_settled_idx" ON "rounds_stream" USING btree ("brand_id","settled_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_money_xid_idx" ON "ledger_transfers" USING btree ("xid","id") WHERE "ledger_transfers"."kind" in ('deposit', 'withdrawal', 'adjustment', 'bonus', 'commission');--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_product" CHECK ("game_rounds"."product" in ('casino', 'studio', 'lottery', 'sports'));--> statement-breakpoint
-- Hand-written (ADR 0018). The studio's rounds arrive through the same wallet protocol as any vendor's: the
-- vendor's flag names their product, for rounds played so far and, by trigger, for every new one.
UPDATE "game_rounds" SET "product" = 'studio'
WHERE "vassalage" IN (SELECT "vassalage" FROM "vendors" WHERE "studio_managed");
--> statement-breakpoint
CREATE FUNCTION game_rounds_set_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.product = 'casino' AND EXISTS (
    SELECT 1 FROM vendors WHERE vendors.vassalage = NEW.vassalage AND vendors.studio_managed
  ) THEN
    NEW.product := 'studio';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER game_rounds_product BEFORE INSERT ON "game_rounds"
  FOR EACH ROW EXECUTE FUNCTION game_rounds_set_product();
--> statement-breakpoint
-- Every write path (the one-statement wallet calls included) appends to the stream in its own transaction: a
-- settlement adds the round, a change of a settled round adds the difference, and a change that moves it to
-- another hour, game or player (or un-settles it) takes it back where it was and adds it where it is now.
CREATE FUNCTION rounds_stream_append() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_settled boolean := TG_OP = 'UPDATE' AND OLD.status = 'settled';
  is_settled boolean := NEW.status = 'settled';
BEGIN
  IF was_settled AND is_settled
    AND (OLD.closed_at, OLD.brand_id, OLD.player_id, OLD.product, OLD.game_type, OLD.vassalage, OLD.game_id, OLD.currency)
      IS NOT DISTINCT FROM
        (NEW.closed_at, NEW.brand_id, NEW.player_id, NEW.product, NEW.game_type, NEW.vassalage, NEW.game_id, NEW.currency)
  THEN
    IF (OLD.stake, OLD.payout, OLD.valid_bet) IS DISTINCT FROM (NEW.stake, NEW.payout, NEW.valid_bet) THEN
      INSERT INTO rounds_stream (round_id, brand_id, player_id, product, game_type, vassalage, game_id, currency,
        rounds, stake, payout, valid_bet, settled_at)
      VALUES (NEW.id, NEW.brand_id, NEW.player_id, NEW.product, NEW.game_type, NEW.vassalage, NEW.game_id,
        NEW.currency, 0, NEW.stake - OLD.stake, NEW.payout - OLD.payout, NEW.valid_bet - OLD.valid_bet,
        coalesce(NEW.closed_at, now()));
    END IF;
    RETURN NULL;
  END IF;
  IF was_settled THEN
    INSERT INTO rounds_stream (round_id, brand_id, player_id, product, game_type, vassalage, game_id, currency,
      rounds, stake, payout, valid_bet, settled_at)
    VALUES (OLD.id, OLD.brand_id, OLD.player_id, OLD.product, OLD.game_type, OLD.vassalage, OLD.game_id,
      OLD.currency, -1, -OLD.stake, -OLD.payout, -OLD.valid_bet, coalesce(OLD.closed_at, now()));
  END IF;
  IF is_settled THEN
    INSERT INTO rounds_stream (round_id, brand_id, player_id, product, game_type, vassalage, game_id, currency,
      rounds, stake, payout, valid_bet, settled_at)
    VALUES (NEW.id, NEW.brand_id, NEW.player_id, NEW.product, NEW.game_type, NEW.vassalage, NEW.game_id,
      NEW.currency, 1, NEW.stake, NEW.payout, NEW.valid_bet, coalesce(NEW.closed_at, now()));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- WHEN keeps the bets of open rounds, the hot path, from calling the function at all.
CREATE TRIGGER game_rounds_stream_insert AFTER INSERT ON "game_rounds"
  FOR EACH ROW WHEN (NEW.status = 'settled') EXECUTE FUNCTION rounds_stream_append();
--> statement-breakpoint
CREATE TRIGGER game_rounds_stream_update AFTER UPDATE ON "game_rounds"
  FOR EACH ROW WHEN (OLD.status = 'settled' OR NEW.status = 'settled') EXECUTE FUNCTION rounds_stream_append();
--> statement-breakpoint
-- The rounds settled before the stream existed, once each, in the order they closed.
INSERT INTO rounds_stream (round_id, brand_id, player_id, product, game_type, vassalage, game_id, currency,
  rounds, stake, payout, valid_bet, settled_at)
SELECT id, brand_id, player_id, product, game_type, vassalage, game_id, currency, 1, stake, payout, valid_bet,
  coalesce(closed_at, updated_at)
FROM game_rounds WHERE status = 'settled' ORDER BY closed_at, id;
--> statement-breakpoint
-- The stats start at the beginning of both streams; reports add what lies past these cursors.
INSERT INTO stream_cursors (consumer) VALUES ('stats.rounds'), ('stats.money');
--> statement-breakpoint
-- A pending transfer (a withdrawal awaiting payout) is counted when it posts: resolving it stamps the resolving
-- transaction, so a consumer that read the row while pending meets it again. Triggers fire by name: the ledger's
-- guard (ledger_transfers_guard) has compared the row without this column's change before it is stamped.
CREATE FUNCTION ledger_transfers_stamp_xid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.xid := pg_current_xact_id();
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_resolved BEFORE UPDATE ON "ledger_transfers"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION ledger_transfers_stamp_xid();
