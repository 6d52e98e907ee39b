CREATE TABLE "agent_tree" (
	"ancestor_id" bigint NOT NULL,
	"descendant_id" bigint NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "agent_tree_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id")
);
--> statement-breakpoint
ALTER TABLE "agent_tree" ADD CONSTRAINT "agent_tree_ancestor_id_players_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_tree" ADD CONSTRAINT "agent_tree_descendant_id_players_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_tree_descendant_idx" ON "agent_tree" USING btree ("descendant_id","depth");--> statement-breakpoint
-- Every player is its own ancestor at depth 0, and gains its upline's ancestors one level deeper, in the
-- transaction that inserts it (the agents module owns these rows; moves rewrite them in moveMember). A new
-- member under an upline takes the brand's tree lock that moves take, so it never copies rows a move is rewriting.
CREATE FUNCTION agent_tree_add_player() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.upline_id IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('agent_tree'), NEW.brand_id::int);
  END IF;
  INSERT INTO agent_tree (ancestor_id, descendant_id, depth) VALUES (NEW.id, NEW.id, 0);
  INSERT INTO agent_tree (ancestor_id, descendant_id, depth)
    SELECT ancestor_id, NEW.id, depth + 1 FROM agent_tree WHERE descendant_id = NEW.upline_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER agent_tree_add_player AFTER INSERT ON players FOR EACH ROW EXECUTE FUNCTION agent_tree_add_player();
--> statement-breakpoint
INSERT INTO agent_tree (ancestor_id, descendant_id, depth)
WITH RECURSIVE chain (ancestor_id, descendant_id, depth) AS (
  SELECT id, id, 0 FROM players
  UNION ALL
  SELECT p.upline_id, chain.descendant_id, chain.depth + 1
  FROM chain JOIN players p ON p.id = chain.ancestor_id
  WHERE p.upline_id IS NOT NULL AND chain.depth < 64
)
SELECT ancestor_id, descendant_id, depth FROM chain;
