CREATE TABLE "team_active_minimums" (
	"brand_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"minimum" bigint NOT NULL,
	"since" date NOT NULL,
	CONSTRAINT "team_active_minimums_brand_id_currency_minimum_pk" PRIMARY KEY("brand_id","currency","minimum")
);
--> statement-breakpoint
CREATE TABLE "team_day_actives" (
	"agent_id" bigint NOT NULL,
	"brand_id" bigint NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"minimum" bigint NOT NULL,
	"active" integer NOT NULL,
	CONSTRAINT "team_day_actives_agent_id_day_currency_minimum_pk" PRIMARY KEY("agent_id","day","currency","minimum")
);
