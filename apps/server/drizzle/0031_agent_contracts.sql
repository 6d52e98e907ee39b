CREATE TABLE "contract_versions" (
	"contract_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"terms" jsonb NOT NULL,
	"status" text NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"in_force_from" timestamp with time zone,
	"in_force_to" timestamp with time zone,
	CONSTRAINT "contract_versions_contract_id_version_pk" PRIMARY KEY("contract_id","version"),
	CONSTRAINT "contract_versions_status" CHECK ("contract_versions"."status" in ('offered', 'signed', 'rejected', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"upline_id" bigint,
	"downline_id" bigint NOT NULL,
	"status" text NOT NULL,
	"termination_requested_by" text,
	"end_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "contracts_kind" CHECK ("contracts"."kind" in ('dividend', 'daily', 'hourly', 'realtime')),
	CONSTRAINT "contracts_status" CHECK ("contracts"."status" in ('offered', 'signed', 'rejected', 'termination_requested', 'terminated'))
);
--> statement-breakpoint
ALTER TABLE "contract_versions" ADD CONSTRAINT "contract_versions_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_upline_id_players_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_downline_id_players_id_fk" FOREIGN KEY ("downline_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_live_key" ON "contracts" USING btree ("downline_id","kind") WHERE "contracts"."status" in ('offered', 'signed', 'termination_requested');--> statement-breakpoint
CREATE INDEX "contracts_upline_idx" ON "contracts" USING btree ("upline_id","kind");