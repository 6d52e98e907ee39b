-- Hand-written (ADR 0038). A bulk settlement (the lottery's batches of thousands of rounds) paid one call of
-- rounds_stream_append per round, about a third of the statement's time. The update trigger now runs once per
-- statement over its transition tables and appends the same rows: the difference of a settled round whose
-- amounts change, the reversal where it was of a round that was settled and is no longer (or moved to another
-- hour, game or player), and the round where it is now of one that is settled now. The insert trigger stays per
-- row: its WHEN keeps the open bets of the wallet's hot path from calling anything.
DROP TRIGGER game_rounds_stream_update ON "game_rounds";
--> statement-breakpoint
CREATE FUNCTION rounds_stream_append_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rounds_stream (round_id, brand_id, player_id, product, game_type, vassalage, game_id, currency,
    rounds, stake, payout, valid_bet, settled_at)
  SELECT e.round_id, e.brand_id, e.player_id, e.product, e.game_type, e.vassalage, e.game_id, e.currency,
    e.rounds, e.stake, e.payout, e.valid_bet, e.settled_at
  FROM old_rounds o JOIN new_rounds n ON n.id = o.id
  CROSS JOIN LATERAL (
    SELECT o.status = 'settled' AS was_settled, n.status = 'settled' AS is_settled,
      (o.closed_at, o.brand_id, o.player_id, o.product, o.game_type, o.vassalage, o.game_id, o.currency)
        IS NOT DISTINCT FROM
          (n.closed_at, n.brand_id, n.player_id, n.product, n.game_type, n.vassalage, n.game_id, n.currency)
        AS same_place
  ) f
  CROSS JOIN LATERAL (
    SELECT n.id AS round_id, n.brand_id, n.player_id, n.product, n.game_type, n.vassalage, n.game_id, n.currency,
      0 AS rounds, n.stake - o.stake AS stake, n.payout - o.payout AS payout, n.valid_bet - o.valid_bet AS valid_bet,
      coalesce(n.closed_at, now()) AS settled_at, 0 AS step
    WHERE f.was_settled AND f.is_settled AND f.same_place
      AND (o.stake, o.payout, o.valid_bet) IS DISTINCT FROM (n.stake, n.payout, n.valid_bet)
    UNION ALL
    SELECT o.id, o.brand_id, o.player_id, o.product, o.game_type, o.vassalage, o.game_id, o.currency,
      -1, -o.stake, -o.payout, -o.valid_bet, coalesce(o.closed_at, now()), 1
    WHERE f.was_settled AND NOT (f.is_settled AND f.same_place)
    UNION ALL
    SELECT n.id, n.brand_id, n.player_id, n.product, n.game_type, n.vassalage, n.game_id, n.currency,
      1, n.stake, n.payout, n.valid_bet, coalesce(n.closed_at, now()), 2
    WHERE f.is_settled AND NOT (f.was_settled AND f.same_place)
  ) e
  WHERE o.status = 'settled' OR n.status = 'settled'
  ORDER BY o.id, e.step;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER game_rounds_stream_update AFTER UPDATE ON "game_rounds"
  REFERENCING OLD TABLE AS old_rounds NEW TABLE AS new_rounds
  FOR EACH STATEMENT EXECUTE FUNCTION rounds_stream_append_updated();
--> statement-breakpoint
-- The per-row function now serves inserts only.
CREATE OR REPLACE FUNCTION rounds_stream_append() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rounds_stream (round_id, brand_id, player_id, product, game_type, vassalage, game_id, currency,
    rounds, stake, payout, valid_bet, settled_at)
  VALUES (NEW.id, NEW.brand_id, NEW.player_id, NEW.product, NEW.game_type, NEW.vassalage, NEW.game_id,
    NEW.currency, 1, NEW.stake, NEW.payout, NEW.valid_bet, coalesce(NEW.closed_at, now()));
  RETURN NULL;
END $$;
