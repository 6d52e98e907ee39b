CREATE TABLE "catalogue_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_single_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- Any write to games or vendors, from any module or by hand, tells the lobby caches of every node to reload.
CREATE FUNCTION catalogue_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER games_catalogue_version
  AFTER INSERT OR UPDATE OR DELETE ON games
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER vendors_catalogue_version
  AFTER INSERT OR UPDATE OR DELETE ON vendors
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
