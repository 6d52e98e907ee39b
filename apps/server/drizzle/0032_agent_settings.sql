CREATE TABLE "agent_settings" (
	"brand_id" bigint PRIMARY KEY NOT NULL,
	"salary_active_minimum" bigint NOT NULL,
	"dividend_active_minimum" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "agent_settings_minimums" CHECK ("agent_settings"."salary_active_minimum" > 0 and "agent_settings"."dividend_active_minimum" > 0)
);
--> statement-breakpoint
ALTER TABLE "agent_settings" ADD CONSTRAINT "agent_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;