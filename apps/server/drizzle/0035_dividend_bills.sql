CREATE TABLE "dividend_bills" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dividend_bills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" bigint NOT NULL,
	"contract_id" bigint NOT NULL,
	"upline_id" bigint NOT NULL,
	"downline_id" bigint NOT NULL,
	"period_key" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"forced" bigint DEFAULT 0 NOT NULL,
	"shortfall" bigint DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"refused_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"shortfall_resolution" text,
	"shortfall_resolved_at" timestamp with time zone,
	"shortfall_resolved_by" text,
	"shortfall_note" text,
	"created_at" timestamp with time zone DEFAULT app_now() NOT NULL,
	CONSTRAINT "dividend_bills_amount" CHECK ("dividend_bills"."amount" > 0),
	CONSTRAINT "dividend_bills_status" CHECK ("dividend_bills"."status" in ('pending', 'paid', 'refused', 'forced', 'shortfall')),
	CONSTRAINT "dividend_bills_shares" CHECK ("dividend_bills"."paid" >= 0 and "dividend_bills"."forced" >= 0 and "dividend_bills"."shortfall" >= 0 and "dividend_bills"."paid" + "dividend_bills"."forced" + "dividend_bills"."shortfall" <= "dividend_bills"."amount"),
	CONSTRAINT "dividend_bills_resolution" CHECK ("dividend_bills"."shortfall_resolution" is null or "dividend_bills"."shortfall_resolution" in ('platform_paid', 'written_off'))
);
--> statement-breakpoint
ALTER TABLE "agent_settings" ADD COLUMN "dividend_payment_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "dividend_bills" ADD CONSTRAINT "dividend_bills_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dividend_bills" ADD CONSTRAINT "dividend_bills_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dividend_bills" ADD CONSTRAINT "dividend_bills_upline_id_players_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dividend_bills" ADD CONSTRAINT "dividend_bills_downline_id_players_id_fk" FOREIGN KEY ("downline_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dividend_bills_period_key" ON "dividend_bills" USING btree ("contract_id","period_key","sequence");--> statement-breakpoint
CREATE INDEX "dividend_bills_due_idx" ON "dividend_bills" USING btree ("due_at") WHERE "dividend_bills"."status" in ('pending', 'refused');--> statement-breakpoint
CREATE INDEX "dividend_bills_upline_idx" ON "dividend_bills" USING btree ("upline_id","period_start");--> statement-breakpoint
CREATE INDEX "dividend_bills_downline_idx" ON "dividend_bills" USING btree ("downline_id","period_start");--> statement-breakpoint
CREATE INDEX "dividend_bills_brand_idx" ON "dividend_bills" USING btree ("brand_id","status","period_start");--> statement-breakpoint
ALTER TABLE "agent_settings" ADD CONSTRAINT "agent_settings_payment_hours" CHECK ("agent_settings"."dividend_payment_hours" between 1 and 720);