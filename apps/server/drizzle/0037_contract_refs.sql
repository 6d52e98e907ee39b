ALTER TABLE "contract_statements" DROP CONSTRAINT "contract_statements_brand_id_brands_id_fk";
--> statement-breakpoint
ALTER TABLE "contract_statements" DROP CONSTRAINT "contract_statements_agent_id_players_id_fk";
--> statement-breakpoint
ALTER TABLE "contract_statements" DROP CONSTRAINT "contract_statements_contract_id_contracts_id_fk";
--> statement-breakpoint
ALTER TABLE "dividend_bills" DROP CONSTRAINT "dividend_bills_brand_id_brands_id_fk";
--> statement-breakpoint
ALTER TABLE "dividend_bills" DROP CONSTRAINT "dividend_bills_contract_id_contracts_id_fk";
--> statement-breakpoint
ALTER TABLE "dividend_bills" DROP CONSTRAINT "dividend_bills_upline_id_players_id_fk";
--> statement-breakpoint
ALTER TABLE "dividend_bills" DROP CONSTRAINT "dividend_bills_downline_id_players_id_fk";
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_statement_ref" UNIQUE("id","brand_id","kind","downline_id");
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_bill_ref" UNIQUE("id","brand_id","upline_id","downline_id");
--> statement-breakpoint
ALTER TABLE "contract_statements" ADD CONSTRAINT "contract_statements_contract_fk" FOREIGN KEY ("contract_id","brand_id","kind","agent_id") REFERENCES "public"."contracts"("id","brand_id","kind","downline_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dividend_bills" ADD CONSTRAINT "dividend_bills_contract_fk" FOREIGN KEY ("contract_id","brand_id","upline_id","downline_id") REFERENCES "public"."contracts"("id","brand_id","upline_id","downline_id") ON DELETE no action ON UPDATE no action;
