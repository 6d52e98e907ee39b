ALTER TABLE "contract_versions" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "contracts_ends_idx" ON "contracts" USING btree ("ends_at") WHERE "contracts"."ends_at" is not null and "contracts"."status" in ('signed', 'termination_requested');