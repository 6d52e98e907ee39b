CREATE TABLE "contract_statements" (
	"brand_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period_key" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"agent_id" bigint NOT NULL,
	"contract_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"base" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"rate_ppm" bigint NOT NULL,
	"gross" bigint NOT NULL,
	"paid_to_downlines" bigint NOT NULL,
	"net" bigint NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_statements_brand_id_kind_period_key_agent_id_pk" PRIMARY KEY("brand_id","kind","period_key","agent_id")
);
--> statement-breakpoint
ALTER TABLE "contract_statements" ADD CONSTRAINT "contract_statements_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_statements" ADD CONSTRAINT "contract_statements_agent_id_players_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_statements" ADD CONSTRAINT "contract_statements_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_statements_agent_idx" ON "contract_statements" USING btree ("agent_id","kind","period_start");