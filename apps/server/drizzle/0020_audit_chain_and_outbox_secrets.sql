CREATE TABLE "audit_chain_heads" (
	"brand_id" bigint PRIMARY KEY NOT NULL,
	"chain_starts_after_id" bigint,
	"last_id" bigint,
	"last_hash" text
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "previous_hash" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "secrets" text[];--> statement-breakpoint
ALTER TABLE "audit_chain_heads" ADD CONSTRAINT "audit_chain_heads_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_brand_chain_idx" ON "audit_log" USING btree ("brand_id","id");--> statement-breakpoint
-- Hand-written: the chain starts at each brand's first new row; the rows already there are marked as before it.
INSERT INTO "audit_chain_heads" ("brand_id", "chain_starts_after_id")
  SELECT "brand_id", max("id") FROM "audit_log" GROUP BY "brand_id";

