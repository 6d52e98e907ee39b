ALTER TABLE "catalogue_version" ADD COLUMN "games_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A write to games moves both counters; a write to vendors only `version` (0010_lobby's function).
CREATE FUNCTION catalogue_games_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1, games_version = games_version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER games_catalogue_version ON games;
--> statement-breakpoint
CREATE TRIGGER games_catalogue_version
  AFTER INSERT OR UPDATE OR DELETE ON games
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_games_version_bump();
